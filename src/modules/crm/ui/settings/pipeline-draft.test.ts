import { describe, expect, it } from "vitest";
import { addStage, draftFrom, moveStage, newPipelineDraft, removedWithDeals, movesFor, removeStage, setKind } from "./pipeline-draft";

const saved = {
  name: "Sales",
  stages: [
    { id: "a", name: "Lead", probability: 10, kind: "open" as const, dealCount: 2 },
    { id: "b", name: "Demo", probability: 50, kind: "open" as const, dealCount: 0 },
    { id: "c", name: "Won", probability: 100, kind: "won" as const, dealCount: 1 },
  ],
};

describe("pipeline drafts", () => {
  it("reorders stages with up and down, and stays put at the edges", () => {
    const draft = draftFrom(saved);
    expect(moveStage(draft, 1, -1).stages.map((s) => s.name)).toEqual(["Demo", "Lead", "Won"]);
    expect(moveStage(draft, 0, 1).stages.map((s) => s.name)).toEqual(["Demo", "Lead", "Won"]);
    expect(moveStage(draft, 0, -1)).toBe(draft);
    expect(moveStage(draft, 2, 1)).toBe(draft);
  });

  it("adds a new stage before the closing stages", () => {
    expect(addStage(draftFrom(saved)).stages.map((s) => [s.name, s.kind, s.id])).toEqual([
      ["Lead", "open", "a"],
      ["Demo", "open", "b"],
      ["", "open", undefined],
      ["Won", "won", "c"],
    ]);
  });

  it("sets the probability that goes with won and lost", () => {
    const stage = draftFrom(saved).stages[1]!;
    expect(setKind(stage, "won").probability).toBe("100");
    expect(setKind(stage, "lost").probability).toBe("0");
    expect(setKind({ ...stage, kind: "won" }, "open").probability).toBe("50");
  });

  it("lists the removed stages that hold deals, and sends only their moves", () => {
    let draft = removeStage(removeStage(draftFrom(saved), 0), 0);
    expect(removedWithDeals(draft, saved).map((s) => s.id)).toEqual(["a"]);
    draft = { ...draft, moveDeals: { a: "c", b: "c" } };
    expect(movesFor(draft, saved)).toEqual({ a: "c" });
  });

  it("starts a new pipeline with an open, a won and a lost stage", () => {
    expect(newPipelineDraft().stages.map((s) => s.kind)).toEqual(["open", "won", "lost"]);
  });
});
