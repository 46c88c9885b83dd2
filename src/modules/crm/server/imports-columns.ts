import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { ContactPatch } from "../import/merge";
import type { ImportValues } from "../import/rows";
import { copyValue } from "@/server/db/copy";

/** The contact columns an import writes, how each is read from a row, and how rows are passed to SQL. */

export type Value = (ImportValues | ContactPatch) & { emailHash?: string | null };
export type ColumnSpec = { name: string; type: "text" | "int" | "uuid"; cast?: string; value: (v: Value) => string | number | null };

/** SHA-256 of a (trimmed, lower-cased) email: what erasure keeps for suppression. */
export const emailHashOf = (email: string) => createHash("sha256").update(email).digest("hex");
/** A PostgreSQL array literal of text: {"a","b \"c\""}. */
const textArray = (items: string[]) => `{${items.map((t) => `"${t.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;

const text = (name: string, get: (v: Value) => string | null): ColumnSpec => ({ name, type: "text", value: get });
export const columnsByTarget: Record<string, ColumnSpec[]> = {
  email: [text("email", (v) => v.email), text("email_hash", (v) => (v.email ? (v.emailHash ?? emailHashOf(v.email)) : null))],
  firstName: [text("first_name", (v) => v.firstName)],
  lastName: [text("last_name", (v) => v.lastName)],
  fullName: [text("first_name", (v) => v.firstName), text("last_name", (v) => v.lastName)],
  phone: [text("phone", (v) => v.phone)],
  companyName: [text("company_name", (v) => v.companyName)],
  country: [text("country", (v) => v.country)],
  jobTitle: [text("job_title", (v) => v.jobTitle)],
  lifecycleStage: [text("lifecycle_stage", (v) => v.lifecycleStage)],
  leadStatus: [text("lead_status", (v) => v.leadStatus)],
  source: [text("source", (v) => v.source)],
  tags: [{ name: "tags", type: "text", cast: "::text[]", value: (v) => textArray(v.tags) }],
  leadScore: [{ name: "lead_score", type: "int", value: (v) => v.leadScore ?? 0 }],
  emailConsent: [{ name: "email_consent", type: "text", cast: "::crm_consent_status", value: (v) => v.emailConsent ?? "unknown" }],
  smsConsent: [{ name: "sms_consent", type: "text", cast: "::crm_consent_status", value: (v) => v.smsConsent ?? "unknown" }],
  utm: [{ name: "first_touch", type: "text", cast: "::jsonb", value: (v) => (v.firstTouch ? JSON.stringify(v.firstTouch) : null) }],
  custom: [{ name: "custom", type: "text", cast: "::jsonb", value: (v) => JSON.stringify(v.custom) }],
};

/** The columns a mapping fills, each once. */
export function columnsFor(mapping: (string | null)[]): ColumnSpec[] {
  const out = new Map<string, ColumnSpec>();
  for (const target of mapping) {
    if (!target) continue;
    const key = target.startsWith("custom.") ? "custom" : target.startsWith("utm") ? "utm" : target;
    for (const col of columnsByTarget[key] ?? []) out.set(col.name, col);
  }
  return [...out.values()];
}

export const param = (values: unknown[]) => sql.param(values);

let lastMs = 0;
let sequence = 0;
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
let pool = Buffer.alloc(0);
let poolAt = 0;
/**
 * A time-ordered UUID (version 7: milliseconds, then a counter, then random bits). New contacts'
 * ids ascend, so the primary key and the created-at index grow at their right edge instead of
 * touching a random page per row: what keeps a million-row import out of the buffer cache's way.
 * Random bytes come from a pool refilled 64 KB at a time.
 */
export function timeOrderedId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    lastMs++;
    sequence = 0;
  }
  if (poolAt + 8 > pool.length) {
    pool = randomBytes(64 * 1024);
    poolAt = 0;
  }
  const r = pool;
  const i = poolAt;
  poolAt += 8;
  const t = lastMs;
  const h = (n: number) => HEX[n & 0xff]!;
  return (
    h(t / 2 ** 40) +
    h(t / 2 ** 32) +
    h(t >>> 24) +
    h(t >>> 16) +
    "-" +
    h(t >>> 8) +
    h(t) +
    "-" +
    h(0x70 | (sequence >> 8)) +
    h(sequence) +
    "-" +
    h((r[i]! & 0x3f) | 0x80) +
    h(r[i + 1]!) +
    "-" +
    h(r[i + 2]!) +
    h(r[i + 3]!) +
    h(r[i + 4]!) +
    h(r[i + 5]!) +
    h(r[i + 6]!) +
    h(r[i + 7]!)
  );
}

const UNIT = "\x1f";
const NULL_MARK = "\x1e";

/**
 * One column of a batch as a single text the server splits (string_to_array): on PGlite this costs
 * a third of an array parameter, which PGlite's client serialises element by element. A column
 * whose values hold the separator (or are exactly the null mark) goes as an array parameter.
 */
function joinedColumn(values: (string | number | null)[], type: string): SQL {
  let text = "";
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    let part: string;
    if (v === null) part = NULL_MARK;
    else {
      part = String(v);
      // string_to_array('') is an empty array, not one empty string.
      if (part.includes(UNIT) || part === NULL_MARK || (values.length === 1 && part === "")) return sql`${param(values)}::${sql.raw(type)}[]`;
    }
    text += i === 0 ? part : UNIT + part;
  }
  return sql`string_to_array(${text}::text, E'\\x1f', E'\\x1e')::${sql.raw(type)}[]`;
}

/**
 * unnest($1::uuid[], $2::text[], …) as u(id, c1, …) and the select list that casts each column.
 * `joined`: each column as one text split by the server (PGlite's cheaper path, above).
 */
export function spread(ids: string[], columns: ColumnSpec[], rows: Value[], opts: { joined?: boolean } = {}): { from: SQL; names: SQL; values: SQL } {
  const array = (values: (string | number | null)[], type: string) => (opts.joined ? joinedColumn(values, type) : sql`${param(values)}::${sql.raw(type)}[]`);
  const arrays = [
    array(ids, "uuid"),
    ...columns.map((c) =>
      array(
        rows.map((r) => c.value(r)),
        c.type,
      ),
    ),
  ];
  const names = sql.raw(["id", ...columns.map((c) => c.name)].join(", "));
  return {
    from: sql`unnest(${sql.join(arrays, sql`, `)}) as u(${names})`,
    names,
    values: sql.join(
      columns.map((c) => sql.raw(`u.${c.name}${c.cast ?? ""}`)),
      sql`, `,
    ),
  };
}

/** A new contact's values as COPY text, in `columns` order. */
export const copyTail = (columns: ColumnSpec[], v: Value) => columns.map((c) => copyValue(c.value(v))).join("\t");
