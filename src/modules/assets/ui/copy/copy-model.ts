/**
 * The copy editor's model, pure and zod-free: which fields each copy kind has (driven by the ai
 * module's limits table: `fieldConstraints` gives each field's unit, limits and item counts), an empty
 * asset of a kind, stored fields made safe to edit, and each text's live counter and findings.
 */
import {
  fieldConstraints,
  rsaDescriptionPins,
  rsaHeadlinePins,
  type AssetKind,
  type BrandKit,
  type FieldConstraint,
  type LimitFinding,
  type LimitSettings,
  type LintFinding,
  type loadCopyChecks,
} from "@/modules/ai/client";

/** The counters and checks module (`loadCopyChecks()`), once loaded. */
export type CopyChecks = Awaited<ReturnType<typeof loadCopyChecks>>;

type Base = { key: string; label: string; hint?: string };
/** One text: a line, a paragraph box, a web address or an email body (HTML). */
export type SingleSpec = Base & { type: "line" | "text" | "url" | "html" };
/** A list of lines (headlines, descriptions, Meta's variations), each optionally pinned. */
export type ListSpec = Base & { type: "lines"; noun: string; multiline: boolean; pins: readonly number[] | null; min: number; max: number };
export type FieldSpec = SingleSpec | ListSpec;

export type RsaLine = { text: string; pin: number | null };
export type CopyFields = Record<string, string | string[] | RsaLine[]>;

/** How many lines a list may hold when the limits table sets no maximum (the store's own cap). */
const LIST_CAP = 20;

function list(
  kind: AssetKind,
  key: string,
  label: string,
  noun: string,
  options: { multiline?: boolean; pins?: readonly number[]; hint?: string } = {},
): ListSpec {
  const c = fieldConstraints(kind)[key] ?? ({ unit: "graphemes" } as FieldConstraint);
  return {
    key,
    label,
    noun,
    type: "lines",
    multiline: options.multiline ?? false,
    pins: options.pins ?? null,
    min: c.minItems ?? 0,
    max: c.maxItems ?? LIST_CAP,
    ...(options.hint ? { hint: options.hint } : {}),
  };
}

const finalUrl: SingleSpec = { key: "finalUrl", label: "Final URL", type: "url", hint: "The page the ad opens, starting with https://." };

/** Each kind's fields, in the order a person fills them. */
export function fieldSpecs(kind: AssetKind): FieldSpec[] {
  switch (kind) {
    case "google-rsa":
    case "microsoft-rsa":
      return [
        list(kind, "headlines", "Headlines", "headline", { pins: rsaHeadlinePins, hint: "Pin a headline only when it must always show in that position." }),
        list(kind, "descriptions", "Descriptions", "description", { multiline: true, pins: rsaDescriptionPins }),
        { key: "path1", label: "Display path 1", type: "line", hint: "Shown after your domain in the ad's address, like /coffee." },
        { key: "path2", label: "Display path 2", type: "line" },
        finalUrl,
      ];
    case "meta-ad":
      return [
        list(kind, "primaryTexts", "Primary texts", "primary text", {
          multiline: true,
          hint: "Meta shows one variation at a time and learns which works best.",
        }),
        list(kind, "headlines", "Headlines", "headline"),
        list(kind, "descriptions", "Descriptions", "description"),
        finalUrl,
      ];
    case "linkedin-ad":
      return [
        { key: "introText", label: "Intro text", type: "text" },
        { key: "headline", label: "Headline", type: "line" },
        { key: "description", label: "Description", type: "line" },
        finalUrl,
      ];
    case "x-post":
    case "linkedin-post":
    case "facebook-post":
      return [{ key: "text", label: "Post", type: "text" }];
    case "instagram-post":
      return [{ key: "caption", label: "Caption", type: "text" }];
    case "sms":
      return [{ key: "text", label: "Message", type: "text", hint: "Accents and emoji switch the message to Unicode, which fits fewer characters per part." }];
    case "email":
      return [
        { key: "subject", label: "Subject", type: "line" },
        { key: "preheader", label: "Preheader", type: "line", hint: "The line inboxes show after the subject." },
        { key: "body", label: "Body", type: "html", hint: "Build the email from blocks. Parts the editor doesn't recognise stay as HTML, exactly as written." },
      ];
  }
}

const isPinned = (spec: ListSpec) => spec.pins !== null;

/** An empty asset of a kind: the lists at their minimum (at least one line). */
export function emptyFields(kind: AssetKind): CopyFields {
  const out: CopyFields = {};
  for (const spec of fieldSpecs(kind)) {
    if (spec.type !== "lines") out[spec.key] = "";
    else {
      const n = Math.max(1, spec.min);
      out[spec.key] = isPinned(spec) ? Array.from({ length: n }, () => ({ text: "", pin: null })) : Array.from({ length: n }, () => "");
    }
  }
  return out;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Stored fields (JSON of any shape) as the editor's: every field present, the right type. */
export function normalizeFields(kind: AssetKind, raw: unknown): CopyFields {
  const record = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out = emptyFields(kind);
  for (const spec of fieldSpecs(kind)) {
    const value = record[spec.key];
    if (spec.type !== "lines") {
      if (value !== undefined) out[spec.key] = str(value);
      continue;
    }
    if (!Array.isArray(value)) continue;
    out[spec.key] = isPinned(spec)
      ? value.map((v) => {
          const line: Record<string, unknown> = v && typeof v === "object" ? (v as Record<string, unknown>) : { text: v };
          const pin = typeof line.pin === "number" && spec.pins!.includes(line.pin) ? line.pin : null;
          return { text: str(line.text), pin };
        })
      : value.map((v) => (typeof v === "string" ? v : str((v as { text?: unknown } | null)?.text)));
  }
  return out;
}

/** The texts of a field: one for a single field, one per line for a list. */
export function textsOf(value: CopyFields[string] | undefined): string[] {
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return [""];
  return value.map((v) => (typeof v === "string" ? v : v.text));
}

export type Counter = { label: string; over: boolean; soft: boolean };

const n = (x: number) => x.toLocaleString("en-US");

/** A text's live counter in the field's own unit ("18 / 30", "2 parts · GSM-7", "12 KB of 102 KB"). */
export function counterFor(kind: AssetKind, key: string, text: string, checks: CopyChecks, settings: Partial<LimitSettings> = {}): Counter {
  const c = fieldConstraints(kind, settings)[key] ?? ({ unit: "graphemes" } as FieldConstraint);
  if (c.unit === "bytes") {
    const bytes = checks.countBytes(text);
    const max = c.hardMax ?? 102 * 1024;
    return { label: `${n(Math.ceil(bytes / 1024))} KB of ${n(Math.round(max / 1024))} KB before Gmail clips it`, over: bytes > max, soft: false };
  }
  const length =
    c.unit === "weighted"
      ? checks.countXWeighted(text, c.hardMax).weighted
      : c.unit === "characters"
        ? checks.countAdCharacters(text)
        : checks.countGraphemes(text);
  const over = c.hardMax !== undefined && length > c.hardMax;
  const soft = !over && c.softMax !== undefined && length > c.softMax;
  const limit = c.hardMax ?? c.softMax;
  const unit = c.unit === "weighted" ? " (as X counts)" : "";
  let label = limit === undefined ? `${n(length)} characters` : `${n(length)} / ${n(limit)}${unit}`;
  if (c.hardMax === undefined && c.softMax !== undefined) label += " recommended";
  if (kind === "sms") {
    const sms = checks.countSms(text);
    label += ` · ${sms.segments === 1 ? "1 part" : `${n(sms.segments)} parts`} · ${sms.encoding}`;
  }
  if (kind === "instagram-post" || kind === "linkedin-post" || kind === "facebook-post") label += ` · ${n(checks.hashtags(text).length)} hashtags`;
  return { label, over, soft };
}

export type Finding = { field?: string; index?: number; rule: string; severity: "error" | "warning"; message: string; source: "limit" | "brand" };

/** The asset's limit findings and, with a kit, its brand-lint findings, errors first. */
export function findingsFor(kind: AssetKind, fields: CopyFields, checks: CopyChecks, kit: BrandKit | null, settings: Partial<LimitSettings> = {}): Finding[] {
  const limits: Finding[] = checks
    .checkAsset(kind, fields as never, { settings })
    .map((f: LimitFinding) => ({ field: f.field, index: f.index, rule: f.rule, severity: f.severity, message: f.message, source: "limit" }));
  const brand: Finding[] = kit
    ? checks
        .lintAsset(kind, fields as never, kit)
        .map((f: LintFinding) => ({ field: f.field, index: f.index, rule: f.rule, severity: f.severity, message: f.message, source: "brand" }))
    : [];
  return [...limits, ...brand].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1));
}

/** The findings that refuse "Send for approval": a platform's hard limits. */
export const blockingFindings = (findings: readonly Finding[]) => findings.filter((f) => f.source === "limit" && f.severity === "error");

/** "word to avoid", "google-rsa.headlines.max-length": the rule as a person reads it. */
export const ruleName = (f: Finding) => (f.source === "brand" ? `Brand rule: ${f.rule.replace(/-/g, " ")}` : `Limit: ${f.rule}`);

/** The findings about one text of a field (a list's line, or the field itself), and those about the list as a whole. */
export function findingsAt(findings: readonly Finding[], key: string, index?: number) {
  return findings.filter((f) => f.field === key && f.index === index);
}

/** A short title from the asset's first text, for a new asset. */
export function titleFrom(kind: AssetKind, fields: CopyFields, fallback: string): string {
  const first = fieldSpecs(kind)
    .flatMap((s) => textsOf(fields[s.key]))
    .find((t) => t.trim() && !/^https?:/i.test(t.trim()));
  const clean = (first ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return clean ? (clean.length > 60 ? `${clean.slice(0, 57).trimEnd()}…` : clean) : fallback;
}
