import { describe, expect, it } from "vitest";
import { rsaCombinations } from "./rsa-combinations";

const h = (text: string, pin: number | null = null) => ({ text, pin });

describe("rsaCombinations", () => {
  it("keeps pinned headlines and descriptions in their positions in every combination", () => {
    const headlines = [h("Free shipping"), h("Northwind Coffee", 1), h("Roasted this week"), h("Order by noon", 3), h("Ethically sourced")];
    const descriptions = [h("Beans from three farms."), h("Terms apply.", 2), h("Roasted in small batches.")];
    const combos = rsaCombinations(headlines, descriptions, 3);
    expect(combos).toHaveLength(3);
    for (const c of combos) {
      expect(c.headlines[0]).toBe("Northwind Coffee");
      expect(c.headlines[2]).toBe("Order by noon");
      expect(["Free shipping", "Roasted this week", "Ethically sourced"]).toContain(c.headlines[1]);
      expect(c.descriptions[1]).toBe("Terms apply.");
    }
    expect(new Set(combos.map((c) => c.headlines[1])).size).toBe(3);
  });

  it("rotates between the lines pinned to the same position", () => {
    const combos = rsaCombinations([h("A", 1), h("B", 1), h("C"), h("D")], [h("One")], 2);
    expect(combos.map((c) => c.headlines[0]).sort()).toEqual(["A", "B"]);
    for (const c of combos) expect(c.headlines).toHaveLength(3);
  });

  it("skips empty lines and never shows a line twice in one combination", () => {
    const [first] = rsaCombinations([h("Same"), h(" "), h("Same"), h("")], [h("")], 3);
    expect(first).toEqual({ headlines: ["Same"], descriptions: [] });
    expect(rsaCombinations([], [], 3)).toEqual([{ headlines: [], descriptions: [] }]);
  });
});
