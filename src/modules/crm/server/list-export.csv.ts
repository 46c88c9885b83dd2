import "server-only";

// The cells themselves are written by the product's one CSV writer, src/lib/csv.ts.

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
