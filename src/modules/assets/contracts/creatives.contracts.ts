import { z } from "zod";
import { text } from "@/lib/text";
import { CREATIVE_COPY_LIMITS as L, creativeFamilies, creativeSizeIds, creativeTemplates } from "./creatives.constants";

/** The words of a creative: the form's fields, the render's and the save's. */
export const creativeCopyFields = z.object({
  headline: text()
    .trim()
    .min(1, { error: "Write a headline" })
    .max(L.headlineMax, { error: `Keep the headline under ${L.headlineMax} characters` }),
  subline: text()
    .trim()
    .max(L.sublineMax, { error: `Keep the body text under ${L.sublineMax} characters` }),
  cta: text()
    .trim()
    .max(L.ctaMax, { error: `Keep the button text under ${L.ctaMax} characters` }),
});

/** The creative form: template, kit, words, photo. */
export const creativeForm = z.object({
  template: z.enum(creativeTemplates, { error: "Choose a template" }),
  brandKitId: z.uuid({ error: "Choose a brand kit" }),
  copy: creativeCopyFields,
  photoMediaId: z.uuid().nullable(),
});
export type CreativeForm = z.infer<typeof creativeForm>;

/** One size of the form's creative (the page asks for each size in turn, so it shows its progress). */
export const renderCreativeInput = creativeForm.extend({ size: z.enum(creativeSizeIds) });
export type RenderCreativeInput = z.infer<typeof renderCreativeInput>;

/** The page's form: the creative and the name its set is saved under. */
export const creativeSetForm = creativeForm.extend({
  title: text()
    .trim()
    .min(1, { error: "Name the creative set" })
    .max(L.titleMax, { error: `Keep the name under ${L.titleMax} characters` }),
});
export type CreativeSetForm = z.infer<typeof creativeSetForm>;

/** Saves the set (every size of the family, rendered again on the server) as a new asset, or as a new version of `assetId`. */
export const saveCreativeSetInput = creativeSetForm.extend({
  family: z.enum(creativeFamilies),
  assetId: z.uuid().optional(),
  version: z.int().min(1).optional(),
});
export type SaveCreativeSetInput = z.infer<typeof saveCreativeSetInput>;

export const creativeSetIdInput = z.object({ id: z.uuid() });

/** Words written by AI for a creative: a short brief (what it's about). */
export const writeCreativeCopyInput = z.object({
  brandKitId: z.uuid({ error: "Choose a brand kit" }),
  brief: text()
    .trim()
    .min(3, { error: "Say in a few words what the creative is about" })
    .max(L.briefMax, { error: `Keep the brief under ${L.briefMax} characters` }),
});
export type WriteCreativeCopyInput = z.infer<typeof writeCreativeCopyInput>;
