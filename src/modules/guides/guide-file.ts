/**
 * One guide as kept in the repository: `content/<slug>.md`, a front-matter block, then Markdown.
 *
 *   ---
 *   title: Getting started
 *   summary: What the home checklist asks of a new workspace.
 *   area: Getting started
 *   order: 1
 *   ---
 *   ## First heading …
 *
 * `order` (optional) sorts guides; areas appear in the order of their first guide.
 */
export type Guide = {
  slug: string;
  title: string;
  summary: string;
  area: string;
  /** The Markdown after the front matter. */
  body: string;
};

/** A guide with its place in the list (kept on the server; the list arrives sorted). */
export type GuideFile = Guide & { order: number };

export const GUIDE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DEFAULT_ORDER = 100;

export class GuideFileError extends Error {
  constructor(file: string, problem: string) {
    super(`Guide ${file}: ${problem}`);
    this.name = "GuideFileError";
  }
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) return v.slice(1, -1);
  return v;
}

/** Parses `<slug>.md`; throws GuideFileError naming the file when it isn't a valid guide. */
export function parseGuideFile(fileName: string, source: string): GuideFile {
  const slug = fileName.replace(/\.md$/, "");
  if (!GUIDE_SLUG.test(slug)) throw new GuideFileError(fileName, "the file name must be a lower-case slug ending in .md");

  const lines = source
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  if (lines[0]?.trim() !== "---") throw new GuideFileError(fileName, "it must start with a front-matter block (---)");
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === "---");
  if (end === -1) throw new GuideFileError(fileName, "its front-matter block is not closed (---)");

  const fields = new Map<string, string>();
  for (const line of lines.slice(1, end)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    const match = /^([a-zA-Z]+)\s*:\s*(.*)$/.exec(line);
    if (!match) throw new GuideFileError(fileName, `the front-matter line "${line}" is not "key: value"`);
    fields.set(match[1]!.toLowerCase(), unquote(match[2]!));
  }

  const required = (key: "title" | "summary" | "area") => {
    const value = fields.get(key);
    if (!value) throw new GuideFileError(fileName, `the front matter needs a ${key}`);
    return value;
  };
  const orderText = fields.get("order");
  const order = orderText === undefined ? DEFAULT_ORDER : Number(orderText);
  if (!Number.isFinite(order)) throw new GuideFileError(fileName, "order must be a number");

  const body = lines
    .slice(end + 1)
    .join("\n")
    .trim();
  if (!body) throw new GuideFileError(fileName, "it has no text after the front matter");

  return { slug, title: required("title"), summary: required("summary"), area: required("area"), order, body };
}

/** Guides by `order`, then title, without their sort key. */
export function sortGuides(files: GuideFile[]): Guide[] {
  return [...files]
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    .map(({ slug, title, summary, area, body }) => ({ slug, title, summary, area, body }));
}
