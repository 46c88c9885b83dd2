import { describe, expect, it } from "vitest";
import { toCount } from "./values";

describe("platform counts", () => {
  it("reads counts sent as strings or numbers, missing as 0, and refuses fractions", () => {
    expect(toCount("2466376")).toBe(2_466_376);
    expect(toCount(185)).toBe(185);
    expect(toCount(undefined)).toBe(0);
    expect(() => toCount("12.5")).toThrow(/whole number/);
  });
});
