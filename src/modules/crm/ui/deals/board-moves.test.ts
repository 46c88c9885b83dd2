import { describe, expect, it } from "vitest";
import { applyMove, neighboursAt, stepMove } from "./board-moves";

const card = (id: string, amountMinor: number | null, currency = "USD") => ({ id, amountMinor, currency, name: id });
const board = () => ({
  pipeline: { id: "p", name: "Sales" },
  stages: [
    {
      id: "s1",
      probability: 20,
      dealCount: 3,
      hiddenCount: 0,
      deals: [card("a", 10_000), card("b", 5_000), card("c", 1_000, "EUR")],
      totals: [
        { currency: "EUR", count: 1, amountMinor: 1_000, weightedMinor: 200 },
        { currency: "USD", count: 2, amountMinor: 15_000, weightedMinor: 3_000 },
      ],
    },
    {
      id: "s2",
      probability: 50,
      dealCount: 1,
      hiddenCount: 0,
      deals: [card("d", null)],
      totals: [{ currency: "USD", count: 1, amountMinor: 0, weightedMinor: 0 }],
    },
  ],
});

describe("neighboursAt", () => {
  it("names the cards above and below a drop position", () => {
    expect(neighboursAt(["a", "b", "c"], 0)).toEqual({ afterId: null, beforeId: "a" });
    expect(neighboursAt(["a", "b", "c"], 2)).toEqual({ afterId: "b", beforeId: "c" });
    expect(neighboursAt(["a", "b", "c"], 3)).toEqual({ afterId: "c", beforeId: null });
    expect(neighboursAt([], 0)).toEqual({ afterId: null, beforeId: null });
    expect(neighboursAt(["a"], 9)).toEqual({ afterId: "a", beforeId: null });
  });
});

describe("stepMove", () => {
  it("moves a card one place up or down between its new neighbours, and not past the edges", () => {
    expect(stepMove(["a", "b", "c"], "s1", "c", -1)).toEqual({ dealId: "c", stageId: "s1", afterId: "a", beforeId: "b" });
    expect(stepMove(["a", "b", "c"], "s1", "a", 1)).toEqual({ dealId: "a", stageId: "s1", afterId: "b", beforeId: "c" });
    expect(stepMove(["a", "b", "c"], "s1", "b", 1)).toEqual({ dealId: "b", stageId: "s1", afterId: "c", beforeId: null });
    expect(stepMove(["a", "b", "c"], "s1", "a", -1)).toBeNull();
    expect(stepMove(["a", "b", "c"], "s1", "c", 1)).toBeNull();
  });
});

describe("applyMove", () => {
  it("reorders within a column without touching its totals", () => {
    const next = applyMove(board(), { dealId: "c", stageId: "s1", beforeId: "a" });
    expect(next.stages[0]!.deals.map((d) => d.id)).toEqual(["c", "a", "b"]);
    expect(next.stages[0]!.totals).toEqual(board().stages[0]!.totals);
    expect(next.stages[0]!.dealCount).toBe(3);
  });

  it("moves a card to another column, after the card named, and moves its amount with it, re-weighted", () => {
    const next = applyMove(board(), { dealId: "a", stageId: "s2", afterId: "d" });
    expect(next.stages.map((s) => s.deals.map((d) => d.id))).toEqual([
      ["b", "c"],
      ["d", "a"],
    ]);
    expect(next.stages[0]).toMatchObject({
      dealCount: 2,
      totals: [
        { currency: "EUR", count: 1, amountMinor: 1_000, weightedMinor: 200 },
        { currency: "USD", count: 1, amountMinor: 5_000, weightedMinor: 1_000 },
      ],
    });
    expect(next.stages[1]).toMatchObject({ dealCount: 2, totals: [{ currency: "USD", count: 2, amountMinor: 10_000, weightedMinor: 5_000 }] });
  });

  it("adds a currency's total to the column that had none, and drops it from the column left empty of it", () => {
    const next = applyMove(board(), { dealId: "c", stageId: "s2" });
    expect(next.stages[0]!.totals.map((t) => t.currency)).toEqual(["USD"]);
    expect(next.stages[1]!.totals).toEqual([
      { currency: "EUR", count: 1, amountMinor: 1_000, weightedMinor: 500 },
      { currency: "USD", count: 1, amountMinor: 0, weightedMinor: 0 },
    ]);
    expect(next.stages[1]!.deals.map((d) => d.id)).toEqual(["d", "c"]);
  });

  it("leaves the board as it is for an unknown card or stage", () => {
    const before = board();
    expect(applyMove(before, { dealId: "zz", stageId: "s2" })).toBe(before);
    expect(applyMove(before, { dealId: "a", stageId: "zz" })).toBe(before);
  });
});
