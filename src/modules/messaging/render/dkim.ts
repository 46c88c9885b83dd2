import { createHash, generateKeyPair, sign, type KeyObject } from "node:crypto";
import { promisify } from "node:util";

/**
 * DKIM signatures (RFC 6376): rsa-sha256, relaxed/relaxed. The signature covers From, To, Subject, Date,
 * Message-ID, MIME-Version, Content-Type, Reply-To, List-Id, Feedback-ID and the RFC 8058 one-click
 * headers (List-Unsubscribe, List-Unsubscribe-Post), each when the message has it.
 */

export type DkimKey = { domain: string; selector: string; privateKey: KeyObject };

/** The headers signed, in this order, when present (several instances are all signed, bottom up). */
export const DKIM_SIGNED_HEADERS = [
  "from",
  "to",
  "reply-to",
  "subject",
  "date",
  "message-id",
  "mime-version",
  "content-type",
  "list-id",
  "list-unsubscribe",
  "list-unsubscribe-post",
  "feedback-id",
] as const;

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

/** Relaxed header canonicalization of one field (its lines as written, CRLFs inside included). */
export function relaxedHeader(field: string): string {
  const colon = field.indexOf(":");
  const name = field.slice(0, colon).trim().toLowerCase();
  const value = field
    .slice(colon + 1)
    .replace(/\r\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return `${name}:${value}`;
}

/**
 * Relaxed body canonicalization (RFC 6376 §3.4.4) of a CRLF body: runs of spaces and tabs become one
 * space, line-end whitespace and trailing empty lines go, a non-empty body ends with CRLF. The bodies
 * this engine writes are canonical already, which a few native searches confirm without copying.
 */
export function relaxedBody(body: Buffer): Buffer {
  let end = body.length;
  while (end >= 4 && body[end - 1] === 0x0a && body[end - 2] === 0x0d && body[end - 3] === 0x0a && body[end - 4] === 0x0d) end -= 2;
  const trimmed = body.subarray(0, end);
  if (end === 2 && trimmed[0] === 0x0d && trimmed[1] === 0x0a) return Buffer.alloc(0);
  const canonicalAlready =
    (end === 0 || (trimmed[end - 2] === 0x0d && trimmed[end - 1] === 0x0a)) &&
    trimmed.indexOf("\t") === -1 &&
    trimmed.indexOf("  ") === -1 &&
    trimmed.indexOf(" \r\n") === -1;
  if (canonicalAlready) return trimmed;
  const lines = trimmed
    .toString("latin1")
    .split("\r\n")
    .map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines.length === 0 ? Buffer.alloc(0) : Buffer.from(`${lines.join("\r\n")}\r\n`, "latin1");
}

/** The header fields of a header block, each with its folded lines. */
function headerFields(block: string): string[] {
  const fields: string[] = [];
  for (const line of block.split("\r\n")) {
    if ((line.startsWith(" ") || line.startsWith("\t")) && fields.length > 0) fields[fields.length - 1] += `\r\n${line}`;
    else if (line) fields.push(line);
  }
  return fields;
}

const base64Lines = (value: string) => value.match(/.{1,72}/g)!.join("\r\n ");

type SigningInput = { unsigned: string; data: Buffer };

/** What the signature signs: the canonical signed headers, then the DKIM-Signature header with an empty b=. */
function signingInput(raw: Buffer, key: DkimKey, now: Date): SigningInput {
  if (!/^[a-z0-9.-]+$/i.test(key.domain) || !/^[a-z0-9._-]+$/i.test(key.selector))
    throw new Error(`"${key.selector}._domainkey.${key.domain}" isn't a DKIM selector and domain`);
  const split = raw.indexOf(HEADER_END);
  const headerBlock = raw.subarray(0, split === -1 ? raw.length : split).toString("latin1");
  const body = split === -1 ? Buffer.alloc(0) : raw.subarray(split + 4);
  const bodyHash = createHash("sha256").update(relaxedBody(body)).digest("base64");

  const byName = new Map<string, string[]>();
  for (const field of headerFields(headerBlock)) {
    const name = field.slice(0, field.indexOf(":")).trim().toLowerCase();
    const list = byName.get(name);
    if (list) list.push(field);
    else byName.set(name, [field]);
  }
  if (!byName.has("from")) throw new Error("A message must have a From header to be DKIM-signed");

  const names: string[] = [];
  let signed = "";
  for (const name of DKIM_SIGNED_HEADERS) {
    const fields = byName.get(name);
    if (!fields) continue;
    for (let i = fields.length - 1; i >= 0; i--) {
      names.push(name);
      signed += `${relaxedHeader(fields[i]!)}\r\n`;
    }
  }

  const timestamp = Math.floor(now.getTime() / 1000);
  const unsigned = `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${key.domain}; s=${key.selector};\r\n t=${timestamp}; h=${names.join(":")};\r\n bh=${bodyHash};\r\n b=`;
  return { unsigned, data: Buffer.from(signed + relaxedHeader(unsigned), "latin1") };
}

const signedMessage = (raw: Buffer, unsigned: string, signature: Buffer) =>
  Buffer.concat([Buffer.from(`${unsigned}${base64Lines(signature.toString("base64"))}`, "latin1"), CRLF, raw]);

/**
 * Signs a message: returns it with a `DKIM-Signature:` header in front. `now` sets t= (tests).
 * Throws when the message has no From header (DKIM must sign it).
 */
export function signDkim(raw: Buffer, key: DkimKey, now: Date = new Date()): Buffer {
  const { unsigned, data } = signingInput(raw, key, now);
  return signedMessage(raw, unsigned, sign("sha256", data, key.privateKey));
}

/**
 * The same signature computed on libuv's thread pool: the RSA operation, most of a message's cost,
 * leaves the event loop, and several messages sign at once on several cores.
 */
export function signDkimAsync(raw: Buffer, key: DkimKey, now: Date = new Date()): Promise<Buffer> {
  const { unsigned, data } = signingInput(raw, key, now);
  return new Promise((resolve, reject) => {
    sign("sha256", data, key.privateKey, (error, signature) => (error ? reject(error) : resolve(signedMessage(raw, unsigned, signature))));
  });
}

/** A new DKIM key pair: the public key as the DNS record's p= value, the private key as PKCS#8 PEM. */
export async function generateDkimKeyPair(): Promise<{ publicKeyBase64: string; privateKeyPem: string }> {
  const { publicKey, privateKey } = await promisify(generateKeyPair)("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "der" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return { publicKeyBase64: publicKey.toString("base64"), privateKeyPem: privateKey };
}

/** The TXT record published at `<selector>._domainkey.<domain>`. */
export const dkimRecordValue = (publicKeyBase64: string) => `v=DKIM1; k=rsa; p=${publicKeyBase64}`;
