/**
 * A self-signed certificate for the local HTTPS test site, made in memory (node:crypto and a few
 * lines of DER; no openssl, no key on disk): P-256, valid for 127.0.0.1 and localhost for a day.
 * Tests hand it to the crawler as its trusted CA. Test support only.
 */
import { createPublicKey, generateKeyPairSync, randomBytes, sign } from "node:crypto";

const len = (n: number): Buffer => {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
};
const tlv = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), len(body.length), body]);
};
const seq = (...c: Buffer[]) => tlv(0x30, ...c);
const oid = (dotted: string): Buffer => {
  const [a, b, ...rest] = dotted.split(".").map(Number);
  const out = [a! * 40 + b!];
  for (const n of rest) {
    const chunk: number[] = [n % 128];
    for (let v = Math.floor(n / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift((v % 128) | 0x80);
    out.push(...chunk);
  }
  return tlv(0x06, Buffer.from(out));
};
const utf8 = (s: string) => tlv(0x0c, Buffer.from(s, "utf8"));
const utcTime = (d: Date) => tlv(0x17, Buffer.from(d.toISOString().replace(/[-:T]/g, "").slice(2, 14) + "Z", "ascii"));
const name = (cn: string) => seq(tlv(0x31, seq(oid("2.5.4.3"), utf8(cn))));
const pem = (label: string, der: Buffer) =>
  `-----BEGIN ${label}-----\n${der.toString("base64").replace(/.{64}/g, "$&\n").replace(/\n?$/, "\n")}-----END ${label}-----\n`;

export type TestCert = { cert: string; key: string };

export function makeTestCert(): TestCert {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const spki = createPublicKey(privateKey).export({ type: "spki", format: "der" });
  const ecdsaSha256 = seq(oid("1.2.840.10045.4.3.2"));
  const now = Date.now();
  const serial = randomBytes(8);
  // A positive DER INTEGER in minimal form: the first byte below 0x80 (else it reads as negative) and
  // not zero (a leading zero before a byte below 0x80 is padding OpenSSL refuses, 1 time in 256).
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  const altNames = seq(tlv(0x87, Buffer.from([127, 0, 0, 1])), tlv(0x82, Buffer.from("localhost", "ascii")));
  const extensions = tlv(
    0xa3,
    seq(seq(oid("2.5.29.19"), tlv(0x01, Buffer.from([0xff])), tlv(0x04, seq(tlv(0x01, Buffer.from([0xff]))))), seq(oid("2.5.29.17"), tlv(0x04, altNames))),
  );
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, serial),
    ecdsaSha256,
    name("SEO audit test site"),
    seq(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 86_400_000))),
    name("SEO audit test site"),
    spki,
    extensions,
  );
  const signature = sign("sha256", tbs, privateKey);
  const cert = seq(tbs, ecdsaSha256, tlv(0x03, Buffer.from([0]), signature));
  return { cert: pem("CERTIFICATE", cert), key: privateKey.export({ type: "pkcs8", format: "pem" }).toString() };
}
