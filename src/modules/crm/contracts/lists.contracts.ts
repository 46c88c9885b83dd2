import { z } from "zod";
import { listKinds } from "./crm-enums";
import { segmentRules } from "./segments.contracts";
import { text } from "@/lib/text";
import { requireChange } from "@/lib/patch";

/** Inputs of crm.lists.*: static lists and segments, their members, counts and exports. */

export const MAX_CONTACT_IDS = 10_000;

const listName = text().trim().min(1, { error: "Enter a name" }).max(100, { error: "Keep the name under 100 characters" });
const description = text()
  .trim()
  .max(500, { error: "Keep the description under 500 characters" })
  .transform((v) => (v === "" ? null : v))
  .nullish();
const listId = z.uuid({ error: "Choose a list" });
const contactIds = z
  .array(z.uuid({ error: "Unknown contact" }))
  .min(1, { error: "Choose at least one contact" })
  .max(MAX_CONTACT_IDS, { error: `At most ${MAX_CONTACT_IDS.toLocaleString("en")} contacts at a time; add the rest by a filter` })
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

export const listListsInput = z.object({ kind: z.enum(listKinds).optional() }).default({});
export type ListListsInput = z.infer<typeof listListsInput>;

export const listIdInput = z.object({ id: listId });

export const createListInput = z
  .object({ name: listName, description, kind: z.enum(listKinds), rules: segmentRules.optional() })
  .refine((v) => v.kind === "segment" || v.rules === undefined, { error: "Only segments have rules", path: ["rules"] });
export type CreateListInput = z.infer<typeof createListInput>;

export const updateListInput = requireChange(z.object({ id: listId, name: listName.optional(), description, rules: segmentRules.optional() }));
export type UpdateListInput = z.infer<typeof updateListInput>;

/** Add picked contacts, or everyone a filter matches, to a static list. */
export const addContactsInput = z.union([
  z.object({ listId, contactIds }),
  z.object({ listId, rules: segmentRules, search: text().trim().max(200).optional() }),
]);
export type AddContactsInput = z.infer<typeof addContactsInput>;

export const removeContactsInput = z.object({ listId, contactIds });
export type RemoveContactsInput = z.infer<typeof removeContactsInput>;

export const listMembersInput = z.object({
  listId,
  search: text().trim().max(200).optional(),
  /** From the previous page's `nextCursor`. */
  cursor: text().max(100).nullish(),
  limit: z.number().int().min(1).max(200).default(50),
});
export type ListMembersInput = z.infer<typeof listMembersInput>;

/** The live count beside the rule builder; `segmentId` when editing one, so naming itself is caught. */
export const countRulesInput = z.object({ rules: segmentRules, segmentId: z.uuid().optional() });
export type CountRulesInput = z.infer<typeof countRulesInput>;

/** The first contacts rules match, beside the live count. */
export const previewRulesInput = countRulesInput.extend({ limit: z.number().int().min(1).max(20).default(5) });
export type PreviewRulesInput = z.infer<typeof previewRulesInput>;
