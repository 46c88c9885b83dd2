import { describe, expect, it } from "vitest";
import { addTags } from "./tags";

describe("addTags", () => {
  it("adds typed tags split on commas, trimmed, without repeats or blanks", () => {
    expect(addTags(["vip"], " trade show , vip,, q3 ")).toEqual(["vip", "trade show", "q3"]);
    expect(addTags([], "   ")).toEqual([]);
    expect(addTags([], "x".repeat(150))[0]).toHaveLength(100);
  });
});
