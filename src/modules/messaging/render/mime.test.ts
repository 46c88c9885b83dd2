import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-to-text";
import { buildMime, formatAddress, mailDate, MimeError, unstructuredHeader, type MimeInput } from "./mime";

const base: MimeInput = {
  from: { name: "Acme News", address: "news@mail.acme.test" },
  to: "ada@example.com",
  subject: "Hello",
  html: "<p>Hello <b>Ada</b></p>",
  text: "Hello Ada",
  messageId: "s1.c1@mail.acme.test",
  date: new Date("2026-03-04T10:20:30Z"),
};

const lines = (raw: Buffer) => raw.toString("latin1").split("\r\n");

describe("MIME builder", () => {
  it("wraps the body and base64 files in multipart/mixed, every line within 78 columns, the bytes read back intact", async () => {
    const pdf = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));
    const files = [
      { filename: "Report – März.pdf", contentType: "application/pdf", content: pdf },
      { filename: 'a "quoted".csv', contentType: "text/csv", content: Buffer.from("a,b\n1,2\n") },
    ];
    for (const input of [
      { ...base, attachments: files },
      { ...base, html: null, attachments: files },
    ]) {
      const raw = buildMime(input);
      expect(raw.toString("latin1")).toMatch(/^Content-Type: multipart\/mixed;\r\n boundary="=_amt_mixed_[0-9a-f]{24}"$/m);
      expect(lines(raw).filter((l) => l.length > 78)).toEqual([]);
      const parsed = await simpleParser(raw);
      expect(parsed.text?.trim()).toBe("Hello Ada");
      expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ["Report – März.pdf", "application/pdf"],
        ['a "quoted".csv', "text/csv"],
      ]);
      expect(parsed.attachments[0]!.content.equals(pdf)).toBe(true);
    }
    expect(() => buildMime({ ...base, attachments: [{ filename: "x", contentType: "not a type\r\nX-Evil: 1", content: pdf }] })).toThrow(MimeError);
  });

  it("writes a multipart/alternative message an independent parser reads back", async () => {
    const raw = buildMime({
      ...base,
      replyTo: { name: "Support", address: "help@acme.test" },
      headers: { "List-Id": "Acme news <news.acme.test>", "X-Campaign": "spring" },
    });
    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: "Acme News", address: "news@mail.acme.test" }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe("ada@example.com");
    expect(mail.replyTo?.value[0]).toEqual({ name: "Support", address: "help@acme.test" });
    expect(mail.subject).toBe("Hello");
    expect(mail.messageId).toBe("<s1.c1@mail.acme.test>");
    expect(mail.date?.toISOString()).toBe("2026-03-04T10:20:30.000Z");
    expect(mail.text?.trim()).toBe("Hello Ada");
    expect(mail.html).toContain("<p>Hello <b>Ada</b></p>");
    expect(mail.headers.get("x-campaign")).toBe("spring");
    expect(mail.headers.get("mime-version")).toBe("1.0");
    expect(String((mail.headers.get("content-type") as { value: string }).value)).toBe("multipart/alternative");
  });

  it("uses CRLF only, keeps every line within 998 octets and 7-bit bytes, quoted-printable for long and non-ASCII bodies", async () => {
    const longLine = `${"déjà vu = ".repeat(300)}   `;
    const raw = buildMime({ ...base, html: `<p>${longLine}</p>`, text: `${longLine}\nFrom here\n\n.dot line  ` });
    const text = raw.toString("latin1");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(Math.max(...lines(raw).map((l) => l.length))).toBeLessThanOrEqual(78);
    expect([...raw].every((b) => b < 0x80)).toBe(true);
    expect(text).toContain("=46rom here");
    const mail = await simpleParser(raw);
    expect(mail.text).toBe(`${longLine}\nFrom here\n\n.dot line  `);
    expect(mail.html).toBe(`<p>${longLine}</p>`);
  });

  it("encodes non-ASCII subjects and display names as RFC 2047 words, folded to 78 columns", async () => {
    const subject = `Résumé: ${"€ ünïcödé ✓ 🎉 ".repeat(12)}`.trim();
    const raw = buildMime({ ...base, subject, from: { name: "Zoë Ümlaut", address: "zoe@acme.test" } });
    const head = raw.toString("latin1").split("\r\n\r\n")[0]!;
    expect(head).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(Math.max(...head.split("\r\n").map((l) => l.length))).toBeLessThanOrEqual(78);
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(subject);
    expect(mail.from?.value[0]).toEqual({ name: "Zoë Ümlaut", address: "zoe@acme.test" });
  });

  it("folds a long ASCII subject at spaces and quotes names with specials", async () => {
    const subject = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    expect(
      unstructuredHeader("Subject", subject)
        .split("\r\n")
        .every((l) => l.length <= 78),
    ).toBe(true);
    expect(formatAddress({ name: 'Acme, "The" Shop', address: "a@b.test" })).toBe('"Acme, \\"The\\" Shop" <a@b.test>');
    expect(formatAddress({ name: "Plain Name", address: "a@b.test" })).toBe("Plain Name <a@b.test>");
    const mail = await simpleParser(buildMime({ ...base, subject, from: { name: 'Acme, "The" Shop', address: "a@b.test" } }));
    expect(mail.subject).toBe(subject);
    expect(mail.from?.value[0]?.name).toBe('Acme, "The" Shop');
  });

  it("refuses header injection: line breaks in values become spaces, bad addresses and names throw", async () => {
    const raw = buildMime({ ...base, subject: "Hi\r\nBcc: victim@example.com", headers: { "X-Note": "a\nX-Evil: 1" } });
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe("Hi Bcc: victim@example.com");
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-evil")).toBe(false);
    expect(() => buildMime({ ...base, to: "ada@example.com>\r\nBcc: x@y.z" })).toThrow(MimeError);
    expect(() => buildMime({ ...base, to: "not an address" })).toThrow(/isn't an email address/);
    expect(() => buildMime({ ...base, headers: { "Bad Name": "x" } })).toThrow(/isn't a header name/);
    expect(() => buildMime({ ...base, messageId: "no-at-sign" })).toThrow(/isn't a Message-ID/);
  });

  it("sends text alone when there is no HTML, and derives the text from HTML when there is no text", async () => {
    const textOnly = await simpleParser(buildMime({ ...base, html: null }));
    expect(textOnly.html).toBe(false);
    expect(textOnly.text?.trim()).toBe("Hello Ada");
    const derived = await simpleParser(buildMime({ ...base, text: undefined, html: '<p>Hi <a href="https://acme.test/x?a=1&amp;b=2">our shop</a></p>' }));
    expect(derived.text?.trim()).toBe("Hi our shop (https://acme.test/x?a=1&b=2)");
  });

  it("gives every message a fresh boundary and writes the date in RFC 5322 form", () => {
    const boundaryOf = (raw: Buffer) => /boundary="([^"]+)"/.exec(raw.toString("latin1"))![1];
    expect(boundaryOf(buildMime(base))).not.toBe(boundaryOf(buildMime(base)));
    expect(mailDate(new Date("2026-03-04T10:20:30Z"))).toBe("Wed, 04 Mar 2026 10:20:30 +0000");
  });
});

describe("HTML to text", () => {
  it("keeps paragraphs, line breaks, lists, links and tables readable", () => {
    const html = `<!doctype html><html><head><title>T</title><style>p{color:red}</style></head><body>
      <h1>Spring   sale</h1><p>Dear Ada,<br>prices are down &amp; stock is up.</p>
      <ul><li>Shoes</li><li>Hats &mdash; 20%</li></ul>
      <p>See <a href="https://shop.test/spring?x=1&amp;y=2">the collection</a> or <a href="https://shop.test">https://shop.test</a>.
      Write to <a href="mailto:help@shop.test">help@shop.test</a>. <a href="#top">Top</a></p>
      <table><tr><td>Item</td><td>Price</td></tr><tr><td>Hat</td><td>&euro;10</td></tr></table>
      <script>alert(1)</script><!-- hidden --><img src="x.png" alt="Logo"></body></html>`;
    expect(htmlToText(html)).toBe(
      [
        "Spring sale",
        "",
        "Dear Ada,",
        "prices are down & stock is up.",
        "",
        "- Shoes",
        "- Hats — 20%",
        "",
        "See the collection (https://shop.test/spring?x=1&y=2) or https://shop.test. Write to help@shop.test. Top",
        "",
        "Item Price",
        "Hat €10",
        "",
        "Logo",
      ].join("\n"),
    );
  });

  it("keeps merge tags intact so a text template can be derived from an HTML one", () => {
    expect(htmlToText('<p>Hi {{ contact.first_name | "there" }},</p><p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p>')).toBe(
      'Hi {{ contact.first_name | "there" }},\n\nUnsubscribe ({{ unsubscribe_url }})',
    );
  });
});
