import { describe, expect, it } from "vitest";
import { copyTitle, prefixQueryOf, searchTextOf, textOf } from "./asset-text";

describe("asset text", () => {
  it("reads every string of nested fields in order", () => {
    expect(textOf({ headlines: ["Fast shoes", { text: "Free returns", pin: 1 }], path: "shoes", n: 3, ok: true })).toEqual([
      "Fast shoes",
      "Free returns",
      "shoes",
    ]);
    expect(searchTextOf("Spring", { body: "Sale" })).toBe("Spring\nSale");
  });
  it("turns a search box into a prefix query of letters and digits only", () => {
    expect(prefixQueryOf("  Spring sal ")).toBe("spring:* & sal:*");
    expect(prefixQueryOf("a' | b:* & !c (d)")).toBe("a:* & b:* & c:* & d:*");
    expect(prefixQueryOf("Été 2027")).toBe("été:* & 2027:*");
    expect(prefixQueryOf("  !! ")).toBeNull();
    expect(prefixQueryOf(undefined)).toBeNull();
  });
  it("keeps a copy's title within the limit", () => {
    expect(copyTitle("Ad")).toBe("Copy of Ad");
    expect(copyTitle("x".repeat(200))).toHaveLength(200);
  });
});
