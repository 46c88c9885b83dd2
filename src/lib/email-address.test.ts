import { domainToUnicode as nodeToUnicode, domainToASCII as nodeToAscii } from "node:url";
import { describe, expect, it } from "vitest";
import { displayEmail, domainToUnicode, emailSearchText, normalizeEmailAddress } from "./email-address";

describe("email addresses", () => {
  it("stores an internationalised domain in its IDNA form and shows it in Unicode", () => {
    expect(normalizeEmailAddress("Zoe@Exämple.se")).toBe("zoe@xn--exmple-cua.se");
    expect(displayEmail("zoe@xn--exmple-cua.se")).toBe("zoe@exämple.se");
    expect(normalizeEmailAddress("jose@bücher.例え.jp")).toBe(`jose@${nodeToAscii("bücher.例え.jp")}`);
  });

  it("reads every Punycode label back the way Node does", () => {
    for (const domain of ["exämple.se", "bücher.de", "例え.jp", "münchen-straße.de", "президент.рф", "😀.example"]) {
      const ascii = nodeToAscii(domain);
      expect(domainToUnicode(ascii)).toBe(nodeToUnicode(ascii));
    }
  });

  it("keeps plain addresses as they are, trimmed and lower-cased, and drops a mailto:", () => {
    expect(normalizeEmailAddress("  MAILTO:Jane.Doe+news@Example.COM ")).toBe("jane.doe+news@example.com");
    expect(displayEmail("jane@example.com")).toBe("jane@example.com");
  });

  it("refuses what isn't an address", () => {
    for (const bad of ["", "jane", "jane@", "@example.com", "jane@example", "ja ne@example.com", "jane..doe@example.com", "jane@exa mple.com", "jane@-bad.com"])
      expect(normalizeEmailAddress(bad), bad).toBeNull();
  });
});

describe("search text for addresses", () => {
  it("spells the domain part as stored addresses do, label by label", () => {
    expect(emailSearchText(" Zoe@Exämple.se ")).toBe("zoe@xn--exmple-cua.se");
    expect(emailSearchText("zoe@exämple")).toBe("zoe@xn--exmple-cua");
    expect(emailSearchText("exämple.se")).toBe("xn--exmple-cua.se");
    expect(emailSearchText("EXÄMPLE")).toBe("xn--exmple-cua");
    expect(normalizeEmailAddress("zoe@exämple.se")).toContain(emailSearchText("zoe@exämple"));
    expect(normalizeEmailAddress("zoe@exämple.se")).toContain(emailSearchText("exämple.se"));
  });

  it("leaves ASCII text (a punycode domain too) as typed, lower-cased", () => {
    expect(emailSearchText("xn--exmple-cua.se")).toBe("xn--exmple-cua.se");
    expect(emailSearchText("Ada@Example.COM")).toBe("ada@example.com");
    expect(emailSearchText("@")).toBe("@");
  });
});
