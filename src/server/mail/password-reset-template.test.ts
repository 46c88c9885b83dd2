import { describe, expect, it } from "vitest";
import { renderTemplate } from "./templates";

describe("password-reset mail", () => {
  const expiresAt = new Date("2030-01-01T13:00:00Z");

  it("says the same in text and HTML: the link, once, until when", () => {
    const mail = renderTemplate("password-reset", { name: "Pat", link: "https://app.example.com/auth/reset-password?token=abc", expiresAt });
    expect(mail.subject).toBe("Reset your AI Marketing Tools password");
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("https://app.example.com/auth/reset-password?token=abc");
      expect(body).toContain("works once and until Tue, 01 Jan 2030 13:00:00 GMT");
      expect(body).toContain("Hello Pat,");
    }
  });

  it("escapes every value in the HTML", () => {
    const mail = renderTemplate("password-reset", { name: `<script>"x"</script>`, link: `https://x.test/?a=1&b="2"`, expiresAt });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&#60;script&#62;&#34;x&#34;");
    expect(mail.html).toContain(`href="https://x.test/?a=1&#38;b=&#34;2&#34;"`);
  });

  it("greets without a name when the account has none", () => {
    expect(renderTemplate("password-reset", { name: null, link: "https://x.test/r", expiresAt }).text).toMatch(/^Hello,\n/);
  });
});
