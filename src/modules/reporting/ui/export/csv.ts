/**
 * A report's table as CSV, built in the browser (pure, unit-tested): RFC 4180 quoting, CRLF line
 * ends, a UTF-8 byte-order mark so spreadsheet apps read accents right, and a guard against formula
 * injection: a text cell starting with = + - @ (or a tab or carriage return) is prefixed with an
 * apostrophe so a spreadsheet shows it instead of running it. Plain numbers ("-12.5") stay numbers.
 */
const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?(\d+([.,]\d+)*|\.\d+)([eE][-+]?\d+)?%?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, guarded and quoted as needed. */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** The whole file: BOM, then the rows joined with CRLF (and a final CRLF). */
export function buildCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map((cell) => csvCell(cell ?? "")).join(",")).join("\r\n") + (rows.length > 0 ? "\r\n" : "");
}

/** A safe file name that ends in .csv: no path separators or control characters, at most 120 characters. */
export function csvFilename(name: string): string {
  const base = name
    .replace(/\.csv$/i, "")
    // eslint-disable-next-line no-control-regex -- control characters don't belong in a file name
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return `${base || "report"}.csv`;
}
