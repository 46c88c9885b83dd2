import { z } from "zod";
import { dealStageKinds } from "./crm-enums";
import { text } from "@/lib/text";

export const MAX_STAGES = 30;

const pipelineName = text({ error: "Name the pipeline" }).trim().min(1, { error: "Name the pipeline" }).max(80, { error: "Keep the name under 80 characters" });

export const stageFields = z.object({
  /** An existing stage keeps its id; a new one has none. */
  id: z.uuid({ error: "Unknown stage" }).optional(),
  name: text({ error: "Name the stage" }).trim().min(1, { error: "Name the stage" }).max(60, { error: "Keep the name under 60 characters" }),
  probability: z
    .number({ error: "Enter a probability from 0 to 100" })
    .int({ error: "Enter a whole percentage" })
    .min(0, { error: "Enter a probability from 0 to 100" })
    .max(100, { error: "Enter a probability from 0 to 100" }),
  kind: z.enum(dealStageKinds, { error: "Choose open, won or lost" }),
});
export type StageFields = z.infer<typeof stageFields>;

/** The stages in board order: at least one open stage, names unique (case-insensitive). */
const stageList = z
  .array(stageFields)
  .min(1, { error: "Add at least one stage" })
  .max(MAX_STAGES, { error: `At most ${MAX_STAGES} stages` })
  .superRefine((stages, ctx) => {
    const seen = new Set<string>();
    stages.forEach((stage, index) => {
      const key = stage.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: "Two stages have this name", path: [index, "name"] });
      seen.add(key);
    });
    if (!stages.some((s) => s.kind === "open")) ctx.addIssue({ code: "custom", message: "Keep at least one open stage for deals in progress", path: [] });
  });

export const createPipelineInput = z.object({ name: pipelineName, stages: stageList });
export type CreatePipelineInput = z.infer<typeof createPipelineInput>;

export const updatePipelineInput = z.object({
  id: z.uuid({ error: "Unknown pipeline" }),
  name: pipelineName,
  /** The whole list in its new order: kept stages carry their id, new ones none, missing ones are removed. */
  stages: stageList,
  /** For each removed stage that holds deals: the kept stage they move to (removed id → kept id). */
  moveDeals: z.record(z.uuid({ error: "Unknown stage" }), z.uuid({ error: "Choose a stage to move the deals to" })).default({}),
});
export type UpdatePipelineInput = z.infer<typeof updatePipelineInput>;
export type UpdatePipelineValues = z.input<typeof updatePipelineInput>;

/**
 * The pipeline editor's draft: stages as rows (`key` tells them apart, `id` marks saved ones, the
 * probability as typed). Parses to createPipelineInput's fields plus update's `moveDeals`.
 */
const pipelineSaveFields = createPipelineInput.extend({ moveDeals: updatePipelineInput.shape.moveDeals });
export const pipelineFormInput = z
  .object({
    name: z.string(),
    stages: z.array(
      z.object({ key: z.string(), id: z.string().optional(), name: z.string(), probability: z.string(), kind: z.enum(dealStageKinds), dealCount: z.number() }),
    ),
    moveDeals: z.record(z.string(), z.string()),
  })
  .transform((draft): z.input<typeof pipelineSaveFields> => ({
    name: draft.name,
    stages: draft.stages.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      name: s.name,
      probability: s.probability.trim() === "" ? Number.NaN : Number(s.probability),
      kind: s.kind,
    })),
    moveDeals: draft.moveDeals,
  }))
  .pipe(pipelineSaveFields);
export type PipelineFormInput = z.input<typeof pipelineFormInput>;

export const pipelineIdInput = z.object({ id: z.uuid({ error: "Unknown pipeline" }) });

/** HubSpot's default sales pipeline, given to a workspace the first time it reads its pipelines. */
export const defaultPipeline: CreatePipelineInput = {
  name: "Sales pipeline",
  stages: [
    { name: "Appointment scheduled", probability: 20, kind: "open" },
    { name: "Qualified to buy", probability: 40, kind: "open" },
    { name: "Presentation scheduled", probability: 60, kind: "open" },
    { name: "Decision maker bought-in", probability: 80, kind: "open" },
    { name: "Contract sent", probability: 90, kind: "open" },
    { name: "Closed won", probability: 100, kind: "won" },
    { name: "Closed lost", probability: 0, kind: "lost" },
  ],
};
