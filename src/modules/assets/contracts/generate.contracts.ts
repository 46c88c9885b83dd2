import { z } from "zod";
import { text } from "@/lib/text";
import { copyAssetKinds } from "./items.constants";
import { GENERATE_LIMITS as L } from "./generate.constants";

export { GENERATE_LIMITS, GENERATE_PATH, type GeneratedCandidateView, type GenerationEventName, type GenerationEvents } from "./generate.constants";

const factId = text().trim().max(40).optional();

/** The brief: product and offer chosen from the kit (their ids), the audience, keywords and language. */
export const generateBrief = z.object({
  product: factId,
  offer: factId,
  audience: text()
    .trim()
    .max(L.audienceMax, { error: `Keep the audience under ${L.audienceMax} characters` })
    .optional(),
  keywords: z
    .array(
      text()
        .trim()
        .min(1)
        .max(L.keywordMax, { error: `Keep each keyword under ${L.keywordMax} characters` }),
    )
    .max(L.maxKeywords, { error: `Use up to ${L.maxKeywords} keywords` })
    .default([]),
  language: text().trim().max(35).optional(),
});
export type GenerateBriefInput = z.input<typeof generateBrief>;

/** POST /api/assets/generate: what to write, from which kit (null: the default one), how many. */
export const generateRequest = z
  .object({
    kind: z.enum(copyAssetKinds, { error: "Choose what to write" }),
    brandKitId: z.uuid({ error: "Choose a brand kit" }).nullable(),
    brief: generateBrief,
    n: z
      .number({ error: "Choose how many to write" })
      .int()
      .min(1, { error: "Write at least one" })
      .max(L.maxCandidates, { error: `Write up to ${L.maxCandidates} at a time` }),
    seed: text().trim().max(64).optional(),
    /** Regenerate one line of `fields`: its field and item. */
    field: z.object({ name: text().trim().min(1).max(40), index: z.number().int().min(0).max(19) }).optional(),
    /** The asset as it stands (with `field`). */
    fields: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.field && !value.fields) ctx.addIssue({ code: "custom", path: ["fields"], message: "Send the asset whose line to rewrite" });
  });
export type GenerateRequest = z.output<typeof generateRequest>;
export type GenerateRequestInput = z.input<typeof generateRequest>;

/** The generate panel's form: the brief and how many (the kind and the kit come from the page). */
export const generatePanelInput = z.object({
  brief: generateBrief,
  n: z.coerce
    .number({ error: "Choose how many to write" })
    .int({ error: "Choose a whole number" })
    .min(1, { error: "Write at least one" })
    .max(L.maxCandidates, { error: `Write up to ${L.maxCandidates} at a time` }),
});
export type GeneratePanelInput = z.output<typeof generatePanelInput>;
