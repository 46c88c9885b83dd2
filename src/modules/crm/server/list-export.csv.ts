import "server-only";

/**
 * CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a comma, a quote or a line
 * break, quotes doubled, CRLF line ends, and a UTF-8 byte-order mark first so Excel reads UTF-8.
 * A text cell that a spreadsheet would run as a formula (=, @, or + / - not followed by a plain
 * number) gets a leading apostrophe; phone numbers such as +14155550123 stay as they are.
 */
export const BOM = "\uFEFF";

/** What may follow a leading + or - without being a formula: a phone number (+1 415-555-0123) or a negative number. */
const plainNumber = /^(\+\d[\d\s().-]*|-\d+(\.\d+)?)$/;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.map((v) => String(v)).join("; ") : String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !plainNumber.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(",")}\r\n`;

/**
 * A file name for Content-Disposition: the list's name reduced to letters, digits, dashes and
 * underscores (nothing that could break the header or a path), with a UTF-8 variant beside it.
 */
export function contentDisposition(listName: string, date = new Date()): string {
  const day = date.toISOString().slice(0, 10);
  const ascii =
    listName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "list";
  const unicode =
    [...listName]
      .map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 || ch === '"' || ch === "\\" || ch === "/" ? " " : ch))
      .join("")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || "list";
  return `attachment; filename="${ascii}-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`${unicode}-${day}.csv`)}`;
}
