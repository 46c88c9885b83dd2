/**
 * The one CSV writer of the product: every CSV a person downloads (report exports, list exports,
 * email-verification results, an import's rows not imported) is written by these functions. Pure and
 * streaming-friendly: a row becomes one line, so a download writes a page of rows at a time.
 *
 * - RFC 4180: fields holding a comma, a double quote, a CR or an LF are quoted, quotes doubled;
 *   every line ends with CRLF. A file starts with a UTF-8 byte-order mark (`CSV_BOM`), without
 *   which Excel reads UTF-8 as the local code page and breaks accents.
 * - Formula injection (OWASP "CSV Injection"): a TEXT cell gets a leading apostrophe when
 *   a spreadsheet could run it, which is when it
 *     - starts with a tab, a carriage return or a line feed, or
 *     - starts with = + - @ (or their full-width forms ＝ ＋ － ＠), possibly after leading
 *       whitespace, control or invisible formatting characters (" =1+1", "\u200b@SUM(A1)").
 *   There is no exception for text that looks like a number or a phone number: "-12.5" typed by a
 *   person and "+1 415 555 0123" come out as "'-12.5" and "'+1 415 555 0123". Strictest wins.
 * - Numbers are typed, not guessed: a JS number or bigint is written as a number (a negative
 *   figure stays "-12.5", which a spreadsheet reads as a number), and so is a decimal held as text
 *   when the caller says so with `csvNumber("-12.500000")` (exact money). Nothing else is a number.
 * - Other values: null/undefined → empty, booleans → true/false, dates → ISO 8601 (UTC), a list →
 *   its items joined with "; " (then guarded as text).
 */

/** A decimal the caller vouches for (exact money as text): written as a number, unguarded. */
export type CsvNumber = { readonly csvNumber: string };

export type CsvValue = string | number | bigint | boolean | Date | null | undefined | CsvNumber | readonly (string | number)[];

export const CSV_BOM = "\uFEFF";

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** A cell a spreadsheet could run: see the rule above. */
const FORMULA = /^[\t\r\n]|^[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A decimal figure held as text ("-12.500000") as a numeric cell; text that isn't a plain decimal
 * stays text (and is guarded like any other text).
 */
export function csvNumber(text: string): CsvValue {
  return DECIMAL.test(text) ? { csvNumber: text } : text;
}

/** Text with a leading apostrophe when a spreadsheet would run it as a formula. */
export function defuseFormula(text: string): string {
  return FORMULA.test(text) ? `'${text}` : text;
}

/**
 * The reverse of `defuseFormula`, for a file coming back (an export edited and imported again): the
 * apostrophe this writer puts before formula-like text is taken off. Any other text is left as is.
 */
export function restoreDefused(text: string): string {
  if (text.charCodeAt(0) !== 0x27) return text;
  const rest = text.slice(1);
  return FORMULA.test(rest) ? rest : text;
}

const quote = (text: string) => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** One value as a CSV field: typed numbers as numbers, everything else as guarded, quoted text. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (typeof value === "string") return quote(defuseFormula(value));
  if (Array.isArray(value)) return quote(defuseFormula(value.map((v) => String(v)).join("; ")));
  const text = (value as Partial<CsvNumber>).csvNumber;
  if (typeof text === "string") return DECIMAL.test(text) ? text : quote(defuseFormula(text));
  return quote(defuseFormula(JSON.stringify(value) ?? ""));
}

/** One row as a line, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A whole (small) file: the byte-order mark, then one line per row. */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + rows.map(csvLine).join("");
}

/**
 * Content-Disposition of every CSV download: the name reduced to letters, digits, dashes and
 * underscores (nothing that could break the header or a path), with a UTF-8 variant beside it, and
 * the day of `date` after it (none when `date` is null).
 */
export function csvDisposition(listName: string, date: Date | null = new Date()): string {
  const day = date ? `-${date.toISOString().slice(0, 10)}` : "";
  const ascii =
    listName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/-{2,}/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "list";
  const unicode =
    [...listName]
      .map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 || ch === '"' || ch === "\\" || ch === "/" ? " " : ch))
      .join("")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || "list";
  return `attachment; filename="${ascii}${day}.csv"; filename*=UTF-8''${encodeURIComponent(`${unicode}${day}.csv`)}`;
}
