import { describe, expect, it } from "vitest";
import { countOf } from "./count-words";

describe("countOf", () => {
  it("writes the count in US English digits with the noun that goes with it", () => {
    expect(countOf(1, "page")).toBe("1 page");
    expect(countOf(0, "page")).toBe("0 pages");
    expect(countOf(1204, "contact")).toBe("1,204 contacts");
    expect(countOf(2, "address", "addresses")).toBe("2 addresses");
    expect(countOf(1, "other page")).toBe("1 other page");
  });
});
