import { describe, expect, it } from "vitest";
import { companyFormInput } from "./companies.contracts";

const empty = { name: "", domain: "", industry: "", size: "", ownerId: "", custom: {} } as const;

describe("companyFormInput", () => {
  it("normalises the domain and sends empty fields as nothing", () => {
    expect(companyFormInput.parse({ ...empty, name: " Acme ", domain: "https://www.Acme.com/about", size: "11-50" })).toMatchObject({
      name: "Acme",
      domain: "acme.com",
      industry: null,
      size: "11-50",
      ownerId: null,
    });
    expect(companyFormInput.parse({ ...empty, name: "Acme" })).toMatchObject({ domain: null, size: null, ownerId: null });
  });

  it("asks for a name and a real domain", () => {
    const issues = companyFormInput.safeParse({ ...empty, domain: "acme" }).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((i) => [i.path.join("."), i.message]))).toEqual({
      name: "Name the company",
      domain: "Enter a domain such as acme.com",
    });
  });
});
