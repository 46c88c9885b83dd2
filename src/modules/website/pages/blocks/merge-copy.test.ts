import { describe, expect, it } from "vitest";
import { mergeBlockCopy } from "./merge-copy";

describe("mergeBlockCopy", () => {
  it("replaces the written fields and keeps the block's id and settings", () => {
    const props = { id: "hero-1", headline: "Old", subheadline: "Old lead", ctaHref: "/buy", align: "left" };
    expect(mergeBlockCopy(props, { headline: "New", subheadline: "New lead", id: "other" })).toEqual({
      id: "hero-1",
      headline: "New",
      subheadline: "New lead",
      ctaHref: "/buy",
      align: "left",
    });
  });

  it("writes list items one by one, keeping what wasn't written and the items past the written ones", () => {
    const props = {
      id: "t",
      items: [
        { quote: "Q1", name: "Ana", role: "CEO" },
        { quote: "Q2", name: "Bo", role: "" },
        { quote: "Q3", name: "Cy", role: "" },
      ],
    };
    const merged = mergeBlockCopy(props, { items: [{ quote: "New 1" }, { quote: "New 2" }] });
    expect(merged.items).toEqual([
      { quote: "New 1", name: "Ana", role: "CEO" },
      { quote: "New 2", name: "Bo", role: "" },
      { quote: "Q3", name: "Cy", role: "" },
    ]);
    expect(props.items[0]!.quote).toBe("Q1");
  });

  it("ignores values of the wrong shape", () => {
    expect(mergeBlockCopy({ id: "x", heading: "Keep" }, { heading: 3, items: { not: "a list" } })).toEqual({ id: "x", heading: "Keep" });
  });
});
