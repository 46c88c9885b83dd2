/**
 * The merge-tag language of messages: `{{ contact.first_name }}` and `{{ contact.first_name | "there" }}`.
 *
 * It is sandboxed by construction: a tag names one entry of a fixed catalogue (or a contact's custom
 * field), nothing is evaluated, and rendering reads plain own data properties only, so a template can't
 * reach code, the environment, files or the network. A missing or empty value renders the fallback (or
 * nothing), never a raw brace. Isomorphic: the compose dialog checks templates with the same code.
 *
 * A template is compiled once into literal and lookup parts; rendering one recipient is a loop over them.
 */

export type MergeTag = { tag: string; label: string; example: string };

/** The tags the compose UI offers, with what each renders for a sample contact. */
export const mergeTags: readonly MergeTag[] = [
  { tag: "contact.first_name", label: "First name", example: "Ada" },
  { tag: "contact.last_name", label: "Last name", example: "Lovelace" },
  { tag: "contact.email", label: "Email", example: "ada@example.com" },
  { tag: "contact.phone", label: "Phone", example: "+14155550123" },
  { tag: "contact.company", label: "Company", example: "Analytical Engines Ltd" },
  { tag: "contact.job_title", label: "Job title", example: "Head of Research" },
  { tag: "workspace.name", label: "Workspace name", example: "Acme" },
  { tag: "unsubscribe_url", label: "Unsubscribe link", example: "https://app.example.com/u/…" },
  { tag: "preferences_url", label: "Preferences link", example: "https://app.example.com/u/…/preferences" },
  { tag: "postal_address", label: "Postal address", example: "1 Main Street, Springfield" },
];

const CUSTOM_PREFIX = "contact.custom.";
const knownTags = new Set(mergeTags.map((t) => t.tag));
const customKey = /^[a-z][a-z0-9_]{0,62}$/;
/** Names that reach an object's machinery rather than its data; refused wherever they appear. */
const forbiddenNames = new Set(["__proto__", "constructor", "prototype"]);

/** The tag of a contact custom field (key as defined in CRM settings). */
export const customFieldTag = (key: string) => `${CUSTOM_PREFIX}${key}`;

/** The text to insert for a tag, optionally with a fallback: `{{ contact.first_name | "there" }}`. */
export function mergeTagSnippet(tag: string, fallback?: string): string {
  return fallback ? `{{ ${tag} | "${fallback.replace(/[\\"]/g, "\\$&")}" }}` : `{{ ${tag} }}`;
}

export class TemplateError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`Line ${line}, column ${column}: ${reason}`);
    this.name = "TemplateError";
  }
}

type Lookup = { readonly path: readonly string[]; readonly fallbackText: string; readonly fallbackHtml: string };
type Part = string | Lookup;

export type CompiledTemplate = {
  /** Literal text and lookups, in order. */
  readonly parts: readonly Part[];
  /** The distinct tags the template uses, in order of first use. */
  readonly tags: readonly string[];
};

export type RenderMode = "html" | "text";

const htmlSpecial = /[&<>"']/;
const htmlSpecials = /[&<>"']/g;
const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return htmlSpecial.test(value) ? value.replace(htmlSpecials, (ch) => htmlEntities[ch]!) : value;
}

function positionOf(source: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf("\n"); i !== -1 && i < index; i = source.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Why a tag name isn't in the catalogue, in words (null when it is). */
function tagProblem(name: string): string | null {
  const bad = name.split(".").find((segment) => forbiddenNames.has(segment));
  if (bad) return `merge tags can't use the name "${bad}"`;
  if (knownTags.has(name)) return null;
  if (name.startsWith(CUSTOM_PREFIX)) {
    const key = name.slice(CUSTOM_PREFIX.length);
    return customKey.test(key) ? null : `"${key}" isn't a custom field key (keys use lower-case letters, digits and _)`;
  }
  const lower = name.toLowerCase();
  const close = mergeTags.find((t) => t.tag === lower) ?? mergeTags.find((t) => editDistance(t.tag, lower) <= 2);
  return `unknown merge tag "${name}"${close ? ` (did you mean ${close.tag}?)` : ""}`;
}

const isSpace = (ch: string | undefined) => ch === " " || ch === "\t" || ch === "\n" || ch === "\r";
const nameChar = /[A-Za-z0-9_.]/;

/** Compiles a template; throws TemplateError naming the line and column of the first problem. */
export function compileTemplate(source: string): CompiledTemplate {
  const parts: Part[] = [];
  const tags: string[] = [];
  const fail = (index: number, reason: string): never => {
    const { line, column } = positionOf(source, index);
    throw new TemplateError(line, column, reason);
  };
  let literal = "";
  let i = 0;
  for (;;) {
    const open = source.indexOf("{{", i);
    if (open === -1) break;
    literal += source.slice(i, open);
    if (source[open + 2] === "{") fail(open, "a merge tag opens with two braces, not three: {{ contact.first_name }}");
    let p = open + 2;
    while (isSpace(source[p])) p++;
    const nameStart = p;
    while (p < source.length && nameChar.test(source[p]!)) p++;
    const name = source.slice(nameStart, p);
    if (!name) {
      if (source.startsWith("}}", p)) fail(open, "a merge tag needs a name, such as {{ contact.first_name }}");
      fail(p, "a merge tag must close with }}");
    }
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(name))
      fail(nameStart, `"${name}" isn't a merge tag name (names look like contact.first_name)`);
    const problem = tagProblem(name);
    if (problem) fail(nameStart, problem);
    // A missing `}}` is reported right after the last thing the tag had, not lines further on.
    let tokenEnd = p;
    while (isSpace(source[p])) p++;
    let fallback = "";
    if (source[p] === "|") {
      p++;
      while (isSpace(source[p])) p++;
      if (source[p] !== '"') fail(p, 'a fallback goes in double quotes: {{ contact.first_name | "there" }}');
      const quote = p++;
      for (;;) {
        const ch = source[p];
        if (ch === undefined) fail(quote, "the fallback's closing quote is missing");
        if (ch === '"') break;
        if (ch === "\\" && (source[p + 1] === '"' || source[p + 1] === "\\")) {
          fallback += source[p + 1];
          p += 2;
        } else {
          fallback += ch;
          p++;
        }
      }
      tokenEnd = ++p;
      while (isSpace(source[p])) p++;
    }
    if (!source.startsWith("}}", p)) fail(source[p] === undefined || source.startsWith("{{", p) ? tokenEnd : p, "a merge tag must close with }}");
    if (source[p + 2] === "}") fail(p, "a merge tag closes with two braces, not three");
    if (literal) parts.push(literal);
    literal = "";
    parts.push({ path: name.split("."), fallbackText: fallback, fallbackHtml: escapeHtml(fallback) });
    if (!tags.includes(name)) tags.push(name);
    i = p + 2;
  }
  literal += source.slice(i);
  if (literal) parts.push(literal);
  return Object.freeze({ parts: Object.freeze(parts), tags: Object.freeze(tags) });
}

/** For forms: the tags a template uses, or the first problem in words. */
export function checkTemplate(source: string): { ok: true; tags: string[] } | { ok: false; message: string } {
  try {
    return { ok: true, tags: [...compileTemplate(source).tags] };
  } catch (error) {
    if (error instanceof TemplateError) return { ok: false, message: error.message };
    throw error;
  }
}

/** A plain own data property's value as text; "" for anything else (accessors, objects, inherited keys). */
function lookup(vars: unknown, path: readonly string[]): string {
  let current = vars;
  for (const key of path) {
    if (typeof current !== "object" || current === null || Array.isArray(current)) return "";
    const property = Object.getOwnPropertyDescriptor(current, key);
    if (!property || !("value" in property)) return "";
    current = property.value;
  }
  switch (typeof current) {
    case "string":
      return current.trim();
    case "number":
      return Number.isFinite(current) ? String(current) : "";
    case "bigint":
    case "boolean":
      return String(current);
    default:
      return current instanceof Date && !Number.isNaN(current.getTime()) ? current.toISOString().slice(0, 10) : "";
  }
}

/** Renders a compiled template for one recipient; HTML mode escapes values, text mode doesn't. */
export function renderTemplate(compiled: CompiledTemplate, vars: TemplateVars | Record<string, unknown>, mode: RenderMode): string {
  const html = mode === "html";
  let out = "";
  for (const part of compiled.parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    const value = lookup(vars, part.path);
    out += value === "" ? (html ? part.fallbackHtml : part.fallbackText) : html ? escapeHtml(value) : value;
  }
  return out;
}

/** What a template can read: the contact, the workspace and the message's links. */
export type TemplateVars = {
  contact?: {
    first_name?: string | null;
    last_name?: string | null;
    email?: string | null;
    phone?: string | null;
    company?: string | null;
    job_title?: string | null;
    custom?: Record<string, unknown> | null;
  };
  workspace?: { name?: string | null };
  unsubscribe_url?: string;
  preferences_url?: string;
  postal_address?: string;
};

export type ContactForTemplate = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  companyName?: string | null;
  jobTitle?: string | null;
  custom?: Record<string, unknown> | null;
};

/** A CRM contact and its workspace as template variables (the links are added per message). */
export function templateVarsOf(contact: ContactForTemplate, workspaceName: string): TemplateVars {
  return {
    contact: {
      first_name: contact.firstName,
      last_name: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      company: contact.companyName,
      job_title: contact.jobTitle,
      custom: contact.custom,
    },
    workspace: { name: workspaceName },
  };
}

/** Sample variables built from the catalogue's examples, for previews. */
export function exampleVars(): TemplateVars {
  const example = (tag: string) => mergeTags.find((t) => t.tag === tag)!.example;
  return {
    ...templateVarsOf(
      {
        firstName: example("contact.first_name"),
        lastName: example("contact.last_name"),
        email: example("contact.email"),
        phone: example("contact.phone"),
        companyName: example("contact.company"),
        jobTitle: example("contact.job_title"),
      },
      example("workspace.name"),
    ),
    unsubscribe_url: example("unsubscribe_url"),
    preferences_url: example("preferences_url"),
    postal_address: example("postal_address"),
  };
}
