/**
 * An RFC 4180 CSV reader over text (the browser reads the file with File.text()): quoted fields,
 * doubled quotes, line breaks inside quotes, CRLF / LF / CR, and `,` `;` or tab as delimiter. Each
 * record keeps its row number as a spreadsheet shows it (1-based, blank lines counted, a quoted line
 * break not), so a problem is reported where the person will look for it. Pure, no I/O; runs in the
 * browser and on the server.
 */

export const delimiters = [",", ";", "\t"] as const;
export type Delimiter = (typeof delimiters)[number];

export type CsvRow = { row: number; fields: string[] };

export class CsvTextError extends Error {}

const QUOTE = 34;
const CR = 13;
const LF = 10;

/**
 * Splits text into records. A record whose fields are all blank is dropped (its row still counts).
 * `partial`: the text is the head of a longer file, so a last record cut off mid-way is dropped
 * instead of reported as an open quote.
 */
export function parseCsvText(input: string, opts: { delimiter: Delimiter; partial?: boolean }): CsvRow[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delim = opts.delimiter.charCodeAt(0);
  const len = text.length;
  const out: CsvRow[] = [];
  let row = 1;
  let i = 0;
  while (i < len) {
    const start = row;
    const fields: string[] = [];
    let breaks = 0;
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        let k = i + 1;
        let parts = "";
        for (;;) {
          const q = text.indexOf('"', k);
          if (q < 0) {
            if (opts.partial) return out;
            throw new CsvTextError(`A quote opened on row ${start} is never closed.`);
          }
          parts += text.slice(k, q);
          if (text.charCodeAt(q + 1) === QUOTE) {
            parts += '"';
            k = q + 2;
            continue;
          }
          k = q + 1;
          break;
        }
        breaks += countBreaks(parts);
        // Lenient with `"a"b`: what follows the closing quote up to the delimiter is kept.
        let j = k;
        while (j < len && !isEnd(text.charCodeAt(j), delim)) j++;
        value = parts + text.slice(k, j);
        i = j;
      } else {
        let j = i;
        while (j < len && !isEnd(text.charCodeAt(j), delim)) j++;
        value = text.slice(i, j);
        i = j;
      }
      fields.push(value);
      if (i < len && text.charCodeAt(i) === delim) {
        i++;
        if (i < len) continue;
        fields.push("");
      }
      break;
    }
    // i is at a line break or the end.
    if (i < len) {
      if (text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF) i += 2;
      else i++;
    } else if (opts.partial) {
      // The last line of a head of a file may be cut short.
      break;
    }
    row = start + 1 + breaks;
    if (fields.some((f) => f.trim() !== "")) out.push({ row: start, fields });
  }
  return out;
}

const isEnd = (c: number, delim: number) => c === delim || c === LF || c === CR;

function countBreaks(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === LF) n++;
    else if (c === CR && s.charCodeAt(i + 1) !== LF) n++;
  }
  return n;
}

/** The delimiter that splits the first lines most consistently into the most columns. */
export function sniffDelimiter(text: string): Delimiter {
  const head = text.slice(0, 64 * 1024);
  let best: { delimiter: Delimiter; score: number } = { delimiter: ",", score: -1 };
  for (const delimiter of delimiters) {
    let rows: CsvRow[];
    try {
      rows = parseCsvText(head, { delimiter, partial: true }).filter((r) => !r.fields[0]?.startsWith("#")).slice(0, 30);
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
