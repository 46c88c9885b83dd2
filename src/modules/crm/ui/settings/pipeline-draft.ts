import type { DealStageKind } from "../../contracts/crm-enums";

/** A stage while its pipeline is being edited: `key` tells rows apart, `id` is set for saved stages. */
export type DraftStage = { key: string; id?: string; name: string; probability: string; kind: DealStageKind; dealCount: number };
export type PipelineDraft = { name: string; stages: DraftStage[]; moveDeals: Record<string, string> };

type SavedPipeline = { name: string; stages: Array<{ id: string; name: string; probability: number; kind: DealStageKind; dealCount: number }> };

let counter = 0;
const newKey = () => `new-${++counter}`;

export function draftFrom(pipeline: SavedPipeline): PipelineDraft {
  return {
    name: pipeline.name,
    stages: pipeline.stages.map((s) => ({ key: s.id, id: s.id, name: s.name, probability: String(s.probability), kind: s.kind, dealCount: s.dealCount })),
    moveDeals: {},
  };
}

export function newPipelineDraft(): PipelineDraft {
  return {
    name: "",
    stages: [
      { key: newKey(), name: "New", probability: "10", kind: "open", dealCount: 0 },
      { key: newKey(), name: "Won", probability: "100", kind: "won", dealCount: 0 },
      { key: newKey(), name: "Lost", probability: "0", kind: "lost", dealCount: 0 },
    ],
    moveDeals: {},
  };
}

/** Swaps a stage with its neighbour above (-1) or below (1); nothing at the edges. */
export function moveStage(draft: PipelineDraft, index: number, step: -1 | 1): PipelineDraft {
  const target = index + step;
  if (target < 0 || target >= draft.stages.length) return draft;
  const stages = [...draft.stages];
  [stages[index], stages[target]] = [stages[target]!, stages[index]!];
  return { ...draft, stages };
}

/** A new open stage, before the closing (won/lost) ones. */
export function addStage(draft: PipelineDraft): PipelineDraft {
  const firstClosed = draft.stages.findIndex((s) => s.kind !== "open");
  const at = firstClosed < 0 ? draft.stages.length : firstClosed;
  const stage: DraftStage = { key: newKey(), name: "", probability: "50", kind: "open", dealCount: 0 };
  return { ...draft, stages: [...draft.stages.slice(0, at), stage, ...draft.stages.slice(at)] };
}

export function removeStage(draft: PipelineDraft, index: number): PipelineDraft {
  return { ...draft, stages: draft.stages.filter((_, i) => i !== index) };
}

/** A change of kind sets the probability that goes with it: won 100 %, lost 0 %. */
export function setKind(stage: DraftStage, kind: DealStageKind): DraftStage {
  return { ...stage, kind, probability: kind === "won" ? "100" : kind === "lost" ? "0" : stage.probability };
}

/** Saved stages that were removed while holding deals: each needs a stage to move its deals to. */
export function removedWithDeals(draft: PipelineDraft, saved: SavedPipeline): SavedPipeline["stages"] {
  const kept = new Set(draft.stages.flatMap((s) => (s.id ? [s.id] : [])));
  return saved.stages.filter((s) => !kept.has(s.id) && s.dealCount > 0);
}

/** Saved stages still in the draft: where a removed stage's deals can go. */
export function keptSavedStages(draft: PipelineDraft): DraftStage[] {
  return draft.stages.filter((s) => s.id);
}

/** The moves to send: those of removed stages that hold deals (a stage put back needs none). */
export function movesFor(draft: PipelineDraft, saved: SavedPipeline): Record<string, string> {
  const needed = new Set(removedWithDeals(draft, saved).map((s) => s.id));
  return Object.fromEntries(Object.entries(draft.moveDeals).filter(([from]) => needed.has(from)));
}
