import { generateKeyPairSync } from "node:crypto";
import { simpleParser, type ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { verifyDkim } from "~tests/support/dkim-verify";
import type { EmailSpec } from "./compose";

process.env.NEXTAUTH_SECRET ??= "unit-secret-unit-secret-unit-secret-0123456789";
const { composeEmail, composeEmailAsync, messageLinks, prepareEmail } = await import("./compose");
const { verifyLink } = await import("../server/link-tokens");
const { dkimRecordValue } = await import("./dkim");
const { TemplateError } = await import("./template");

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const records = { "amt._domainkey.mail.acme.test": dkimRecordValue(publicKey.export({ type: "spki", format: "der" }).toString("base64")) };

const site = "https://app.acme.test";
const spec: EmailSpec = {
  fromName: "Acme",
  fromAddress: "news@mail.acme.test",
  replyTo: "help@acme.test",
  subject: 'Hi {{ contact.first_name | "there" }}, spring at {{ workspace.name }}',
  html: `<html><body><p>Dear {{ contact.first_name | "friend" }} from {{ contact.company }},</p>
<p><a href="https://shop.test/spring?a=1&amp;b=2">Shop now</a> <a href='http://blog.test/post'>Blog</a> <a href=https://bare.test/x>Bare</a>
<a href="mailto:help@acme.test">Mail us</a> <a href="#top">Top</a> <a href="{{ unsubscribe_url }}">Leave</a></p></body></html>`,
  marketing: true,
  trackOpens: true,
  trackClicks: true,
  siteUrl: `${site}/`,
  postalAddress: "1 Main Street, Springfield",
  listId: "Acme news <news.mail.acme.test>",
  bounceAddress: "bounces@bounces.mail.acme.test",
  dkim: { domain: "mail.acme.test", selector: "amt", privateKeyPem },
  headers: { "Feedback-ID": "send1:ws1:amt" },
};
const recipient = {
  outboxId: 4242,
  messageId: "send1.contact1@mail.acme.test",
  address: "ada@example.com",
  vars: { contact: { first_name: "Ada", company: "Engines & Co" }, workspace: { name: "Acme" } },
};

async function compose(
  overrides: Partial<EmailSpec> = {},
  r = recipient,
): Promise<{ mail: ParsedMail; raw: Buffer; envelope: { from: string; to: string[] } }> {
  const { raw, envelope } = composeEmail(prepareEmail({ ...spec, ...overrides }), r);
  return { mail: await simpleParser(raw), raw, envelope };
}

/** A header's value as written (mailparser folds List-* headers into one parsed object). */
const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines
    .find((h) => h.key === key)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n[ \t]/g, " ");

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("composing one message", () => {
  it("fills merge tags in subject, HTML and text, with the given Message-ID and envelope", async () => {
    const { mail, envelope } = await compose();
    expect(mail.subject).toBe("Hi Ada, spring at Acme");
    expect(mail.html).toContain("Dear Ada from Engines &amp; Co,");
    expect(mail.text).toContain("Dear Ada from Engines & Co,");
    expect(mail.messageId).toBe("<send1.contact1@mail.acme.test>");
    expect(envelope).toEqual({ from: "bounces@bounces.mail.acme.test", to: ["ada@example.com"] });
    expect(headerLine(mail, "list-id")).toBe("Acme news <news.mail.acme.test>");
    expect(mail.headers.get("feedback-id")).toBe("send1:ws1:amt");
    const fallback = await compose({}, { ...recipient, vars: { contact: { first_name: "", company: "X" }, workspace: { name: "Acme" } } });
    expect(fallback.mail.subject).toBe("Hi there, spring at Acme");
  });

  it("sends every http(s) link through a signed click redirect, but not mailto, anchors or the unsubscribe link; the text keeps real URLs", async () => {
    const { mail } = await compose();
    const links = hrefs(mail.html as string);
    const clicks = links.filter((h) => h.startsWith(`${site}/t/c/`));
    expect(clicks).toHaveLength(3);
    for (const [href, target] of [
      [clicks[0]!, "https://shop.test/spring?a=1&b=2"],
      [clicks[1]!, "http://blog.test/post"],
      [clicks[2]!, "https://bare.test/x"],
    ] as const) {
      const url = new URL(href);
      expect(url.searchParams.get("u")).toBe(target);
      expect(verifyLink("click", url.pathname.split("/").pop()!, target)).toBe(4242);
    }
    expect(links).toEqual(expect.arrayContaining(["mailto:help@acme.test", "#top", messageLinks(site, 4242).unsubscribe]));
    expect(mail.text).toContain("Shop now (https://shop.test/spring?a=1&b=2)");
    expect(mail.text).not.toContain("/t/c/");
  });

  it("adds a 1×1 open pixel before </body>, and no pixel or redirects in privacy mode", async () => {
    const { mail } = await compose();
    const pixel = /<img src="([^"]+)" alt="" width="1" height="1"[^>]*\/><\/body>/.exec(mail.html as string);
    expect(pixel).not.toBeNull();
    const token = new URL(pixel![1]!).pathname.replace("/t/o/", "");
    expect(verifyLink("open", token)).toBe(4242);
    const privacy = await compose({ trackOpens: false, trackClicks: false });
    expect(privacy.mail.html).not.toContain("/t/o/");
    expect(privacy.mail.html).not.toContain("/t/c/");
    expect(hrefs(privacy.mail.html as string)).toContain("https://shop.test/spring?a=1&b=2");
  });

  it("gives marketing mail one-click unsubscribe headers and a footer with the postal address and both links", async () => {
    const { mail } = await compose();
    const links = messageLinks(site, 4242);
    expect(headerLine(mail, "list-unsubscribe")).toBe(`<${links.oneClick}>`);
    expect(headerLine(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const token = new URL(links.oneClick).pathname.split("/")[2]!;
    expect(verifyLink("unsubscribe", token)).toBe(4242);
    expect(verifyLink("preferences", new URL(links.preferences).pathname.split("/")[2]!)).toBe(4242);
    expect(mail.html).toContain("1 Main Street, Springfield");
    expect(hrefs(mail.html as string)).toEqual(expect.arrayContaining([links.unsubscribe, links.preferences]));
    expect(mail.text).toContain(`1 Main Street, Springfield\nUnsubscribe: ${links.unsubscribe}\nManage preferences: ${links.preferences}`);
  });

  it("leaves transactional mail without unsubscribe headers or footer", async () => {
    const { mail } = await compose({ marketing: false });
    expect(headerLine(mail, "list-unsubscribe")).toBeUndefined();
    expect(headerLine(mail, "list-unsubscribe-post")).toBeUndefined();
    expect(mail.text).not.toContain("Manage preferences");
  });

  it("adds no second footer when the template carries its own unsubscribe link and postal address", async () => {
    const html = '<p>Hi</p><p>{{ postal_address }} — <a href="{{ unsubscribe_url }}">Unsubscribe</a></p>';
    const { mail } = await compose({ html, text: "Hi\n{{ postal_address }}\n{{ unsubscribe_url }}" });
    expect((mail.html as string).match(/1 Main Street/g)).toHaveLength(1);
    expect(mail.text).toBe(`Hi\n1 Main Street, Springfield\n${messageLinks(site, 4242).unsubscribe}`);
  });

  it("appends the pixel and footer to HTML without a body element, and derives the text when none is given", async () => {
    const { mail } = await compose({ html: "<p>Hello {{ contact.first_name }}</p>", text: null });
    expect(mail.html).toMatch(/^<p>Hello Ada<\/p><div [^>]*>.*Manage preferences.*<\/div><img src="https:\/\/app\.acme\.test\/t\/o\/[^"]+"[^>]*\/>$/);
    expect(mail.text?.startsWith("Hello Ada\n\n--\n1 Main Street")).toBe(true);
  });

  it("DKIM-signs (on the event loop or the thread pool) so an independent verifier passes it, the one-click headers covered", async () => {
    const { raw } = await compose();
    const [result] = await verifyDkim(raw, records);
    expect(result?.result).toBe("pass");
    expect(result?.signedHeaders).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post", "list-id", "feedback-id", "from", "subject"]));
    const threaded = await composeEmailAsync(prepareEmail(spec), recipient);
    expect((await verifyDkim(threaded.raw, records))[0]?.result).toBe("pass");
    const unsigned = await compose({ dkim: null });
    expect(unsigned.raw.toString("latin1")).not.toContain("DKIM-Signature");
  });

  it("refuses a template with a mistake, a bad sender or an unreadable key when the send is prepared", () => {
    expect(() => prepareEmail({ ...spec, subject: "Hi {{ contact.first_name" })).toThrow(TemplateError);
    expect(() => prepareEmail({ ...spec, fromAddress: "not an address" })).toThrow(/isn't an email address/);
    expect(() => prepareEmail({ ...spec, dkim: { domain: "mail.acme.test", selector: "amt", privateKeyPem: "garbage" } })).toThrow(
      /DKIM private key of mail.acme.test can't be read/,
    );
  });
});
