import { describe, expect, it } from "vitest";
import { companyFormFrom, conflictField } from "./company-form-values";

describe("companyFormFrom", () => {
  it("shows a stored company in the form", () => {
    expect(
      companyFormFrom({ name: "Acme", domain: null, industry: "Retail", size: "11-50", country: "FR", ownerId: null, custom: { founded: "2001-01-01" } }, [
        { key: "founded", type: "date" },
      ]),
    ).toEqual({
      name: "Acme",
      domain: "",
      industry: "Retail",
      size: "11-50",
      country: "FR",
      ownerId: "",
      custom: { founded: "2001-01-01" },
    });
  });
});

describe("conflictField", () => {
  it("puts a duplicate domain on the domain field and a duplicate name on the name", () => {
    expect(conflictField("Acme Inc already uses acme.com. Open that company instead of adding it again.", "acme.com")).toBe("domain");
    expect(conflictField("Acme already exists. Open it instead of adding it again.", "other.com")).toBe("name");
    expect(conflictField("Acme already exists.", null)).toBe("name");
  });
});
