import { randomBytes } from "node:crypto";
import { htmlToText } from "./html-to-text";

/**
 * Builds one RFC 5322 message as bytes: multipart/alternative (text/plain, text/html) in UTF-8 and
 * quoted-printable, RFC 2047 encoded words for non-ASCII subjects and names, CRLF line endings, every
 * line within 998 octets (78 where the header allows folding); with attachments, that inside a
 * multipart/mixed with each file in base64. Plain string and byte building, no streams:
 * the engine builds thousands of these a second.
 */
export { htmlToText };

export type MailAddress = { name?: string | null; address: string };

/** A file the message carries. Reuse the same object for every message: its encoding is made once. */
export type MimeAttachment = { filename: string; contentType: string; content: Buffer };

export type MimeInput = {
  from: MailAddress;
  to: string | MailAddress;
  replyTo?: string | MailAddress | null;
  subject: string;
  /** The HTML part; without it the message is text/plain alone. */
  html?: string | null;
  /** The text part; derived from the HTML when left out. */
  text?: string | null;
  /** With or without angle brackets: `<id@domain>`. */
  messageId: string;
  date: Date;
  /** Extra headers, in order (List-Unsubscribe, List-Id, Feedback-ID, X-…). */
  headers?: Record<string, string> | readonly (readonly [string, string])[];
  attachments?: readonly MimeAttachment[];
};

/** A message that can't be written: an address or header that would break the message's structure. */
export class MimeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MimeError";
  }
}

const CRLF = "\r\n";
const printableAscii = /^[\x20-\x7e]*$/;
const atextPhrase = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]*$/;
const addressPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const headerName = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
/** Base64 of 39 bytes is 52 characters: an encoded word of 64, so `Subject: ` and one word fit in 78 columns. */
const WORD_BYTES = 39;

/** Header text on one line: CR, LF and other control characters would let a value forge headers. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").replace(/[\x00-\x08\x0b-\x1f\x7f]/g, "");

/** RFC 2047 B-encoded words of UTF-8, each a whole number of characters. */
function encodedWords(value: string): string[] {
  const words: string[] = [];
  let chunk = "";
  let chunkBytes = 0;
  for (const ch of value) {
    const bytes = Buffer.byteLength(ch, "utf8");
    if (chunkBytes + bytes > WORD_BYTES) {
      words.push(`=?UTF-8?B?${Buffer.from(chunk, "utf8").toString("base64")}?=`);
      chunk = "";
      chunkBytes = 0;
    }
    chunk += ch;
    chunkBytes += bytes;
  }
  if (chunk) words.push(`=?UTF-8?B?${Buffer.from(chunk, "utf8").toString("base64")}?=`);
  return words;
}

/** Joins words into `Name: value` folded at spaces so lines keep to 78 characters where they can. */
function fold(name: string, words: readonly string[]): string {
  let out = `${name}:`;
  let lineLength = out.length;
  for (const word of words) {
    if (lineLength + 1 + word.length > 78 && lineLength > name.length + 1) {
      out += `${CRLF} ${word}`;
      lineLength = 1 + word.length;
    } else {
      out += ` ${word}`;
      lineLength += 1 + word.length;
    }
  }
  return out + CRLF;
}

/** An unstructured header (Subject, X-…): as is when printable ASCII, encoded words otherwise. */
export function unstructuredHeader(name: string, raw: string): string {
  const value = oneLine(raw).trim();
  if (printableAscii.test(value) && !value.includes("=?")) return fold(name, value.split(/ +/).filter(Boolean));
  return fold(name, encodedWords(value));
}

function checkAddress(address: string): string {
  const trimmed = address.trim();
  if (!addressPattern.test(trimmed)) throw new MimeError(`"${oneLine(address)}" isn't an email address a message can carry`);
  return trimmed;
}

/** `"Display Name" <address>` with the name quoted or encoded as it needs. */
export function formatAddress(value: string | MailAddress): string {
  const { name, address } = typeof value === "string" ? { name: "", address: value } : value;
  const email = checkAddress(address);
  const display = oneLine(name ?? "").trim();
  if (!display) return email;
  if (!printableAscii.test(display) || display.includes("=?")) return `${encodedWords(display).join(" ")} <${email}>`;
  if (atextPhrase.test(display)) return `${display} <${email}>`;
  return `"${display.replace(/[\\"]/g, "\\$&")}" <${email}>`;
}

function addressHeader(name: string, value: string | MailAddress): string {
  const formatted = formatAddress(value);
  return fold(name, formatted.split(" "));
}

/** RFC 5322 date: `Tue, 04 Nov 2025 10:00:00 +0000`. */
export const mailDate = (date: Date) => date.toUTCString().replace(/GMT$/, "+0000");

function messageIdHeader(id: string): string {
  const bare = id.trim().replace(/^<|>$/g, "");
  if (!/^[\x21-\x3b=\x3f\x41-\x7e]+@[\x21-\x3b=\x3f\x41-\x7e]+$/.test(bare))
    throw new MimeError(`"${oneLine(id)}" isn't a Message-ID (it looks like <id@domain>)`);
  return `Message-ID: <${bare}>${CRLF}`;
}

function extraHeaders(headers: MimeInput["headers"]): string {
  if (!headers) return "";
  const entries = Array.isArray(headers) ? headers : Object.entries(headers);
  let out = "";
  for (const [name, value] of entries as [string, string][]) {
    if (!headerName.test(name)) throw new MimeError(`"${oneLine(name)}" isn't a header name`);
    out += unstructuredHeader(name, value);
  }
  return out;
}

const HEX = Buffer.from("0123456789ABCDEF", "ascii");
/** Bytes quoted-printable writes as themselves anywhere in a line: printable ASCII but `=`. */
const LITERAL = new Uint8Array(256);
for (let b = 0x21; b <= 0x7e; b++) LITERAL[b] = b === 0x3d ? 0 : 1;

/**
 * Quoted-printable of a string's UTF-8 bytes, written into `out` from `at`; returns the end offset.
 * Lines end in CRLF; soft breaks keep every line within 76 characters; spaces before a line break,
 * `=`, control and non-ASCII bytes are encoded, and "From " at a line start too (mbox safety).
 */
function writeQuotedPrintable(text: string, out: Buffer, at: number): number {
  const src = Buffer.from(text, "utf8");
  const length = src.length;
  let o = at;
  let lineLength = 0;
  for (let i = 0; i < length; i++) {
    const b = src[i]!;
    // The common case first: a printable byte with room left on the line.
    if (LITERAL[b] === 1 && lineLength < 75 && (b !== 0x46 || lineLength !== 0)) {
      out[o++] = b;
      lineLength++;
      continue;
    }
    if (b === 0x0d || b === 0x0a) {
      if (b === 0x0d && src[i + 1] === 0x0a) i++;
      out[o++] = 0x0d;
      out[o++] = 0x0a;
      lineLength = 0;
      continue;
    }
    let encode = LITERAL[b] === 0 && b !== 0x20 && b !== 0x09;
    if (b === 0x20 || b === 0x09) {
      const next = src[i + 1];
      encode = next === undefined || next === 0x0d || next === 0x0a;
    } else if (b === 0x46 && lineLength === 0) {
      encode = src[i + 1] === 0x72 && src[i + 2] === 0x6f && src[i + 3] === 0x6d && src[i + 4] === 0x20;
    }
    const width = encode ? 3 : 1;
    if (lineLength + width > 75) {
      out[o++] = 0x3d;
      out[o++] = 0x0d;
      out[o++] = 0x0a;
      lineLength = 0;
    }
    if (encode) {
      out[o++] = 0x3d;
      out[o++] = HEX[b >> 4]!;
      out[o++] = HEX[b & 15]!;
    } else {
      out[o++] = b;
    }
    lineLength += width;
  }
  return o;
}

/** The most bytes the quoted-printable of `text` can take (3 per byte, plus soft breaks and CRLFs). */
const qpBound = (text: string) => {
  const bytes = Buffer.byteLength(text, "utf8");
  return bytes * 3 + Math.ceil((bytes * 3) / 75) * 3 + 4;
};

const part = (type: "plain" | "html") => `Content-Type: text/${type}; charset=utf-8${CRLF}Content-Transfer-Encoding: quoted-printable${CRLF}${CRLF}`;

const contentTypePattern = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/** A file name as a header parameter: quoted when ASCII, RFC 2231 percent-encoded UTF-8 otherwise. */
function filenameParam(name: string, filename: string): string {
  const clean = oneLine(filename).replace(/[\\/]/g, "_").trim() || "attachment";
  if (printableAscii.test(clean) && !clean.includes("=?")) return `${name}="${clean.replace(/[\\"]/g, "\\$&")}"`;
  return `${name}*=UTF-8''${encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** Each attachment's part (headers and base64 in 76-column lines), made once per attachment object. */
const encodedParts = new WeakMap<MimeAttachment, string>();

function attachmentPart(a: MimeAttachment): string {
  const found = encodedParts.get(a);
  if (found !== undefined) return found;
  if (!contentTypePattern.test(a.contentType)) throw new MimeError(`"${oneLine(a.contentType)}" isn't a content type`);
  const base64 = a.content.toString("base64");
  let body = "";
  for (let i = 0; i < base64.length; i += 76) body += base64.slice(i, i + 76) + CRLF;
  const part =
    // Each parameter on its own folded line: a long file name stays within 998 octets, typical ones within 78.
    `Content-Type: ${a.contentType};${CRLF} ${filenameParam("name", a.filename)}${CRLF}` +
    `Content-Disposition: attachment;${CRLF} ${filenameParam("filename", a.filename)}${CRLF}` +
    `Content-Transfer-Encoding: base64${CRLF}${CRLF}${body}`;
  encodedParts.set(a, part);
  return part;
}

/** The message's bytes, ready for SMTP DATA (and for signing). */
export function buildMime(input: MimeInput): Buffer {
  const html = input.html ?? null;
  const text = input.text ?? (html ? htmlToText(html) : null);
  if (text === null) throw new MimeError("A message needs a text or an HTML part");
  const boundary = html ? `=_amt_${randomBytes(12).toString("hex")}` : "";
  const files = input.attachments ?? [];
  const mixed = files.length > 0 ? `=_amt_mixed_${randomBytes(12).toString("hex")}` : "";

  let head =
    addressHeader("From", input.from) +
    addressHeader("To", input.to) +
    (input.replyTo ? addressHeader("Reply-To", input.replyTo) : "") +
    unstructuredHeader("Subject", input.subject) +
    `Date: ${mailDate(input.date)}${CRLF}` +
    messageIdHeader(input.messageId) +
    `MIME-Version: 1.0${CRLF}` +
    extraHeaders(input.headers);
  // With files: a multipart/mixed whose first part is the message's body.
  if (mixed) head += `Content-Type: multipart/mixed;${CRLF} boundary="${mixed}"${CRLF}${CRLF}--${mixed}${CRLF}`;
  if (html) {
    head += `Content-Type: multipart/alternative; boundary="${boundary}"${CRLF}${CRLF}--${boundary}${CRLF}${part("plain")}`;
  } else {
    head += `Content-Type: text/plain; charset=utf-8${CRLF}Content-Transfer-Encoding: quoted-printable${CRLF}${CRLF}`;
  }
  const middle = html ? `${CRLF}--${boundary}${CRLF}${part("html")}` : "";
  let tail = html ? `${CRLF}--${boundary}--${CRLF}` : CRLF;
  // Every file part ends in CRLF, which begins the next delimiter.
  if (mixed) tail += files.map((a) => `--${mixed}${CRLF}${attachmentPart(a)}`).join("") + `--${mixed}--${CRLF}`;

  const out = Buffer.allocUnsafe(head.length + middle.length + tail.length + qpBound(text) + (html ? qpBound(html) : 0));
  let o = out.write(head, 0, "latin1");
  o = writeQuotedPrintable(text, out, o);
  if (html) {
    o += out.write(middle, o, "latin1");
    o = writeQuotedPrintable(html, out, o);
  }
  o += out.write(tail, o, "latin1");
  return out.subarray(0, o);
}
