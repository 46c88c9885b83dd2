/**
 * The rows of an export turned into warehouse rows of one fact kind, cell by cell through the
 * mapping, with every row that can't be read reported by its row number and the reason. Rows that
 * share a grain (a campaign's day split by device, a store's orders of one day) are added up, with
 * money summed exactly. Summary lines ("Total: Account", "Grand total") are skipped. Pure, no I/O;
 * the browser runs it on the preview, the server on the whole file.
 */
import { cellProblem } from "@/lib/csv-file-check";
import { addDecimal, normalizeDecimal } from "@/lib/decimal";
import type { FactKind } from "../catalog";
import type { AdRow, DayRange, Dimension, EmailRow, FactBatch, SearchRow, SocialRow, StoreRow, WebRow } from "../core/types";
import { csvFields, type CsvMapping, type FieldSpec } from "./fields";
import type { CsvRow } from "./parse-csv";
import { isBlankCell, parseDay, parseNumber, type DateFormat } from "./values";

export type RowProblem = { row: number; reason: string };

export type ConvertResult = {
  batch: FactBatch;
  /** First and last day of the rows read; null when none could be read. */
  range: DayRange | null;
  /** Rows read (before adding up rows of the same grain). */
  valid: number;
  invalid: RowProblem[];
  /** Summary lines, blank lines and extra lines of an order already counted. */
  skipped: number;
  /** Their row numbers. */
  skippedRows: number[];
};

/** Problems with the mapping itself, by field key ("form" for the whole). */
export function checkMapping(kind: FactKind, headers: string[], mapping: CsvMapping): Record<string, string> {
  const errors: Record<string, string> = {};
  const fields = csvFields[kind] as readonly FieldSpec[];
  for (const key of Object.keys(mapping)) {
    const header = mapping[key];
    const field = fields.find((x) => x.key === key);
    if (!header) continue;
    if (!field) errors[key] = `${kind} sources have no field “${key}”.`;
    else if (!headers.includes(header)) errors[key] = `The file has no column “${header}”.`;
  }
  for (const field of fields) if (field.required && !mapping[field.key]) errors[field.key] ??= `Choose the column that holds ${field.label.toLowerCase()}.`;
  const metrics = fields.filter((x) => x.type !== "day" && x.type !== "text");
  if (!metrics.some((x) => mapping[x.key]) && kind !== "store") errors.form ??= "Map at least one number column.";
  return errors;
}

type Values = Record<string, string | number>;
/** Summary lines of exports: Google Ads' "Total: Account", GA4's "Grand total". */
const SUMMARY = /^(?:total\s*:|grand total\b|totals?$)/i;

/** Where each field's column is in the file (-1: not mapped), found once per file. */
type Columns = Map<string, number>;
function columnsOf(kind: FactKind, headers: string[], mapping: CsvMapping): Columns {
  const out: Columns = new Map();
  for (const field of csvFields[kind] as readonly FieldSpec[]) {
    const header = mapping[field.key];
    out.set(field.key, header ? headers.indexOf(header) : -1);
  }
  return out;
}

function cellOf(columns: Columns, row: CsvRow, key: string): string | undefined {
  const at = columns.get(key) ?? -1;
  return at < 0 ? undefined : (row.fields[at] ?? "").trim();
}

/** Days of a file repeat on every row: each distinct text is read once. */
type DayCache = Map<string, string | null>;

/** One row's cells read through the mapping, or the reason it can't be. null: a line to skip. */
function readRow(kind: FactKind, columns: Columns, row: CsvRow, dateFormat: DateFormat, days: DayCache): Values | string | null {
  const fields = csvFields[kind] as readonly FieldSpec[];
  const cell = (key: string) => cellOf(columns, row, key);
  const mapped = fields.map((x) => cell(x.key)).filter((v): v is string => v !== undefined);
  if (mapped.every((v) => isBlankCell(v))) return null;
  const dayCell = cell(fields.find((x) => x.type === "day")!.key) ?? "";
  if (SUMMARY.test(row.fields[0]?.trim() ?? "") || SUMMARY.test(dayCell)) return null;
  const out: Values = {};
  for (const field of fields) {
    const raw = cell(field.key);
    if (raw === undefined) continue;
    const blank = isBlankCell(raw);
    if (field.type === "day") {
      if (blank) return `${field.label} is empty`;
      let value = days.get(raw);
      if (value === undefined) days.set(raw, (value = parseDay(raw, dateFormat)));
      if (!value) return `${field.label} “${raw}” isn't a day in the chosen format`;
      out[field.key] = value;
    } else if (field.type === "text") {
      if (blank && field.required) return `${field.label} is empty`;
      if (!blank) out[field.key] = raw.slice(0, 500);
    } else if (!blank) {
      const n = parseNumber(raw);
      if (!n.ok) return `${field.label}: ${n.reason}`;
      // Refunds make a store's day negative; no other number can be.
      if (n.value.startsWith("-") && !(kind === "store" && field.key === "revenue")) return `${field.label} can't be negative`;
      if (field.type === "count") {
        if (n.value.includes(".")) return `${field.label} must be a whole number`;
        if (n.value.length > 15) return `${field.label} is too large`;
        out[field.key] = Number(n.value);
      } else if (field.type === "number") out[field.key] = Number(n.value);
      else {
        const maxDp = field.type === "money" ? 6 : 4;
        const dot = n.value.indexOf(".");
        const value = dot >= 0 && n.value.length - dot - 1 > maxDp ? normalizeDecimal(n.value, { maxDp }) : n.value;
        if (value.replace(/^-/, "").split(".")[0]!.length > 14) return `${field.label} is too large`;
        out[field.key] = value;
      }
    }
  }
  return out;
}

const num = (v: Values, k: string) => (typeof v[k] === "number" ? (v[k] as number) : 0);
const dec = (v: Values, k: string) => (typeof v[k] === "string" ? (v[k] as string) : "0");
const txt = (v: Values, k: string) => (typeof v[k] === "string" ? (v[k] as string) : "");

/** The numbers rows of one grain add up: counts as integers, the rest as exact decimals. */
const sums: Partial<Record<FactKind, { counts: string[]; decimals: string[] }>> = {
  ad: { counts: ["impressions", "clicks"], decimals: ["spend", "conversions", "conversionValue"] },
  social: { counts: ["reach", "views", "engagement", "follows", "posts"], decimals: [] },
  email: { counts: ["sent", "delivered", "opens", "clicks", "bounces", "unsubscribes"], decimals: ["revenue"] },
  store: { counts: ["orders", "newCustomers", "returningCustomers"], decimals: ["revenue"] },
};

function addInto(kind: FactKind, a: object, b: object): void {
  const target = a as Record<string, number | string>;
  const source = b as Record<string, number | string>;
  for (const k of sums[kind]!.counts) target[k] = (target[k] as number) + (source[k] as number);
  for (const k of sums[kind]!.decimals) target[k] = addDecimal(target[k] as string, source[k] as string);
}

/** Reads every row; `currency` is the source's (email rows carry it). */
export function convertRows(kind: FactKind, headers: string[], rows: CsvRow[], mapping: CsvMapping, dateFormat: DateFormat, currency: string): ConvertResult {
  const columns = columnsOf(kind, headers, mapping);
  const days: DayCache = new Map();
  const invalid: RowProblem[] = [];
  const grains = new Map<string, object>();
  const seenOrders = new Set<string>();
  const campaigns = new Map<string, Dimension>();
  const adGroups = new Map<string, Dimension>();
  const list: object[] = [];
  const skippedRows: number[] = [];
  let valid = 0;
  let first: string | null = null;
  let last: string | null = null;
  for (const row of rows) {
    const oversized = cellProblem(row.fields);
    if (oversized) {
      invalid.push({ row: row.row, reason: oversized });
      continue;
    }
    if (kind === "store") {
      // Exports with one line per item repeat the order: its first line counts, the others are skipped.
      const order = cellOf(columns, row, "orderId");
      if (order && seenOrders.has(order)) {
        skippedRows.push(row.row);
        continue;
      }
    }
    const v = readRow(kind, columns, row, dateFormat, days);
    if (v === null) {
      skippedRows.push(row.row);
      continue;
    }
    if (typeof v === "string") {
      invalid.push({ row: row.row, reason: v });
      continue;
    }
    const day = (v.date ?? v.sendDate) as string;
    let key: string | null;
    let fact: object;
    switch (kind) {
      case "ad": {
        const campaignId = txt(v, "campaign");
        const group = txt(v, "adGroup");
        const adGroupId = group ? `${campaignId} › ${group}` : "";
        if (!campaigns.has(campaignId)) campaigns.set(campaignId, { id: campaignId, name: campaignId });
        if (group && !adGroups.has(adGroupId)) adGroups.set(adGroupId, { id: adGroupId, name: group, campaignId });
        key = `${day}\u0000${campaignId}\u0000${adGroupId}`;
        fact = {
          date: day,
          campaignId,
          adGroupId,
          impressions: num(v, "impressions"),
          clicks: num(v, "clicks"),
          spend: dec(v, "spend"),
          conversions: dec(v, "conversions"),
          conversionValue: dec(v, "conversionValue"),
        } satisfies AdRow;
        break;
      }
      case "search":
        key = null;
        fact = {
          date: day,
          query: txt(v, "query"),
          page: txt(v, "page"),
          country: txt(v, "country"),
          device: txt(v, "device"),
          clicks: num(v, "clicks"),
          impressions: num(v, "impressions"),
          position: num(v, "position"),
        } satisfies SearchRow;
        break;
      case "web":
        key = null;
        fact = {
          date: day,
          channel: txt(v, "channel"),
          sourceMedium: txt(v, "sourceMedium"),
          landingPage: txt(v, "landingPage"),
          sessions: num(v, "sessions"),
          users: num(v, "users"),
          engagedSessions: num(v, "engagedSessions"),
          keyEvents: dec(v, "keyEvents"),
          revenue: dec(v, "revenue"),
        } satisfies WebRow;
        break;
      case "social":
        key = day;
        fact = {
          date: day,
          reach: num(v, "reach"),
          views: num(v, "views"),
          engagement: num(v, "engagement"),
          follows: num(v, "follows"),
          posts: num(v, "posts"),
        } satisfies SocialRow;
        break;
      case "email": {
        const campaignId = txt(v, "campaignId") || `${day} ${txt(v, "name")}`;
        key = campaignId;
        fact = {
          campaignId,
          name: txt(v, "name"),
          sendDate: day,
          sent: num(v, "sent"),
          delivered: num(v, "delivered"),
          opens: num(v, "opens"),
          clicks: num(v, "clicks"),
          bounces: num(v, "bounces"),
          unsubscribes: num(v, "unsubscribes"),
          revenue: dec(v, "revenue"),
          currency,
        } satisfies EmailRow;
        break;
      }
      case "store": {
        const order = txt(v, "orderId");
        if (order) seenOrders.add(order);
        if (typeof v.revenue !== "string") {
          invalid.push({ row: row.row, reason: "Revenue is empty" });
          continue;
        }
        key = day;
        fact = {
          date: day,
          orders: typeof v.orders === "number" ? v.orders : 1,
          revenue: dec(v, "revenue"),
          newCustomers: num(v, "newCustomers"),
          returningCustomers: num(v, "returningCustomers"),
        } satisfies StoreRow;
        break;
      }
    }
    valid++;
    if (first === null || day < first) first = day;
    if (last === null || day > last) last = day;
    if (key === null) list.push(fact);
    else {
      const existing = grains.get(key);
      if (existing) addInto(kind, existing, fact);
      else grains.set(key, fact);
    }
  }
  const facts = [...list, ...grains.values()];
  const batch: FactBatch = { [kind]: facts };
  if (kind === "ad") {
    batch.campaigns = [...campaigns.values()];
    batch.adGroups = [...adGroups.values()];
  }
  return { batch, range: first && last ? { start: first, end: last } : null, valid, invalid, skipped: skippedRows.length, skippedRows };
}
