import { describe, expect, it } from "vitest";
import { checkSyntax } from "./syntax";

const reasonOf = (address: string) => {
  const result = checkSyntax(address);
  return result.ok ? null : result.reason;
};

describe("address syntax", () => {
  it.each([
    "jane@example.com",
    "Jane.Doe@Example.COM",
    "jane+news@example.co.uk",
    "o'brien@example.ie",
    "x@example.io",
    "a!#$%&'*+/=?^_`{|}~-z@example.com",
    "jane@sub-domain.example.com",
    `${"a".repeat(64)}@example.com`,
  ])("accepts %s", (address) => {
    expect(checkSyntax(address).ok).toBe(true);
  });

  it("lower-cases the domain and keeps the local part as typed", () => {
    const result = checkSyntax("  Jane.Doe@Example.COM ");
    expect(result.ok && result.parsed).toMatchObject({ address: "Jane.Doe@example.com", local: "Jane.Doe", domain: "example.com", unicodeDomain: null });
  });

  it("checks an international domain in its punycode form", () => {
    const result = checkSyntax("jürgen@bücher.de");
    expect(result.ok && result.parsed).toMatchObject({ domain: "xn--bcher-kva.de", unicodeDomain: "bücher.de", internationalLocal: true });
    expect(checkSyntax("info@例子.测试").ok && checkSyntax("info@例子.测试")).toMatchObject({ parsed: { domain: "xn--fsqu00a.xn--0zwm56d" } });
  });

  it.each([
    ["", "The address is empty"],
    ["jane.example.com", "The address has no @"],
    ["@example.com", "Nothing comes before the @"],
    ["jane@", "Nothing comes after the @"],
    ["jane doe@example.com", "The address contains a space"],
    ["jane@@example.com", "The address has more than one @"],
    ['"jane doe"@example.com', "Quoted names before the @ aren't accepted by most mail systems"],
    [".jane@example.com", "The address starts with a dot"],
    ["jane.@example.com", "The part before the @ ends with a dot"],
    ["jane..doe@example.com", "The address has two dots in a row"],
    ["jane(doe)@example.com", "The part before the @ contains a character mail systems don't accept (()"],
    [`${"a".repeat(65)}@example.com`, "The part before the @ is longer than 64 characters"],
    ["jane@example", "The domain has no extension (such as .com)"],
    ["jane@example..com", "The domain has two dots in a row"],
    ["jane@.example.com", "The domain starts with a dot"],
    ["jane@example.com.", "The domain ends with a dot"],
    ["jane@-example.com", "A part of the domain starts or ends with a hyphen"],
    ["jane@example-.com", "A part of the domain starts or ends with a hyphen"],
    ["jane@exa_mple.com", "The domain contains a character domain names can't hold"],
    ["jane@[192.0.2.1]", "The domain is an IP address; send to a named domain"],
    ["jane@192.0.2.1", "The domain is an IP address; send to a named domain"],
    ["jane@example.c", "The domain's extension is too short"],
    [`jane@${"a".repeat(64)}.com`, "A part of the domain is longer than 63 characters"],
    ["jane@xn--zz.com", "The domain isn't a valid domain name"],
    ["jane\u0000@example.com", "The address contains a control character"],
  ])("refuses %j: %s", (address, reason) => {
    expect(reasonOf(address)).toBe(reason);
  });

  it("refuses a domain over 253 characters and an address over 254", () => {
    const label = "a".repeat(60);
    const longDomain = `${[label, label, label, label, label].join(".")}.com`;
    expect(longDomain.length).toBeGreaterThan(253);
    expect(reasonOf(`jane@${longDomain}`)).toBe("The domain is longer than 253 characters");
    const domain = `${[label, label, label].join(".")}.${"b".repeat(40)}.com`;
    expect(domain.length).toBeLessThanOrEqual(253);
    expect(reasonOf(`${"c".repeat(64)}@${domain}`)).toBe("The address is longer than 254 characters");
  });

  it("counts the local part's length in octets, as SMTP does", () => {
    expect(reasonOf(`${"é".repeat(32)}@example.com`)).toBeNull();
    expect(reasonOf(`${"é".repeat(33)}@example.com`)).toBe("The part before the @ is longer than 64 characters");
  });
});
