import { describe, expect, it } from "vitest";
import { connectParamsInput, rangeInput } from "./connectors.contracts";

describe("connect form contract", () => {
  const shop = { key: "shop", label: "Shop domain", placeholder: "your-store.myshopify.com", pattern: "^[a-z0-9][a-z0-9-]*\\.myshopify\\.com$" };
  const contract = connectParamsInput([shop]);

  it("checks what a platform asks before sign-in with its own pattern, and sends it trimmed and lower-cased", () => {
    expect(contract.parse({ shop: " Acme-Store.myshopify.com " })).toEqual({ shop: "acme-store.myshopify.com" });
  });

  it("says what is missing with the server's own words, on the ask's field", () => {
    for (const shopValue of ["acme.com", ""]) {
      const issue = contract.safeParse({ shop: shopValue }).error?.issues[0];
      expect(issue?.path).toEqual(["shop"]);
      expect(issue?.message).toBe("Enter shop domain, such as your-store.myshopify.com");
    }
  });

  it("has no fields for a platform that asks nothing", () => {
    expect(connectParamsInput([]).parse({})).toEqual({});
  });
});

describe("re-sync range contract", () => {
  const sourceId = "6b0f7a3e-8d6a-4c1b-9a55-2f9c1e0d4b7a";
  it("puts a first day after the last day on the first day's field", () => {
    const issue = rangeInput.safeParse({ sourceId, start: "2026-03-02", end: "2026-03-01" }).error?.issues[0];
    expect(issue?.path).toEqual(["start"]);
  });
});
