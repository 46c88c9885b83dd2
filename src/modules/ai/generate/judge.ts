/**
 * Judging a model's answer: parse it, check each field against the kind's zod shape, then run the
 * limits table and brand lint over the asset. Fields that fail are named (with our own sentences for
 * the second try) and, after it, written by the offline generator instead. Pure.
 */
import { assetSchemas, type AssetFields } from "../contracts/assets";
import type { AssetKind } from "../contracts/assets.constants";
import type { BrandKit, FactRef } from "../contracts/brand-kit";
import { checkAsset, type LimitFinding } from "../limits/check";
import { fieldValues } from "../limits/fields";
import { lintAsset, type LintFinding } from "../lint/brand-lint";
import { parseJsonAnswer, parseJsonObjectAnswer } from "../providers/protocols";
import type { GenerateBrief, GenerateConstraints, LineProvenance } from "./types";

/** Where a kind's required disclaimers go, for lint findings that name no field (a missing disclaimer). */
const DISCLAIMER_FIELD: Record<AssetKind, string> = {
  "google-rsa": "descriptions",
  "microsoft-rsa": "descriptions",
  "meta-ad": "primaryTexts",
  "linkedin-ad": "introText",
  "x-post": "text",
  "linkedin-post": "text",
  "facebook-post": "text",
  "instagram-post": "caption",
  sms: "text",
  email: "body",
};

/** Fields the model never decides: where an ad sends people is the kit's (or the request's). */
export const KEPT_FIELDS = new Set(["finalUrl"]);

export type Findings = { limits: LimitFinding[]; lint: LintFinding[] };

export const findingsOf = (kind: AssetKind, fields: Record<string, unknown>, kit: BrandKit, constraints: GenerateConstraints): Findings => ({
  limits: checkAsset(kind, fields as AssetFields, { settings: constraints.settings }),
  lint: lintAsset(kind, fields as AssetFields, kit),
});

/**
 * Lint findings a model's line must not have: the errors, and the brand's own policies (words to
 * avoid, emoji, exclamation marks), which the offline generator never breaks either. Reading level,
 * casing and unproven claims stay warnings the person sees on the candidate.
 */
const POLICY_RULES: ReadonlySet<string> = new Set(["word-to-avoid", "emoji", "exclamation"]);
const fails = (f: { severity: string; rule: string }) => f.severity === "error" || POLICY_RULES.has(f.rule);

/** The field each error finding is about (lint's field-less ones: the field that carries disclaimers). */
export function failingOf(kind: AssetKind, findings: Findings): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (field: string, message: string) => out.set(field, [...(out.get(field) ?? []), message]);
  for (const f of findings.limits) if (f.severity === "error") add(f.field, f.message);
  for (const f of findings.lint) if (fails(f)) add(f.field ?? DISCLAIMER_FIELD[kind], f.message);
  return out;
}

export type AssetVerdict = {
  /** The offline asset with every field the model wrote well in place of its own. */
  fields: Record<string, unknown>;
  /** Fields taken from the model's answer. */
  modelFields: string[];
  /** Fields the model wrote that fail (or are missing): offline's stand in the merged asset. */
  failing: string[];
  /** Why, as sentences for the second try. */
  problems: string[];
  findings: Findings;
};

/** Judges a whole-asset answer against the offline asset `base` (same kind, same kit). */
export function judgeAsset(kind: AssetKind, answer: string, kit: BrandKit, base: Record<string, unknown>, constraints: GenerateConstraints): AssetVerdict {
  const shape = assetSchemas[kind].shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: { message: string }[] } } }
  >;
  const names = Object.keys(shape).filter((f) => !KEPT_FIELDS.has(f));
  const parsed = parseJsonObjectAnswer(answer);
  if (!parsed)
    return {
      fields: base,
      modelFields: [],
      failing: names,
      problems: ["The answer wasn't JSON following the schema."],
      findings: findingsOf(kind, base, kit, constraints),
    };

  const fields: Record<string, unknown> = { ...base };
  const shaped: string[] = [];
  const problems: string[] = [];
  const failing = new Set<string>();
  for (const name of names) {
    const result = shape[name]!.safeParse(parsed[name]);
    if (result.success) {
      fields[name] = result.data;
      shaped.push(name);
    } else {
      failing.add(name);
      problems.push(`${name}: ${result.error?.issues[0]?.message ?? "missing or of the wrong type"}`);
    }
  }
  const findings = findingsOf(kind, fields, kit, constraints);
  for (const [name, messages] of failingOf(kind, findings)) {
    if (!shaped.includes(name)) continue;
    failing.add(name);
    problems.push(...messages);
  }
  const good = shaped.filter((f) => !failing.has(f));
  const merged = { ...base, ...Object.fromEntries(good.map((f) => [f, fields[f]])) };
  return { fields: merged, modelFields: good, failing: [...failing], problems, findings: failing.size ? findingsOf(kind, merged, kit, constraints) : findings };
}

/** Puts `text` in `current` at field/index (an RSA line keeps its pin). */
export function withLine(current: Record<string, unknown>, field: { name: string; index: number }, text: string): Record<string, unknown> {
  const value = current[field.name];
  if (!Array.isArray(value)) return { ...current, [field.name]: text };
  const list = [...(value as unknown[])];
  const at = Math.min(field.index, list.length);
  const old = list[at];
  list[at] = old && typeof old === "object" ? { ...(old as object), text } : value.length && typeof value[0] === "object" ? { text, pin: null } : text;
  return { ...current, [field.name]: list };
}

/** The text of one line of an asset ("" when absent). */
export function lineOf(fields: Record<string, unknown>, field: { name: string; index: number }): string {
  const { values, list } = fieldValues(fields[field.name]);
  return (list ? values[field.index] : values[0]) ?? "";
}

export type LineVerdict = { text: string | null; problems: string[] };

/** Judges a one-line answer (`{"text": …}`): the asset with it in place has no error on that line. */
export function judgeLine(
  kind: AssetKind,
  answer: string,
  kit: BrandKit,
  current: Record<string, unknown>,
  field: { name: string; index: number },
  constraints: GenerateConstraints,
): LineVerdict {
  let text: unknown;
  try {
    text = (parseJsonAnswer(answer) as { text?: unknown } | null)?.text;
  } catch {
    text = undefined;
  }
  if (typeof text !== "string" || !text.trim()) return { text: null, problems: ['The answer wasn\'t JSON like {"text": "..."}.'] };
  const findings = findingsOf(kind, withLine(current, field, text.trim()), kit, constraints);
  const onLine = <F extends { severity: string; rule: string; field?: string; index?: number }>(f: F) =>
    fails(f) && f.field === field.name && (f.index === undefined || f.index === field.index);
  const problems = [...findings.limits.filter(onLine), ...findings.lint.filter(onLine)].map((f) => f.message);
  return { text: problems.length ? null : text.trim(), problems };
}

const folded = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** The kit facts whose words appear in a model's line: what we can see of where it came from. */
export function factsIn(text: string, kit: BrandKit, brief: Pick<GenerateBrief, "keywords">): LineProvenance["facts"] {
  const line = folded(text);
  const has = (phrase: string) => phrase.trim().length > 1 && line.includes(folded(phrase.trim()));
  const out: FactRef[] = [];
  if (has(kit.brandName)) out.push({ kind: "brand", field: "brandName" });
  if (kit.tagline && has(kit.tagline)) out.push({ kind: "brand", field: "tagline" });
  for (const p of kit.products) if (has(p.name)) out.push({ kind: "product", id: p.id, part: "name" });
  for (const o of kit.offers) if (has(o.text)) out.push({ kind: "offer", id: o.id });
  for (const p of kit.proofPoints) if (has(p.claim)) out.push({ kind: "proof", id: p.id });
  for (const verb of kit.ctaVerbs)
    if (new RegExp(`(^|[^\\p{L}])${folded(verb).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^\\p{L}]|$)`, "u").test(line)) out.push({ kind: "cta", verb });
  kit.disclaimers.forEach((d, index) => {
    if (has(d.text.replace(/[.!?]+$/u, ""))) out.push({ kind: "disclaimer", index });
  });
  for (const k of brief.keywords) if (has(k)) out.push({ kind: "keyword", text: k });
  return out;
}

/** A model-written field's lines with the facts seen in them. */
export function modelProvenance(field: string, value: unknown, kit: BrandKit, brief: Pick<GenerateBrief, "keywords">): LineProvenance[] {
  const { values, list } = fieldValues(value);
  return values.map((text, index) => ({ field, ...(list ? { index } : {}), source: "model" as const, facts: factsIn(text, kit, brief) }));
}

/** The kit narrowed to the brief: the chosen product and offer only, the brief's audience. */
export function focusKit(kit: BrandKit, brief: GenerateBrief): BrandKit {
  const product = brief.product ? kit.products.filter((p) => p.id === brief.product) : [];
  const offer = brief.offer ? kit.offers.filter((o) => o.id === brief.offer) : [];
  return {
    ...kit,
    products: product.length ? product : kit.products,
    offers: offer.length ? offer : kit.offers,
    audience: brief.audience?.trim() || kit.audience,
  };
}
