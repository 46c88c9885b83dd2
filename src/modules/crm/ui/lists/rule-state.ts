import { activityKinds, type CustomFieldType } from "../../contracts/crm-enums";
import {
  contactFieldKinds,
  contactFields,
  opsForCustomType,
  opsForField,
  valuelessOps,
  type Condition,
  type ConditionGroup,
  type ContactField,
  type FieldOp,
  type SegmentRules,
} from "../../contracts/segments.contracts";

/**
 * The rule builder's draft, as plain functions: what a condition picker offers, the condition a
 * new pick starts with, and which conditions are complete enough to send. A draft is a
 * SegmentRules that may hold conditions still being filled in (an empty value, no list chosen).
 */

export type RuleField = { key: string; type: CustomFieldType };

/** The "what" of a condition, one string per picker entry: "field:email", "custom:plan", "tag", "consent:sms", "list", "activity". */
export type Subject = `field:${ContactField}` | `custom:${string}` | "tag" | `consent:${"email" | "sms"}` | "list" | "activity";

export function subjectOf(c: Condition): Subject {
  switch (c.type) {
    case "field":
      return `field:${c.field}`;
    case "custom":
      return `custom:${c.key}`;
    case "consent":
      return `consent:${c.channel}`;
    default:
      return c.type;
  }
}

/** A new condition for a picked subject, with the first operator it takes and no value yet. */
export function conditionFor(subject: Subject, customFields: readonly RuleField[]): Condition {
  if (subject.startsWith("field:")) {
    const field = subject.slice(6) as ContactField;
    return { type: "field", field, op: opsForField(field)[0]!, value: undefined };
  }
  if (subject.startsWith("custom:")) {
    const key = subject.slice(7);
    const type = customFields.find((f) => f.key === key)?.type ?? "text";
    return { type: "custom", key, op: opsForCustomType(type)[0]!, value: undefined };
  }
  if (subject.startsWith("consent:")) return { type: "consent", channel: subject.slice(8) as "email" | "sms", op: "is", value: "subscribed" };
  if (subject === "tag") return { type: "tag", op: "has", value: "" };
  if (subject === "list") return { type: "list", op: "in", listId: "" };
  return { type: "activity", op: "has", kind: activityKinds[0], days: 30 };
}

export const newCondition = (): Condition => conditionFor("field:lifecycleStage", []);
export const newGroup = (): ConditionGroup => ({ combinator: "and", conditions: [newCondition()] });

/** What kind of value a field or custom condition wants for its operator. */
export type ValueShape = "none" | "text" | "texts" | "number" | "date" | "days" | "choice" | "choices" | "boolean" | "owner" | "owners";

export function valueShape(c: Extract<Condition, { type: "field" | "custom" }>, customType?: CustomFieldType): ValueShape {
  if (valuelessOps.includes(c.op)) return "none";
  const many = c.op === "in" || c.op === "not_in";
  const kind = c.type === "field" ? contactFieldKinds[c.field] : (customType ?? "text");
  switch (kind) {
    case "number":
      return "number";
    case "date":
      return c.op === "within_last_days" || c.op === "more_than_days_ago" ? "days" : "date";
    case "key":
    case "select":
      return many ? "choices" : "choice";
    case "multi_select":
      return many ? "choices" : "choice";
    case "id":
      return many ? "owners" : "owner";
    case "boolean":
      return "boolean";
    default:
      return many ? "texts" : "text";
  }
}

/** The operator a condition keeps when its value shape changes, or the first one its subject takes. */
export function withOp(c: Extract<Condition, { type: "field" | "custom" }>, op: FieldOp, customType?: CustomFieldType): Condition {
  const before = valueShape(c, customType);
  const next = { ...c, op } as typeof c;
  return valueShape(next, customType) === before ? next : { ...next, value: undefined };
}

const filled = (v: unknown) =>
  Array.isArray(v) ? v.length > 0 : typeof v === "number" ? Number.isFinite(v) : typeof v === "boolean" ? true : typeof v === "string" && v.trim() !== "";

/** Whether a condition can be sent as it is (its value is there; the server still checks it). */
export function isComplete(c: Condition, customFields: readonly RuleField[]): boolean {
  switch (c.type) {
    case "tag":
      return c.value.trim() !== "";
    case "list":
      return c.listId !== "";
    case "consent":
      return true;
    case "activity":
      return Number.isInteger(c.days) && c.days >= 1 && c.days <= 3650;
    case "custom":
      if (!customFields.some((f) => f.key === c.key)) return false;
      return valueShape(c, customFields.find((f) => f.key === c.key)?.type) === "none" || filled(c.value);
    case "field":
      return valueShape(c) === "none" || filled(c.value);
  }
}

/** The draft without the conditions still being filled in, and without groups left empty. */
export function completeRules(draft: SegmentRules, customFields: readonly RuleField[] = []): SegmentRules {
  return {
    combinator: draft.combinator,
    groups: draft.groups.map((g) => ({ ...g, conditions: g.conditions.filter((c) => isComplete(c, customFields)) })).filter((g) => g.conditions.length > 0),
  };
}

/** How many conditions the draft holds, complete or not. */
export const draftSize = (draft: SegmentRules) => draft.groups.reduce((n, g) => n + g.conditions.length, 0);

/** Field errors from the server ("rules.groups.0.conditions.1.value") for one condition, by part. */
export function conditionErrors(errors: Record<string, string | string[] | undefined> | undefined, g: number, c: number): string | null {
  if (!errors) return null;
  const prefix = `groups.${g}.conditions.${c}.`;
  for (const [key, message] of Object.entries(errors)) {
    const bare = key.startsWith("rules.") ? key.slice(6) : key;
    if (bare.startsWith(prefix) && message) return Array.isArray(message) ? (message[0] ?? null) : message;
  }
  return null;
}

/** Contact fields in the order the picker shows them. */
export const pickerFields: readonly ContactField[] = contactFields;
