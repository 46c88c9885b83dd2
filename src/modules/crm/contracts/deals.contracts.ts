import { z } from "zod";
import { amountExample, currencyDigits, isCurrencyCode, MAX_AMOUNT_MINOR, parseMoney } from "../money";
import { dealStageKinds } from "./crm-enums";
import { bulkSelection } from "./fields";
import { text } from "@/lib/text";
import { requireChange } from "@/lib/patch";

const currencyField = text({ error: "Choose a currency" })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, { error: "Choose a currency from the list (an ISO 4217 code such as EUR)" });

/** YYYY-MM-DD; empty clears it. */
const dateField = text()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .pipe(z.iso.date({ error: "Enter a date as YYYY-MM-DD" }).nullable())
  .nullish();

const contactIdsField = z
  .array(z.uuid({ error: "Unknown contact" }))
  .max(100, { error: "Link at most 100 contacts to a deal" })
  .transform((ids) => [...new Set(ids)]);

export const dealFields = z.object({
  name: text({ error: "Name the deal" }).trim().min(1, { error: "Name the deal" }).max(200, { error: "Keep the name under 200 characters" }),
  /** In the currency's minor unit (cents). */
  amountMinor: z
    .number({ error: "Enter an amount" })
    .int({ error: "Enter an amount in whole minor units" })
    .min(0, { error: "The amount can't be negative" })
    .max(MAX_AMOUNT_MINOR, { error: "That amount is too large" })
    .nullish(),
  /** ISO 4217; the workspace's currency when left out. */
  currency: currencyField.optional(),
  closeDate: dateField,
  ownerId: z.uuid({ error: "Choose a member of this workspace" }).nullish(),
  companyId: z.uuid({ error: "Unknown company" }).nullish(),
  /** The deal's contacts; on update, the whole new set. */
  contactIds: contactIdsField.optional(),
  custom: z.record(text().max(63), z.unknown()).optional(),
});

export const createDealInput = dealFields.extend({
  pipelineId: z.uuid({ error: "Choose a pipeline" }),
  /** The pipeline's first open stage when left out. */
  stageId: z.uuid({ error: "Choose a stage" }).optional(),
});
export type CreateDealInput = z.infer<typeof createDealInput>;
export type DealFormValues = z.input<typeof createDealInput>;

/** The deal form's field for each field of crm.deals.create that it shows under another name. */
export const dealFormFieldOf: Readonly<Record<string, string>> = { amountMinor: "amount", companyId: "company", contactIds: "contacts" };

/**
 * The deal form as a person fills it: the amount as typed in the chosen currency ("1,250.50"),
 * "" for no stage, owner or close date, the picked company and contacts. Parses to what
 * crm.deals.create takes (and update's patch); a message lands on the form's own field.
 */
export const dealFormInput = z
  .object({
    name: z.string(),
    pipelineId: z.string(),
    stageId: z.string(),
    amount: z.string(),
    currency: z.string(),
    closeDate: z.string(),
    ownerId: z.string(),
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
    contacts: z.array(z.object({ id: z.string(), label: z.string() })),
    custom: z.record(z.string(), z.unknown()),
  })
  .transform((form, ctx) => {
    const amountText = form.amount.trim();
    const amountMinor = amountText === "" ? null : parseMoney(amountText, form.currency);
    if (amountText !== "" && amountMinor === null) {
      const example = amountExample(form.currency);
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: currencyDigits(form.currency) === 0 ? `Enter a whole amount such as ${example}` : `Enter an amount such as ${example}`,
      });
    }
    const parsed = createDealInput.safeParse({
      name: form.name,
      pipelineId: form.pipelineId,
      stageId: form.stageId || undefined,
      amountMinor,
      currency: form.currency,
      closeDate: form.closeDate,
      ownerId: form.ownerId || null,
      companyId: form.company?.id ?? null,
      contactIds: form.contacts.map((c) => c.id),
      custom: form.custom,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, ...rest] = issue.path.map(String);
        ctx.addIssue({ code: "custom", path: [dealFormFieldOf[head ?? ""] ?? head ?? "name", ...rest], message: issue.message });
      }
      return z.NEVER;
    }
    return parsed.data;
  });
export type DealFormInput = z.input<typeof dealFormInput>;

export const updateDealInput = requireChange(
  z.object({
    id: z.uuid({ error: "Unknown deal" }),
    patch: dealFields.partial().extend({
      pipelineId: z.uuid({ error: "Choose a pipeline" }).optional(),
      stageId: z.uuid({ error: "Choose a stage" }).optional(),
    }),
  }),
  "patch",
);
export type UpdateDealInput = z.infer<typeof updateDealInput>;

export const dealIdInput = z.object({ id: z.uuid({ error: "Unknown deal" }) });

/**
 * Puts a deal in a stage of its pipeline, after `afterId` (the card above it) or before `beforeId`
 * (the card below it); with neither, at the end of the column.
 */
export const moveDealInput = z.object({
  dealId: z.uuid({ error: "Unknown deal" }),
  stageId: z.uuid({ error: "Choose a stage" }),
  afterId: z.uuid({ error: "Unknown deal" }).nullish(),
  beforeId: z.uuid({ error: "Unknown deal" }).nullish(),
});
export type MoveDealInput = z.infer<typeof moveDealInput>;

export const dealContactsInput = z.object({
  dealId: z.uuid({ error: "Unknown deal" }),
  contactIds: z
    .array(z.uuid({ error: "Unknown contact" }))
    .min(1, { error: "Choose at least one contact" })
    .max(100, { error: "At most 100 contacts at once" }),
});
export type DealContactsInput = z.infer<typeof dealContactsInput>;

export const dealSortFields = ["name", "amount", "closeDate", "stage", "createdAt", "updatedAt"] as const;
export type DealSortField = (typeof dealSortFields)[number];

const dealFilters = {
  /** "none": deals nobody owns. */
  ownerId: z.union([z.uuid(), z.literal("none")]).optional(),
  /** Matches the deal's name or its company's name. */
  search: text().trim().max(200).optional(),
};

export const DEALS_PAGE_MAX = 100;

/** What narrows the deals list (and a bulk action over "all matching"). */
export const dealListFilterFields = z.object({
  ...dealFilters,
  pipelineId: z.uuid({ error: "Unknown pipeline" }).optional(),
  stageId: z.uuid({ error: "Unknown stage" }).optional(),
  /** Open, won or lost: by the kind of the stage the deal is in. */
  status: z.enum(dealStageKinds).optional(),
  closeFrom: z.iso.date({ error: "Enter a date as YYYY-MM-DD" }).optional(),
  closeTo: z.iso.date({ error: "Enter a date as YYYY-MM-DD" }).optional(),
});
const rangeInOrder = (f: { closeFrom?: string; closeTo?: string }) => !f.closeFrom || !f.closeTo || f.closeFrom <= f.closeTo;
const rangeError = { error: "The range ends before it starts", path: ["closeTo"] };

export const dealListFilters = dealListFilterFields.refine(rangeInOrder, rangeError);
export type DealListFilters = z.infer<typeof dealListFilters>;

export const listDealsInput = dealListFilterFields
  .extend({
    sort: z.object({ field: z.enum(dealSortFields), dir: z.enum(["asc", "desc"]) }).default({ field: "createdAt", dir: "desc" }),
    offset: z.number().int().min(0).max(10_000_000).default(0),
    /** Rows to skip, when the table asks page after page while it scrolls (takes the place of `offset`). */
    cursor: z.number().int().min(0).max(10_000_000).nullish(),
    limit: z.number().int().min(1).max(DEALS_PAGE_MAX).default(25),
  })
  .refine(rangeInOrder, rangeError);
export type ListDealsInput = z.infer<typeof listDealsInput>;

/** Cards shown per column; the column says how many more there are (the list view pages through all). */
export const BOARD_COLUMN_LIMIT = 200;

export const boardInput = z.object({ pipelineId: z.uuid({ error: "Choose a pipeline" }), ...dealFilters });
export type BoardInput = z.infer<typeof boardInput>;

export const dealSelection = bulkSelection(dealListFilters, "deals");
export type DealSelection = z.infer<typeof dealSelection>;

/**
 * Sets (a value), clears (null) or keeps (left out) the owner and close date of every selected deal,
 * and moves them to a stage of their pipeline.
 */
/** What a bulk edit changes: a value sets it, null clears it, left out keeps it. */
export const bulkDealChanges = z.object({
  ownerId: z.uuid({ error: "Choose a member of this workspace" }).nullish(),
  stageId: z.uuid({ error: "Choose a stage" }).optional(),
  closeDate: dateField,
});
export const bulkUpdateDealsInput = z.object({ selection: dealSelection, set: bulkDealChanges.default({}) });
export type BulkUpdateDealsInput = z.infer<typeof bulkUpdateDealsInput>;

/** The bulk edit form: the same changes, where "Set to…" with no date picked is asked about. */
export const bulkEditDealsFormInput = z
  .object({ ownerId: z.string().nullish(), stageId: z.string().optional(), closeDate: z.string().nullish() })
  .refine((v) => typeof v.closeDate !== "string" || v.closeDate.trim() !== "", {
    error: "Pick the new close date, or choose “No close date”.",
    path: ["closeDate"],
  })
  .pipe(bulkDealChanges);
export type BulkEditDealsFormInput = z.input<typeof bulkEditDealsFormInput>;

export const bulkDeleteDealsInput = z.object({ selection: dealSelection });
