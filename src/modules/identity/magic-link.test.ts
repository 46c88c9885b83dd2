import { describe, expect, it } from "vitest";
import { emailSignInAllowed, MAGIC_LINK_MAX_AGE_SECONDS, MAGIC_LINK_SENT_MESSAGE, normalizeSignInEmail } from "./magic-link";

describe("sign-in by emailed link", () => {
  it("answers a request for a link the same whether or not the email has an account", () => {
    expect(emailSignInAllowed({ hasAccount: true, verificationRequest: true })).toBe(true);
    expect(emailSignInAllowed({ hasAccount: false, verificationRequest: true })).toBe(true);
  });

  it("signs in through an opened link only an existing account (no sign-up by link)", () => {
    expect(emailSignInAllowed({ hasAccount: true, verificationRequest: false })).toBe(true);
    expect(emailSignInAllowed({ hasAccount: false, verificationRequest: false })).toBe(false);
  });

  it("keeps links for 24 hours and says so on the page", () => {
    expect(MAGIC_LINK_MAX_AGE_SECONDS).toBe(86_400);
    expect(MAGIC_LINK_SENT_MESSAGE).toBe("Check your email: we sent a sign-in link to your address if it has an account. The link works once, for 24 hours.");
  });

  it("keys a link by the trimmed, lower-case address, and refuses a NUL character or anything that isn't one address before any lookup", () => {
    expect(normalizeSignInEmail("  Ana@Example.COM ")).toBe("ana@example.com");
    for (const bad of [
      "ana@example.com\u0000",
      "\u0000@x.io",
      "ana",
      "a@b@example.com",
      '"a"@example.com',
      "ana@localhost",
      `${"a".repeat(250)}@example.com`,
    ]) {
      expect(() => normalizeSignInEmail(bad), JSON.stringify(bad)).toThrow("Invalid email address format.");
    }
  });
});
