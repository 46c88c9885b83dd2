import { describe, expect, it } from "vitest";
import { renderTemplate } from "./templates";

describe("magic-link mail", () => {
  const expiresAt = new Date("2030-01-01T13:00:00Z");
  const link = "https://app.example.com/api/auth/callback/email?callbackUrl=%2Fhome&token=abc&email=pat%40example.com";

  it("says the same in text and HTML: the link, once, for 24 hours", () => {
    const mail = renderTemplate("magic-link", { name: "Pat", link, validHours: 24, expiresAt });
    expect(mail.subject).toBe("Your sign-in link for AI Marketing Tools");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, "&#38;"));
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("It works once, for 24 hours (until Tue, 01 Jan 2030 13:00:00 GMT).");
      expect(body).toContain("Hello Pat,");
    }
  });

  it("escapes every value in the HTML", () => {
    const mail = renderTemplate("magic-link", { name: `<script>"x"</script>`, link: `https://x.test/?a=1&b="2"`, validHours: 24, expiresAt });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&#60;script&#62;&#34;x&#34;");
    expect(mail.html).toContain(`href="https://x.test/?a=1&#38;b=&#34;2&#34;"`);
  });

  it("greets without a name and counts a single hour in the singular", () => {
    const mail = renderTemplate("magic-link", { name: null, link: "https://x.test/l", validHours: 1, expiresAt });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain("for 1 hour (until");
  });
});
