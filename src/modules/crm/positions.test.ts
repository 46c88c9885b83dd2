import { describe, expect, it } from "vitest";
import { POSITION_STEP, positionBetween, renumbered } from "./positions";

describe("positionBetween", () => {
  it("starts an empty column at one step", () => {
    expect(positionBetween(null, null)).toBe(POSITION_STEP);
  });

  it("goes a step before the first card or after the last", () => {
    expect(positionBetween(null, 100)).toBe(100 - POSITION_STEP);
    expect(positionBetween(100, undefined)).toBe(100 + POSITION_STEP);
  });

  it("halves the gap between two neighbours", () => {
    expect(positionBetween(1024, 2048)).toBe(1536);
    expect(positionBetween(-3, -2)).toBe(-2.5);
  });

  it("answers null when the neighbours are out of order or too close to split", () => {
    expect(positionBetween(5, 5)).toBeNull();
    expect(positionBetween(6, 5)).toBeNull();
    expect(positionBetween(1, 1 + 1e-9)).toBeNull();
  });

  it("keeps finding room for about forty moves into the same gap before asking for a renumbering", () => {
    let low = 1024;
    const high = 2048;
    let moves = 0;
    for (let next = positionBetween(low, high); next !== null; next = positionBetween(low, high)) {
      expect(next).toBeGreaterThan(low);
      expect(next).toBeLessThan(high);
      low = next;
      moves++;
    }
    expect(moves).toBeGreaterThan(25);
  });
});

describe("renumbered", () => {
  it("spaces positions one step apart from the first step", () => {
    expect(renumbered(3)).toEqual([POSITION_STEP, 2 * POSITION_STEP, 3 * POSITION_STEP]);
    expect(renumbered(0)).toEqual([]);
  });
});
