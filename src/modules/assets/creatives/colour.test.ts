import { describe, expect, it } from "vitest";
import { blend, contrast, readableOn, requiredContrast } from "./colour";

describe("creative colours", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("asks 3:1 of large text and 4.5:1 of the rest", () => {
    expect(requiredContrast(24, false)).toBe(3);
    expect(requiredContrast(19, true)).toBe(3);
    expect(requiredContrast(19, false)).toBe(4.5);
  });

  it("keeps a kit colour that reads and replaces one that doesn't", () => {
    expect(readableOn(["#0b3d91"], 4.5, ["#ffc20e"]).colour).toBe("#ffc20e");
    const onYellow = readableOn(["#ffeb3b"], 4.5, ["#ffffff"]);
    expect(onYellow.colour).toBe("#111111");
    expect(onYellow.ratio).toBeGreaterThanOrEqual(4.5);
    // Mid grey: near-black falls short, so black or white, whichever reads best.
    expect(readableOn(["#777777"], 4.5).ratio).toBeGreaterThanOrEqual(4.5);
  });

  it("judges a see-through band by its worst case", () => {
    const backgrounds = [blend("#0b3d91", "#000000", 0.9), blend("#0b3d91", "#ffffff", 0.9)];
    expect(backgrounds[1]).not.toBe(backgrounds[0]);
    expect(readableOn(backgrounds, 4.5).ratio).toBeGreaterThanOrEqual(4.5);
  });
});
