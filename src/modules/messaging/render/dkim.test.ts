import { createPrivateKey, createPublicKey, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyDkim } from "~tests/support/dkim-verify";
import { dkimRecordValue, generateDkimKeyPair, relaxedBody, signDkim } from "./dkim";
import { buildMime } from "./mime";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const publicKeyBase64 = publicKey.export({ type: "spki", format: "der" }).toString("base64");
const key = { domain: "mail.acme.test", selector: "amt1", privateKey };
const records = { "amt1._domainkey.mail.acme.test": dkimRecordValue(publicKeyBase64) };

const message = (extra: Record<string, string> = {}) =>
  buildMime({
    from: { name: "Acme Ünïcode", address: "news@mail.acme.test" },
    to: "ada@example.com",
    replyTo: "help@acme.test",
    subject: "Spring sale — 20% off",
    html: `<p>Hello   Ada,\t${"lorem ipsum ".repeat(40)}</p>\n\n\n`,
    text: "Hello   Ada  \n\n\n",
    messageId: "s1.c1@mail.acme.test",
    date: new Date(),
    headers: {
      "List-Unsubscribe": "<https://app.acme.test/u/1.abcdefghijklmnop/one-click>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": "Acme news <news.mail.acme.test>",
      ...extra,
    },
  });

const replaceIn = (raw: Buffer, from: string, to: string) => Buffer.from(raw.toString("latin1").replace(from, to), "latin1");

describe("DKIM signer", () => {
  it("signs so that an independent verifier (mailauth) passes it, covering the one-click unsubscribe headers", async () => {
    const [result, ...others] = await verifyDkim(signDkim(message(), key), records);
    expect(others).toEqual([]);
    expect(result).toMatchObject({ result: "pass", domain: "mail.acme.test", selector: "amt1" });
    expect(result!.signedHeaders).toEqual(
      expect.arrayContaining([
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
      ]),
    );
  });

  it("writes v=1, rsa-sha256, relaxed/relaxed, d, s, t, h, bh and b, within 998-octet lines", () => {
    const signed = signDkim(message(), key, new Date("2026-03-04T10:00:00Z")).toString("latin1");
    const header = signed.slice(0, signed.search(/\r\n(?![ \t])/));
    expect(header).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=mail\.acme\.test; s=amt1;/);
    expect(header).toContain(`t=${Date.UTC(2026, 2, 4, 10) / 1000};`);
    expect(header).toMatch(/ h=from:to:reply-to:subject:date:message-id:mime-version:content-type:list-id:list-unsubscribe:list-unsubscribe-post;/);
    expect(header).toMatch(/ bh=[A-Za-z0-9+/=]{44};/);
    expect(header.split("\r\n").every((line) => line.length <= 998)).toBe(true);
  });

  it("fails verification when the body, the recipient or the one-click unsubscribe headers are changed", async () => {
    const signed = signDkim(message(), key);
    // mailauth reports a body that no longer matches bh= as "neutral: body hash did not verify".
    const [body] = await verifyDkim(replaceIn(signed, "lorem ipsum", "lorem IPSUM"), records);
    expect(body).toMatchObject({ result: "neutral", comment: "body hash did not verify" });
    const tampered = [
      replaceIn(signed, "To: ada@example.com", "To: eve@example.com"),
      replaceIn(signed, "https://app.acme.test/u/1.abcdefghijklmnop/one-click", "https://evil.test/u/1.abcdefghijklmnop/one-click"),
      replaceIn(signed, "List-Unsubscribe-Post: List-Unsubscribe=One-Click", "List-Unsubscribe-Post: nothing"),
    ];
    for (const raw of tampered) {
      const [result] = await verifyDkim(raw, records);
      expect(result).toMatchObject({ result: "fail", comment: "bad signature" });
    }
  });

  it("fails with a different key published", async () => {
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ type: "spki", format: "der" }).toString("base64");
    const [result] = await verifyDkim(signDkim(message(), key), { "amt1._domainkey.mail.acme.test": dkimRecordValue(other) });
    expect(result?.result).toBe("fail");
  });

  it("generates a key pair whose record value verifies its signatures", async () => {
    const pair = await generateDkimKeyPair();
    expect(pair.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const privateKeyObject = createPrivateKey(pair.privateKeyPem);
    expect(createPublicKey(privateKeyObject).export({ type: "spki", format: "der" }).toString("base64")).toBe(pair.publicKeyBase64);
    expect(privateKeyObject.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const value = dkimRecordValue(pair.publicKeyBase64);
    expect(value).toBe(`v=DKIM1; k=rsa; p=${pair.publicKeyBase64}`);
    const [result] = await verifyDkim(signDkim(message(), { domain: "acme.test", selector: "s2", privateKey: privateKeyObject }), {
      "s2._domainkey.acme.test": value,
    });
    expect(result?.result).toBe("pass");
  });

  it("signs a message with only the headers it has, and refuses one without From", async () => {
    const bare = Buffer.from("From: a@acme.test\r\nSubject: x\r\n\r\nbody\r\n", "latin1");
    const signed = signDkim(bare, { ...key, domain: "acme.test" });
    expect(signed.toString("latin1")).toMatch(/ h=from:subject;/);
    expect((await verifyDkim(signed, { "amt1._domainkey.acme.test": records["amt1._domainkey.mail.acme.test"] }))[0]?.result).toBe("pass");
    expect(() => signDkim(Buffer.from("Subject: x\r\n\r\nbody\r\n"), key)).toThrow(/From header/);
    expect(() => signDkim(bare, { ...key, selector: "a;b" })).toThrow(/isn't a DKIM selector/);
  });

  it("canonicalizes bodies the relaxed way", () => {
    const c = (s: string) => relaxedBody(Buffer.from(s, "latin1")).toString("latin1");
    expect(c("")).toBe("");
    expect(c("\r\n")).toBe("");
    expect(c("\r\n\r\n")).toBe("");
    expect(c("a  b\t c \r\n \r\n\r\n")).toBe("a b c\r\n");
    expect(c("abc")).toBe("abc\r\n");
    expect(c("a\r\n\r\nb\r\n")).toBe("a\r\n\r\nb\r\n");
  });
});
