import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { CustomFieldType } from "../contracts/crm-enums";
import {
  contactFieldKinds,
  opsForCustomType,
  opsForField,
  opLabels,
  type ContactField,
  type CustomCondition,
  type FieldCondition,
  type FieldOp,
} from "../contracts/segments.contracts";
import { emailSearchText } from "@/lib/email-address";
import { contacts } from "../db/contacts.table";
import { booleanValue, dateValue, daysValue, likeLiteral, numberValue, Problem, textList, textValue, uuidValue } from "./values";

/**
 * Field and custom-field conditions. Each value is a bound parameter; custom keys are bound too, and
 * only keys the workspace defines get here. Negative operators (is not, doesn't contain, is none of)
 * also match contacts with no value, as a person reading the rule expects.
 */

const touch = (column: typeof contacts.firstTouch | typeof contacts.lastTouch, key: string) => sql`(${column}->>${key}::text)`;

const columnOf: Record<ContactField, SQL> = {
  email: sql`${contacts.email}`,
  firstName: sql`${contacts.firstName}`,
  lastName: sql`${contacts.lastName}`,
  phone: sql`${contacts.phone}`,
  companyName: sql`${contacts.companyName}`,
  jobTitle: sql`${contacts.jobTitle}`,
  lifecycleStage: sql`${contacts.lifecycleStage}`,
  leadStatus: sql`${contacts.leadStatus}`,
  ownerId: sql`${contacts.ownerId}`,
  source: sql`${contacts.source}`,
  leadScore: sql`${contacts.leadScore}`,
  createdAt: sql`${contacts.createdAt}`,
  updatedAt: sql`${contacts.updatedAt}`,
  lastActivityAt: sql`${contacts.lastActivityAt}`,
  "firstTouch.source": touch(contacts.firstTouch, "source"),
  "firstTouch.medium": touch(contacts.firstTouch, "medium"),
  "firstTouch.campaign": touch(contacts.firstTouch, "campaign"),
  "lastTouch.source": touch(contacts.lastTouch, "source"),
  "lastTouch.medium": touch(contacts.lastTouch, "medium"),
  "lastTouch.campaign": touch(contacts.lastTouch, "campaign"),
};

const list = (values: readonly unknown[], map: (v: unknown) => SQL = (v) => sql`${v}`) =>
  sql.join(
    values.map((v) => map(v)),
    sql`, `,
  );

function assertOp(op: FieldOp, allowed: readonly FieldOp[], what: string) {
  if (!allowed.includes(op)) throw new Problem("op", `“${opLabels[op]}” doesn't apply to ${what}`);
}

/** An email rule's value (each of a list's) as stored addresses spell it (a non-ASCII domain in IDNA form: "exämple.se" → "xn--exmple-cua.se"). */
const emailValue = (value: FieldCondition["value"]): FieldCondition["value"] =>
  typeof value === "string" ? value.split(",").map(emailSearchText).join(",") : Array.isArray(value) ? value.map(emailSearchText) : value;

/** Free text, compared without regard to case; `lowerStored`: the column already holds lower case (email). */
function textCondition(expr: SQL, op: FieldOp, value: FieldCondition["value"], lowerStored = false): SQL {
  const lhs = lowerStored ? expr : sql`lower(${expr})`;
  switch (op) {
    case "eq":
      return sql`${lhs} = lower(${textValue(value)})`;
    case "neq":
      return sql`(${expr} is null or ${lhs} <> lower(${textValue(value)}))`;
    case "contains":
      return sql`${expr} ilike ${`%${likeLiteral(textValue(value))}%`}`;
    case "not_contains":
      return sql`(${expr} is null or ${expr} not ilike ${`%${likeLiteral(textValue(value))}%`})`;
    case "starts_with":
      return sql`${expr} ilike ${`${likeLiteral(textValue(value))}%`}`;
    case "in":
      return sql`${lhs} in (${list(textList(value), (v) => sql`lower(${v})`)})`;
    case "not_in":
      return sql`(${expr} is null or ${lhs} not in (${list(textList(value), (v) => sql`lower(${v})`)}))`;
    case "is_empty":
      return sql`coalesce(${expr}, '') = ''`;
    case "is_not_empty":
      return sql`coalesce(${expr}, '') <> ''`;
    default:
      throw new Problem("op", `“${opLabels[op]}” doesn't apply to text`);
  }
}

/** A vocabulary key or an id: exact match. `nullOnly`: the column can't hold '' (a uuid). */
function keyCondition(expr: SQL, op: FieldOp, values: () => string[], nullOnly = false): SQL {
  const empty = nullOnly ? sql`${expr} is null` : sql`coalesce(${expr}::text, '') = ''`;
  switch (op) {
    case "eq":
      return sql`${expr} = ${values()[0]}`;
    case "neq":
      return sql`${expr} is distinct from ${values()[0]}`;
    case "in":
      return sql`${expr} in (${list(values())})`;
    case "not_in":
      return sql`(${expr} is null or ${expr} not in (${list(values())}))`;
    case "is_empty":
      return empty;
    case "is_not_empty":
      return sql`not (${empty})`;
    default:
      throw new Problem("op", `“${opLabels[op]}” doesn't apply to this field`);
  }
}

const keyValues = (op: FieldOp, value: FieldCondition["value"]) => () => (op === "in" || op === "not_in" ? textList(value) : [textValue(value)]);

/** `integerColumn`: compare as integers when the value is one, so the column's index serves. */
function numberCondition(expr: SQL, op: FieldOp, value: FieldCondition["value"], integerColumn = false): SQL {
  if (op === "is_empty") return sql`${expr} is null`;
  if (op === "is_not_empty") return sql`${expr} is not null`;
  const n = numberValue(value);
  const asInt = integerColumn && Number.isInteger(n) && Math.abs(n) < 2 ** 31;
  const lhs = integerColumn && !asInt ? sql`${expr}::numeric` : expr;
  const rhs = asInt ? sql`${n}::int` : sql`${String(n)}::numeric`;
  switch (op) {
    case "eq":
      return sql`${lhs} = ${rhs}`;
    case "neq":
      return sql`(${expr} is null or ${lhs} <> ${rhs})`;
    case "gt":
      return sql`${lhs} > ${rhs}`;
    case "gte":
      return sql`${lhs} >= ${rhs}`;
    case "lt":
      return sql`${lhs} < ${rhs}`;
    case "lte":
      return sql`${lhs} <= ${rhs}`;
    default:
      throw new Problem("op", `“${opLabels[op]}” doesn't apply to a number`);
  }
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

/** A timestamp column. A bare date names a whole UTC day: "after 1 March" starts on 2 March. */
function timestampCondition(expr: SQL, op: FieldOp, value: FieldCondition["value"]): SQL {
  switch (op) {
    case "before":
      return sql`${expr} < ${dateValue(value).at.toISOString()}::timestamptz`;
    case "after": {
      const d = dateValue(value);
      return d.dateOnly
        ? sql`${expr} >= ${new Date(d.at.getTime() + 86_400_000).toISOString()}::timestamptz`
        : sql`${expr} > ${d.at.toISOString()}::timestamptz`;
    }
    case "within_last_days":
      return sql`${expr} >= ${daysAgo(daysValue(value))}`;
    case "more_than_days_ago":
      return sql`${expr} < ${daysAgo(daysValue(value))}`;
    case "is_empty":
      return sql`${expr} is null`;
    case "is_not_empty":
      return sql`${expr} is not null`;
    default:
      throw new Problem("op", `“${opLabels[op]}” doesn't apply to a date`);
  }
}

export function compileFieldCondition(c: FieldCondition): SQL {
  const kind = contactFieldKinds[c.field];
  assertOp(c.op, opsForField(c.field), kind === "date" ? "a date" : kind === "number" ? "a number" : "this field");
  const expr = columnOf[c.field];
  switch (kind) {
    case "text":
      return c.field === "email" ? textCondition(expr, c.op, emailValue(c.value), true) : textCondition(expr, c.op, c.value);
    case "key":
      return keyCondition(expr, c.op, keyValues(c.op, c.value));
    case "id":
      return keyCondition(expr, c.op, () => keyValues(c.op, c.value)().map(uuidValue), true);
    case "number":
      return numberCondition(expr, c.op, c.value, true);
    case "date":
      return timestampCondition(expr, c.op, c.value);
  }
}

// Guards so a malformed stored value never makes the query fail: it just doesn't match.
const NUMERIC_TEXT = String.raw`^\s*[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]{1,3})?\s*$`;
const DATE_TEXT = "^[0-9]{4}-[0-9]{2}-[0-9]{2}";
const jsonOf = (key: string, v: unknown) => sql`${JSON.stringify({ [key]: v })}::jsonb`;

/** A custom field, by the type the workspace gave it. */
export function compileCustomCondition(c: CustomCondition, type: CustomFieldType): SQL {
  assertOp(c.op, opsForCustomType(type), `a ${type.replace("_", "-")} field`);
  const raw = sql`(${contacts.custom}->>${c.key}::text)`;
  const contains = (v: unknown) => sql`${contacts.custom} @> ${jsonOf(c.key, v)}`;
  switch (type) {
    case "text":
    case "url":
      return textCondition(raw, c.op, c.value);
    case "number":
      return numberCondition(sql`(case when ${raw} ~ ${NUMERIC_TEXT} then ${raw}::numeric end)`, c.op, c.value);
    case "date": {
      const day = sql`(case when ${raw} ~ ${DATE_TEXT} then left(${raw}, 10) end)`;
      const cutoff = (days: number) => sql`to_char(${daysAgo(days)}, 'YYYY-MM-DD')`;
      switch (c.op) {
        case "before":
          return sql`${day} < ${dateValue(c.value).day}`;
        case "after":
          return sql`${day} > ${dateValue(c.value).day}`;
        case "within_last_days":
          return sql`${day} >= ${cutoff(daysValue(c.value))}`;
        case "more_than_days_ago":
          return sql`${day} < ${cutoff(daysValue(c.value))}`;
        case "is_empty":
          return sql`${day} is null`;
        default:
          return sql`${day} is not null`;
      }
    }
    case "boolean": {
      const b = sql`lower(${raw})`;
      if (c.op === "is_empty" || c.op === "is_not_empty") return keyCondition(raw, c.op, () => []);
      const v = String(booleanValue(c.value));
      return c.op === "eq" ? sql`${b} = ${v}` : sql`${b} is distinct from ${v}`;
    }
    case "select": {
      const values = keyValues(c.op, c.value);
      if (c.op === "eq") return contains(values()[0]);
      if (c.op === "neq") return sql`not (${contains(values()[0])})`;
      if (c.op === "in") return sql`(${sql.join(values().map(contains), sql` or `)})`;
      if (c.op === "not_in") return sql`not (${sql.join(values().map(contains), sql` or `)})`;
      return keyCondition(raw, c.op, values);
    }
    case "multi_select": {
      const length = sql`coalesce(jsonb_array_length(case when jsonb_typeof(${contacts.custom}->${c.key}::text) = 'array' then ${contacts.custom}->${c.key}::text end), 0)`;
      switch (c.op) {
        case "contains":
          return contains(Array.isArray(c.value) ? textList(c.value) : [textValue(c.value)]);
        case "not_contains":
          return sql`not (${contains(Array.isArray(c.value) ? textList(c.value) : [textValue(c.value)])})`;
        case "in":
          return sql`(${sql.join(
            textList(c.value).map((v) => contains([v])),
            sql` or `,
          )})`;
        case "not_in":
          return sql`not (${sql.join(
            textList(c.value).map((v) => contains([v])),
            sql` or `,
          )})`;
        case "is_empty":
          return sql`${length} = 0`;
        default:
          return sql`${length} > 0`;
      }
    }
  }
}
