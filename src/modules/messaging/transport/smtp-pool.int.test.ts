import { generateKeyPairSync } from "node:crypto";
import { createServer, type AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestCert } from "@/modules/reporting/seo/test-cert";
import { verifyDkim } from "~tests/support/dkim-verify";
import { startSmtp } from "~tests/support/smtp";
import { startTrap } from "~tests/support/trap";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { verifyLink } from "../server/link-tokens";
import { composeEmail, messageLinks, prepareEmail, type EmailSpec } from "../render/compose";
import { dkimRecordValue } from "../render/dkim";
import { templateVarsOf } from "../render/template";
import { classifySmtpError, closeAllSmtpPools, createSmtpPool, serverSmtpConfig, smtpPoolFor } from "./smtp-pool";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const records = { "amt1._domainkey.mail.shop.test": dkimRecordValue(publicKey.export({ type: "spki", format: "der" }).toString("base64")) };
const site = "http://127.0.0.1:3999";

const spec: EmailSpec = {
  fromName: "Shöp Team",
  fromAddress: "news@mail.shop.test",
  replyTo: "help@shop.test",
  subject: '{{ contact.first_name | "Hello" }}, our spring edit',
  html: `<html><body><h1>Hi {{ contact.first_name | "there" }} {{ contact.last_name }}</h1>
<p>As {{ contact.job_title | "a customer" }} at {{ contact.company }} on the {{ contact.custom.plan | "free" }} plan:</p>
<p><a href="https://shop.test/spring?ref=mail&amp;c=1">See the spring edit</a> · <a href="mailto:help@shop.test">Ask us</a></p></body></html>`,
  marketing: true,
  trackOpens: true,
  trackClicks: true,
  siteUrl: site,
  postalAddress: "12 Harbour Road, Portsmouth PO1 1AA",
  listId: "Shop news <spring.mail.shop.test>",
  bounceAddress: "bounce@bounces.mail.shop.test",
  dkim: { domain: "mail.shop.test", selector: "amt1", privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString() },
};

const refused = new Map([
  ["gone@example.com", { code: 550, message: "5.1.1 <gone@example.com>: Recipient address rejected: User unknown" }],
  ["busy@example.com", { code: 451, message: "4.7.1 Greylisted, try again later" }],
]);
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp(undefined, 0, { rejectRecipient: (address) => refused.get(address) });
  // The server's own settings, set before anything reads the environment.
  process.env.SMTP_HOST = "127.0.0.1";
  process.env.SMTP_PORT = String(smtp.port);
  // The pools below stand for a sending domain's own server (a host a user typed): allowed exactly.
  setEgressAllowHostsForTests([`127.0.0.1:${smtp.port}`]);
});
afterAll(async () => {
  setEgressAllowHostsForTests(null);
  closeAllSmtpPools();
  await smtp.close();
});

const headerLine = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r\\n[ \\t].*)*)`, "mi").exec(raw)?.[1]?.replace(/\r\n[ \t]/g, " ") ?? null;

describe("SMTP pool transport", () => {
  it("delivers a composed, DKIM-signed message that the receiver parses and verifies", async () => {
    const pool = createSmtpPool({ host: "127.0.0.1", port: smtp.port, secure: false });
    const prepared = prepareEmail(spec);
    const vars = templateVarsOf({ firstName: "Ada", lastName: "Lovelace", companyName: "Engines", custom: { plan: "pro" }, email: "ada@example.com" }, "Shop");
    const { raw, envelope } = composeEmail(prepared, { outboxId: 77, messageId: "send-1.contact-1@mail.shop.test", address: "ada@example.com", vars });
    const result = await pool.send(raw, envelope);
    expect(result).toMatchObject({ ok: true });
    const received = await smtp.waitFor("ada@example.com");
    expect(received.from).toBe("bounce@bounces.mail.shop.test");

    const mail = await simpleParser(received.raw);
    expect(mail.subject).toBe("Ada, our spring edit");
    expect(mail.from?.value[0]).toEqual({ name: "Shöp Team", address: "news@mail.shop.test" });
    expect(mail.messageId).toBe("<send-1.contact-1@mail.shop.test>");
    expect(mail.html).toContain("Hi Ada Lovelace</h1>");
    expect(mail.html).toContain("As a customer at Engines on the pro plan:");
    expect(mail.text).toContain("See the spring edit (https://shop.test/spring?ref=mail&c=1)");

    // One-click unsubscribe (RFC 8058), pointing at this message's signed token.
    const links = messageLinks(site, 77);
    expect(headerLine(received.raw, "List-Unsubscribe")).toBe(`<${links.oneClick}>`);
    expect(headerLine(received.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(verifyLink("unsubscribe", links.oneClick.split("/")[4]!)).toBe(77);
    expect(mail.html).toContain(links.unsubscribe);
    expect(mail.text).toContain(`Unsubscribe: ${links.unsubscribe}`);
    expect(mail.text).toContain("12 Harbour Road, Portsmouth PO1 1AA");

    // Tracking: the link goes through a signed redirect; the open pixel names the outbox row.
    const click = /href="(http:\/\/127\.0\.0\.1:3999\/t\/c\/[^"]+)"/.exec(mail.html as string)![1]!.replace(/&amp;/g, "&");
    const clickUrl = new URL(click);
    expect(clickUrl.searchParams.get("u")).toBe("https://shop.test/spring?ref=mail&c=1");
    expect(verifyLink("click", clickUrl.pathname.split("/")[3]!, "https://shop.test/spring?ref=mail&c=1")).toBe(77);
    expect(mail.html).toContain('href="mailto:help@shop.test"');
    const pixel = /<img src="(http:\/\/127\.0\.0\.1:3999\/t\/o\/[^"]+)"/.exec(mail.html as string)![1]!;
    expect(verifyLink("open", pixel.split("/").pop()!)).toBe(77);

    // DKIM, checked by mailauth on the bytes the server received; it covers the unsubscribe headers.
    const [dkim] = await verifyDkim(received.raw, records);
    expect(dkim).toMatchObject({ result: "pass", domain: "mail.shop.test" });
    expect(dkim?.signedHeaders).toEqual(expect.arrayContaining(["from", "subject", "list-unsubscribe", "list-unsubscribe-post"]));
    pool.close();
  });

  it("reports a 5xx recipient refusal as permanent and a 4xx one as temporary, with the code", async () => {
    const pool = createSmtpPool({ host: "127.0.0.1", port: smtp.port, secure: false });
    const prepared = prepareEmail({ ...spec, dkim: null });
    const sendTo = (address: string) => {
      const { raw, envelope } = composeEmail(prepared, { outboxId: 1, messageId: `x.${address}`, address, vars: {} });
      return pool.send(raw, envelope);
    };
    expect(await sendTo("gone@example.com")).toMatchObject({ ok: false, kind: "permanent", code: 550, message: expect.stringContaining("User unknown") });
    expect(await sendTo("busy@example.com")).toMatchObject({ ok: false, kind: "temporary", code: 451, message: expect.stringContaining("Greylisted") });
    expect(await sendTo("fine@example.com")).toMatchObject({ ok: true });
    pool.close();
    expect(await sendTo("fine@example.com")).toMatchObject({ ok: false, kind: "temporary" });
  });

  it("speaks TLS from the first byte (secure) and upgrades with STARTTLS otherwise", async () => {
    const { cert, key } = makeTestCert();
    for (const secure of [true, false]) {
      const got: string[] = [];
      const server = new SMTPServer({
        secure,
        key,
        cert,
        authOptional: true,
        logger: false,
        onData(stream, session, callback) {
          stream.resume();
          stream.on("end", () => {
            got.push(`${session.secure ? "tls" : "plain"}:${session.envelope.rcptTo[0]?.address}`);
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const port = (server.server.address() as AddressInfo).port;
      setEgressAllowHostsForTests([`127.0.0.1:${port}`]);
      const pool = createSmtpPool({ host: "127.0.0.1", port, secure, ca: cert });
      const result = await pool.send(Buffer.from("From: a@shop.test\r\nSubject: tls\r\n\r\nhello\r\n"), { from: "a@shop.test", to: ["t@example.com"] });
      pool.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      expect(result).toMatchObject({ ok: true });
      expect(got).toEqual(["tls:t@example.com"]);
    }
  });

  it("reports a refused connection as temporary", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    setEgressAllowHostsForTests([`127.0.0.1:${closedPort}`]);
    const pool = createSmtpPool({ host: "127.0.0.1", port: closedPort, secure: false, connectionTimeout: 2_000 });
    const result = await pool.send(Buffer.from("From: a@b.test\r\nSubject: x\r\n\r\nx\r\n"), { from: "a@b.test", to: ["c@d.test"] });
    expect(result).toMatchObject({ ok: false, kind: "temporary", message: "The server refused the connection." });
    pool.close();
    setEgressAllowHostsForTests([`127.0.0.1:${smtp.port}`]);
  });

  it("never connects a sending domain's server on this machine unless allowed; the message waits to retry", async () => {
    const trap = await startTrap("220 INTERNAL-SECRET ESMTP\r\n");
    const pool = createSmtpPool({ host: "127.0.0.1", port: trap.port, secure: false, connectionTimeout: 2_000 });
    const result = await pool.send(Buffer.from("From: a@b.test\r\nSubject: x\r\n\r\nx\r\n"), { from: "a@b.test", to: ["c@d.test"] });
    pool.close();
    await trap.close();
    expect(trap.connections).toBe(0);
    expect(result).toEqual({ ok: false, kind: "temporary", message: "That address is this server itself, so we can't connect to it." });
  });

  it("carries many messages over a few pooled connections without Nagle delays, each received exactly once", async () => {
    const pool = createSmtpPool({ host: "127.0.0.1", port: smtp.port, secure: false, maxConnections: 4 });
    const prepared = prepareEmail(spec);
    const count = 600;
    const messages = Array.from({ length: count }, (_, i) => {
      const address = `bulk${i}@example.org`;
      return composeEmail(prepared, {
        outboxId: 1000 + i,
        messageId: `bulk.${i}@mail.shop.test`,
        address,
        vars: templateVarsOf({ firstName: `P${i}` }, "Shop"),
      });
    });
    const before = smtp.received.length;
    const started = performance.now();
    const results = await Promise.all(messages.map(({ raw, envelope }) => pool.send(raw, envelope)));
    expect(results.every((r) => r.ok)).toBe(true);
    // With Nagle's algorithm on, each message waited ~40 ms for a delayed ACK: 600 took about 7 s.
    expect(performance.now() - started).toBeLessThan(4_000);
    const ids = smtp.received.slice(before).map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]);
    expect(new Set(ids).size).toBe(count);
    pool.close();
  });

  it("keeps one pool per distinct configuration and reads the server's own settings from the environment", () => {
    const config = { host: "127.0.0.1", port: smtp.port, secure: false };
    expect(smtpPoolFor(config)).toBe(smtpPoolFor({ ...config }));
    expect(smtpPoolFor(config)).not.toBe(smtpPoolFor({ ...config, user: "u", pass: "p" }));
    closeAllSmtpPools();
    expect(smtpPoolFor(config)).not.toBe(undefined);
    expect(serverSmtpConfig()).toEqual({ host: "127.0.0.1", operatorHost: true, port: smtp.port, secure: false, user: null, pass: null });
  });

  it("classifies nodemailer's errors by command and code", () => {
    expect(
      classifySmtpError(Object.assign(new Error("x"), { code: "EAUTH", responseCode: 535, command: "AUTH PLAIN", response: "535 5.7.8 Bad credentials" })),
    ).toMatchObject({ kind: "temporary", code: 535 });
    expect(
      classifySmtpError(Object.assign(new Error("x"), { code: "EMESSAGE", responseCode: 552, command: "DATA", response: "552 Message too big" })),
    ).toMatchObject({ kind: "permanent", code: 552 });
    expect(classifySmtpError(Object.assign(new Error("Connection timeout"), { code: "ETIMEDOUT", command: "CONN" }))).toMatchObject({
      kind: "temporary",
      message: "Connection timeout",
    });
    expect(classifySmtpError(Object.assign(new Error("Invalid recipient"), { code: "EENVELOPE", command: "API" }))).toMatchObject({ kind: "permanent" });
  });
});
