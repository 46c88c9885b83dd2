import { CsvError, CsvParser, type CsvRecord } from "@/lib/csv-parser";

/**
 * Reads an exported report (the browser sends the file's text): the CRM's CSV parser splits it
 * (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes, CRLF / LF / CR, `,` `;` or
 * tab), and this file finds what an ad platform's export adds around its table: the delimiter, the
 * title and comment lines above the header, and the header itself. Each record keeps its row number
 * as a text editor shows it (1-based, blank lines counted), so a problem is reported where the person
 * will look for it.
 */

export const delimiters = [",", ";", "\t"] as const;
export type Delimiter = (typeof delimiters)[number];

export type CsvRow = { row: number; fields: string[] };

export class CsvTextError extends Error {}

const CR = 13;
const LF = 10;

/** Line breaks (CRLF, LF or a lone CR, each once) in `bytes[from, to)`. */
function breaksIn(bytes: Uint8Array, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    if (bytes[i] === LF) n++;
    else if (bytes[i] === CR && bytes[i + 1] !== LF) n++;
  }
  return n;
}

function breaksInText(s: string): number {
  return (s.match(/\r\n|\r|\n/g) ?? []).length;
}

/**
 * Splits text into records. A record whose fields are all blank is dropped (its row still counts).
 * `partial`: the text is the head of a longer file, so a last record cut off mid-way is dropped
 * instead of reported as an open quote.
 */
export function parseCsvText(input: string, opts: { delimiter: Delimiter; partial?: boolean }): CsvRow[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const bytes = Buffer.from(text, "utf8");
  const parser = new CsvParser({ delimiter: opts.delimiter, encoding: "utf-8" });
  let records: CsvRecord[];
  try {
    records = parser.push(bytes);
    if (!opts.partial) records.push(...parser.end());
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const from = bytes.length - (parser.pending?.length ?? 0);
    throw new CsvTextError(`A quote opened on row ${1 + breaksIn(bytes, 0, from)} is never closed.`);
  }
  const out: CsvRow[] = [];
  let counted = 0;
  let breaks = 0;
  for (const { fields, end } of records) {
    breaks += breaksIn(bytes, counted, end);
    counted = end;
    const terminated = end > 0 && (bytes[end - 1] === LF || bytes[end - 1] === CR);
    const row = 1 + breaks - (terminated ? 1 : 0) - fields.reduce((n, f) => n + breaksInText(f), 0);
    if (fields.some((f) => f.trim() !== "")) out.push({ row, fields });
  }
  return out;
}
/** The delimiter that splits the first lines most consistently into the most columns. */
export function sniffDelimiter(text: string): Delimiter {
  const head = text.slice(0, 64 * 1024);
  let best: { delimiter: Delimiter; score: number } = { delimiter: ",", score: -1 };
  for (const delimiter of delimiters) {
    let rows: CsvRow[];
    try {
      rows = parseCsvText(head, { delimiter, partial: true })
        .filter((r) => !r.fields[0]?.startsWith("#"))
        .slice(0, 30);
    } catch {
      continue;
    }
    if (rows.length === 0) continue;
    const counts = new Map<number, number>();
    for (const r of rows) counts.set(r.fields.length, (counts.get(r.fields.length) ?? 0) + 1);
    const [columns, agreeing] = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!;
    if (columns < 2) continue;
    const score = agreeing * 1000 + columns;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/**
 * Where the header is: exports often open with a title, a date range or `#` comment lines (Google
 * Ads, GA4). The header is the first record, not a comment, with at least 60 % as many filled cells
 * as the widest of the first rows.
 */
export function findHeader(rows: CsvRow[]): number {
  const filled = (r: CsvRow) => r.fields.filter((f) => f.trim() !== "").length;
  const head = rows.slice(0, 12);
  const widest = Math.max(0, ...head.map(filled));
  const needed = Math.max(2, Math.ceil(widest * 0.6));
  const at = head.findIndex((r) => !r.fields[0]!.trim().startsWith("#") && filled(r) >= needed);
  return at < 0 ? 0 : at;
}

/** Header names trimmed, blanks named by position, duplicates numbered ("Clicks", "Clicks (2)"). */
export function cleanHeaders(raw: string[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((h, i) => {
    const base = h.replace(/\s+/g, " ").trim() || `Column ${i + 1}`;
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

export type CsvTable = {
  delimiter: Delimiter;
  headers: string[];
  /** Data rows, below the header. */
  rows: CsvRow[];
  /** Lines above the header that were skipped (titles, comments). */
  skippedAbove: number;
};

/** Reads a whole export (or, with `partial`, its head): delimiter, header and data rows. */
export function readCsvTable(text: string, opts: { partial?: boolean } = {}): CsvTable {
  const delimiter = sniffDelimiter(text);
  const records = parseCsvText(text, { delimiter, partial: opts.partial });
  if (records.length === 0) throw new CsvTextError("The file is empty.");
  const at = findHeader(records);
  return { delimiter, headers: cleanHeaders(records[at]!.fields), rows: records.slice(at + 1), skippedAbove: at };
}
