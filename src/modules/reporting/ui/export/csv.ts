/** The name of a report's CSV download (its cells are written by the one CSV writer, src/lib/csv.ts). */

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
