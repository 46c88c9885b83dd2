import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("makes a readable ASCII slug", () => {
    expect(slugify("Acme Coffee & Co.")).toBe("acme-coffee-co");
    expect(slugify("Crème Brûlée")).toBe("creme-brulee");
  });
  it("never returns an empty slug and stays short", () => {
    expect(slugify("!!!")).toBe("workspace");
    expect(slugify("a".repeat(100)).length).toBeLessThanOrEqual(48);
  });
});
