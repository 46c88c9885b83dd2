import { z } from "zod";
import { activityKinds, consentChannels, consentStatuses, type CustomFieldType } from "./crm-enums";
import { text } from "@/lib/text";

/**
 * Segment rules, stored as data and compiled to one SQL query (segments/compile.ts). The contacts
 * table's filters are the same rules, so a filter can be saved as a segment as it is.
 */
export const contactFields = [
  "email",
  "firstName",
  "lastName",
  "phone",
  "companyName",
  "jobTitle",
  "lifecycleStage",
  "leadStatus",
  "ownerId",
  "source",
  "leadScore",
  "createdAt",
  "updatedAt",
  "lastActivityAt",
  "firstTouch.source",
  "firstTouch.medium",
  "firstTouch.campaign",
  "lastTouch.source",
  "lastTouch.medium",
  "lastTouch.campaign",
] as const;
export type ContactField = (typeof contactFields)[number];

export const textOps = ["eq", "neq", "contains", "not_contains", "starts_with", "is_empty", "is_not_empty", "in", "not_in"] as const;
export const numberOps = ["eq", "neq", "gt", "gte", "lt", "lte", "is_empty", "is_not_empty"] as const;
export const dateOps = ["before", "after", "within_last_days", "more_than_days_ago", "is_empty", "is_not_empty"] as const;
export const fieldOps = [...new Set([...textOps, ...numberOps, ...dateOps])] as const;
export type FieldOp = (typeof fieldOps)[number];

const value = z.union([text().max(500), z.number(), z.boolean(), z.array(text().max(500)).max(500)]).optional();

export const fieldCondition = z.object({
  type: z.literal("field"),
  field: z.enum(contactFields),
  op: z.enum(fieldOps as unknown as [FieldOp, ...FieldOp[]]),
  value,
});
export const customCondition = z.object({
  type: z.literal("custom"),
  key: text().regex(/^[a-z][a-z0-9_]{0,62}$/, { error: "Unknown custom field" }),
  op: z.enum(fieldOps as unknown as [FieldOp, ...FieldOp[]]),
  value,
});
export const tagCondition = z.object({
  type: z.literal("tag"),
  op: z.enum(["has", "has_not"]),
  value: text().trim().min(1, { error: "Choose a tag" }).max(100),
});
export const consentCondition = z.object({
  type: z.literal("consent"),
  channel: z.enum(consentChannels),
  op: z.enum(["is", "is_not"]),
  value: z.enum(consentStatuses),
});
export const listCondition = z.object({ type: z.literal("list"), op: z.enum(["in", "not_in"]), listId: z.uuid({ error: "Choose a list" }) });
export const activityCondition = z.object({
  type: z.literal("activity"),
  op: z.enum(["has", "has_not"]),
  kind: z.enum(activityKinds),
  days: z.number().int().min(1, { error: "At least 1 day" }).max(3650, { error: "At most 10 years" }),
});

export type FieldCondition = z.infer<typeof fieldCondition>;
export type CustomCondition = z.infer<typeof customCondition>;
export type TagCondition = z.infer<typeof tagCondition>;
export type ConsentCondition = z.infer<typeof consentCondition>;
export type ListCondition = z.infer<typeof listCondition>;
export type ActivityCondition = z.infer<typeof activityCondition>;

export const condition = z.discriminatedUnion("type", [fieldCondition, customCondition, tagCondition, consentCondition, listCondition, activityCondition]);
export type Condition = z.infer<typeof condition>;

export const conditionGroup = z.object({ combinator: z.enum(["and", "or"]), conditions: z.array(condition).min(1, { error: "Add a condition" }).max(30) });
export type ConditionGroup = z.infer<typeof conditionGroup>;

export const segmentRules = z.object({ combinator: z.enum(["and", "or"]), groups: z.array(conditionGroup).max(10) });
export type SegmentRules = z.infer<typeof segmentRules>;

export const emptyRules: SegmentRules = { combinator: "and", groups: [] };

/**
 * What each operator applies to. The compiler refuses any other pairing, and the rule builder offers
 * only these: `key` fields hold a vocabulary key (lifecycle stage, lead status), `id` a user id.
 */
export type FieldKind = "text" | "key" | "id" | "number" | "date";
export const keyOps = ["eq", "neq", "in", "not_in", "is_empty", "is_not_empty"] as const satisfies readonly FieldOp[];
export const booleanOps = ["eq", "neq", "is_empty", "is_not_empty"] as const satisfies readonly FieldOp[];
export const multiSelectOps = ["contains", "not_contains", "in", "not_in", "is_empty", "is_not_empty"] as const satisfies readonly FieldOp[];

export const contactFieldKinds: Record<ContactField, FieldKind> = {
  email: "text",
  firstName: "text",
  lastName: "text",
  phone: "text",
  companyName: "text",
  jobTitle: "text",
  lifecycleStage: "key",
  leadStatus: "key",
  ownerId: "id",
  source: "text",
  leadScore: "number",
  createdAt: "date",
  updatedAt: "date",
  lastActivityAt: "date",
  "firstTouch.source": "text",
  "firstTouch.medium": "text",
  "firstTouch.campaign": "text",
  "lastTouch.source": "text",
  "lastTouch.medium": "text",
  "lastTouch.campaign": "text",
};

export const contactFieldLabels: Record<ContactField, string> = {
  email: "Email",
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  companyName: "Company name",
  jobTitle: "Job title",
  lifecycleStage: "Lifecycle stage",
  leadStatus: "Lead status",
  ownerId: "Owner",
  source: "Source",
  leadScore: "Lead score",
  createdAt: "Created",
  updatedAt: "Updated",
  lastActivityAt: "Last activity",
  "firstTouch.source": "First touch: source",
  "firstTouch.medium": "First touch: medium",
  "firstTouch.campaign": "First touch: campaign",
  "lastTouch.source": "Last touch: source",
  "lastTouch.medium": "Last touch: medium",
  "lastTouch.campaign": "Last touch: campaign",
};

const opsByKind: Record<FieldKind, readonly FieldOp[]> = { text: textOps, key: keyOps, id: keyOps, number: numberOps, date: dateOps };

/** The operators a contact field takes. */
export const opsForField = (field: ContactField): readonly FieldOp[] => opsByKind[contactFieldKinds[field]];

/** The operators a custom field of this type takes. */
export function opsForCustomType(type: CustomFieldType): readonly FieldOp[] {
  switch (type) {
    case "text":
    case "url":
      return textOps;
    case "number":
      return numberOps;
    case "date":
      return dateOps;
    case "boolean":
      return booleanOps;
    case "select":
      return keyOps;
    case "multi_select":
      return multiSelectOps;
  }
}

/** How an operator reads in the rule builder ("Lead score" "is greater than" 50). */
export const opLabels: Record<FieldOp, string> = {
  eq: "is",
  neq: "is not",
  contains: "contains",
  not_contains: "doesn't contain",
  starts_with: "starts with",
  is_empty: "is empty",
  is_not_empty: "is not empty",
  in: "is any of",
  not_in: "is none of",
  gt: "is greater than",
  gte: "is at least",
  lt: "is less than",
  lte: "is at most",
  before: "is before",
  after: "is after",
  within_last_days: "in the last (days)",
  more_than_days_ago: "more than (days) ago",
};

/** Operators that take no value. */
export const valuelessOps: readonly FieldOp[] = ["is_empty", "is_not_empty"];
