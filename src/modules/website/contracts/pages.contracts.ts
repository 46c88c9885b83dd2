import { z } from "zod";
import { text } from "@/lib/text";
import { blockTypes } from "../pages/blocks/registry";
import { MAX_SLUG_LENGTH, PAGE_LIMITS, RESERVED_SLUGS, SLUG_PATTERN, statsRanges } from "./pages.constants";
import { pageTemplateIds } from "./templates.constants";

export const pageIdInput = z.object({ id: z.uuid({ error: "Choose a landing page" }) });
export type PageIdInput = z.infer<typeof pageIdInput>;

export const pageSlug = text()
  .trim()
  .min(1, { error: "Enter the page's address" })
  .max(MAX_SLUG_LENGTH, { error: `Keep the address under ${MAX_SLUG_LENGTH} characters` })
  .regex(SLUG_PATTERN, { error: "Use lower-case letters, digits and single hyphens, like spring-sale" })
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), { error: "This address is reserved. Choose another." });

export const pageTitle = text()
  .trim()
  .min(1, { error: "Name the page" })
  .max(PAGE_LIMITS.title, { error: `Keep the name under ${PAGE_LIMITS.title} characters` });

const block = z.object({
  type: z.enum(blockTypes, { error: "This page holds a block the editor doesn't know." }),
  props: z.looseObject({ id: text().min(1).max(100) }),
});

/** A page's document as the editor sends it: known blocks only, bounded in count and size. */
export const pageData = z
  .object({
    root: z.object({
      props: z.object({
        title: text()
          .max(PAGE_LIMITS.title, { error: `Keep the page title under ${PAGE_LIMITS.title} characters` })
          .optional(),
        description: text()
          .max(PAGE_LIMITS.description, { error: `Keep the description under ${PAGE_LIMITS.description} characters` })
          .optional(),
        ogImage: text().max(2000).optional(),
        canonical: text().max(2000).optional(),
        noindex: z.boolean().optional(),
      }),
    }),
    content: z.array(block).max(PAGE_LIMITS.blocks, { error: `A page holds up to ${PAGE_LIMITS.blocks} blocks.` }),
    zones: z.record(z.string(), z.array(block)).optional(),
  })
  .refine((data) => JSON.stringify(data).length <= PAGE_LIMITS.documentBytes, {
    error: "This page is too large to save. Remove some blocks or shorten the text.",
  });

export const createPageInput = z.object({
  title: pageTitle,
  template: z.enum(pageTemplateIds, { error: "Choose a template" }),
  slug: pageSlug.optional(),
  brandKitId: z.uuid().nullable().optional(),
});
export type CreatePageInput = z.infer<typeof createPageInput>;

/** A draft save names the revision it started from: a newer save by someone else is a conflict, not an overwrite. */
export const saveDraftInput = z.object({
  id: z.uuid(),
  baseRevision: z.number().int().min(1),
  draft: pageData,
});
export type SaveDraftInput = z.infer<typeof saveDraftInput>;

export const updatePageSettingsInput = z.object({
  id: z.uuid(),
  title: pageTitle,
  slug: pageSlug,
  brandKitId: z.uuid({ error: "Choose a brand kit" }).nullable(),
});
export type UpdatePageSettingsInput = z.infer<typeof updatePageSettingsInput>;

export const restoreVersionInput = z.object({ id: z.uuid(), versionId: z.uuid({ error: "Choose a version" }) });
export type RestoreVersionInput = z.infer<typeof restoreVersionInput>;

export const deletePageInput = z.object({ id: z.uuid(), confirm: text().trim() });
export type DeletePageInput = z.infer<typeof deletePageInput>;

export const pageStatsInput = z.object({
  id: z.uuid(),
  days: z.literal([...statsRanges], { error: "Choose 7, 30 or 90 days" }).default(30),
});
export type PageStatsInput = z.input<typeof pageStatsInput>;

/** "Fill with AI": the person's optional brief (the editor's small form). */
export const fillBlockBrief = z.object({
  brief: text()
    .trim()
    .max(PAGE_LIMITS.fillBrief, { error: `Keep the brief under ${PAGE_LIMITS.fillBrief} characters` })
    .optional(),
});
export type FillBlockBrief = z.infer<typeof fillBlockBrief>;

/** One block's copy written by AI: the page (its brand kit), the block as the editor holds it, and the brief. */
export const fillBlockInput = fillBlockBrief.extend({
  id: z.uuid(),
  block: block.refine((b) => JSON.stringify(b.props).length <= PAGE_LIMITS.documentBytes, { error: "This block is too large." }),
});
export type FillBlockInput = z.infer<typeof fillBlockInput>;
