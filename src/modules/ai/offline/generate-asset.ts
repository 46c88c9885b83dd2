import { type AssetFields } from "../contracts/assets";
import { assetChannel, type AssetKind } from "../contracts/assets.constants";
import type { BrandKit } from "../contracts/brand-kit";
import { checkAsset, type LimitFinding } from "../limits/check";
import { countSms, measureText } from "../limits/measure";
import { fieldConstraints, type FieldConstraint, type LimitSettings } from "../limits/platform-limits";
import { lintAsset, lintCopy, type LintFinding } from "../lint/brand-lint";
import type { LineKind } from "./frameworks";
import { type GeneratedLine, generateLines } from "./generate-lines";
import { OUTLINE_NOTE, outline } from "./outline";
import { displayPaths } from "./paths";

/** What a field of an asset is written as: a list of lines or one text, of a line kind, within a budget. */
type FieldPlan = { field: string; kind: LineKind; count: number; list: boolean; budget?: number; disclaimers?: boolean; hashtags?: boolean };

/**
 * How the offline generator writes each asset kind. Budgets below a platform's maximum are the length
 * people read before "See more" or the length the frameworks write well; the limits table decides the rest.
 */
const PLANS: Record<Exclude<AssetKind, "email">, FieldPlan[]> = {
  "google-rsa": [
    { field: "headlines", kind: "short", count: 15, list: true },
    { field: "descriptions", kind: "sentence", count: 4, list: true },
  ],
  "microsoft-rsa": [
    { field: "headlines", kind: "short", count: 15, list: true },
    { field: "descriptions", kind: "sentence", count: 4, list: true },
  ],
  "meta-ad": [
    { field: "primaryTexts", kind: "sentence", count: 3, list: true, disclaimers: true },
    { field: "headlines", kind: "short", count: 3, list: true },
    { field: "descriptions", kind: "short", count: 3, list: true },
  ],
  "linkedin-ad": [
    { field: "introText", kind: "sentence", count: 1, list: false, disclaimers: true },
    { field: "headline", kind: "short", count: 1, list: false },
    { field: "description", kind: "sentence", count: 1, list: false },
  ],
  "x-post": [{ field: "text", kind: "post", count: 1, list: false, disclaimers: true, hashtags: true }],
  "linkedin-post": [{ field: "text", kind: "post", count: 1, list: false, budget: 700, disclaimers: true, hashtags: true }],
  "facebook-post": [{ field: "text", kind: "post", count: 1, list: false, budget: 700, disclaimers: true }],
  "instagram-post": [{ field: "caption", kind: "post", count: 1, list: false, budget: 700, disclaimers: true, hashtags: true }],
  sms: [{ field: "text", kind: "sms", count: 1, list: false, disclaimers: true }],
};

export interface OfflineAssetOptions {
  /** Same seed, kit and options: same asset. */
  seed: string;
  keywords?: readonly string[];
  /** Where the ad sends people; the kit's website when not given. */
  finalUrl?: string;
  settings?: Partial<LimitSettings>;
}

/** One generated asset: its fields, the kit facts behind every line, and the checks it was written to pass. */
export interface OfflineCandidate<K extends AssetKind = AssetKind> {
  kind: K;
  fields: AssetFields<K>;
  /** Per field (and list item), the framework and kit facts it came from. */
  provenance: { field: string; index?: number; line: GeneratedLine }[];
  /** Lines the kit had too few facts for, per field ("add products or benefits to get more"). */
  shortBy: Record<string, number>;
  /** The limits table's findings and brand lint's, after generation (empty when the kit allowed a clean asset). */
  limitFindings: LimitFinding[];
  lintFindings: LintFinding[];
  /** Said when the offline generator only planned the copy (long-form). */
  note?: string;
}

const LINE_KIND_BUDGET: Record<LineKind, number> = { short: 30, sentence: 90, post: 280, sms: 160 };

/** The length budget of a field: the guidance, else the hard limit, else the plan's own budget, whichever is least. */
function budgetOf(plan: FieldPlan, constraint: FieldConstraint | undefined): number {
  const limits = [constraint?.softMax, constraint?.hardMax, plan.budget].filter((n): n is number => typeof n === "number");
  return limits.length ? Math.min(...limits) : LINE_KIND_BUDGET[plan.kind];
}

const disclaimersFor = (kit: BrandKit, kind: AssetKind) =>
  kit.disclaimers.filter((d) => d.channels.includes("all") || d.channels.includes(assetChannel[kind])).map((d) => d.text.trim());

const hashtag = (keyword: string) =>
  "#" +
  keyword
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * An asset written by the offline generator: each field from the brand kit's facts through the copy
 * frameworks, within the limits table and brand lint, with the kit's required disclaimers and, for
 * social posts, hashtags from the keywords. Email bodies are planned as an outline (see `note`).
 */
export function generateOfflineAsset<K extends AssetKind>(kind: K, kit: BrandKit, options: OfflineAssetOptions): OfflineCandidate<K> {
  const constraints = fieldConstraints(kind, options.settings);
  const channel = assetChannel[kind];
  const keywords = options.keywords ?? [];
  const finalUrl = options.finalUrl ?? kit.website;
  const disclaimers = disclaimersFor(kit, kind);
  const record: Record<string, unknown> = {};
  const provenance: OfflineCandidate["provenance"] = [];
  const shortBy: Record<string, number> = {};
  const chosen: string[] = [];
  let note: string | undefined;

  if (kind === "email") {
    const lines = (field: string, lineKind: LineKind, count = 1) => {
      const max = budgetOf({ field, kind: lineKind, count, list: false }, constraints[field]);
      const accept = (text: string) => lintCopy(text, kit, { channel, casing: field === "subject" }).length === 0;
      return generateLines(kit, { kind: lineKind, count, max, accept, seed: `${options.seed}/${field}`, keywords });
    };
    const subject = lines("subject", "short");
    const preheader = lines("preheader", "sentence");
    const plan = outline(kit, { seed: options.seed, channel, keywords, accept: (text) => lintCopy(text, kit, { channel }).length === 0 });
    record.subject = subject.lines[0]?.text ?? "";
    record.preheader = preheader.lines[0]?.text ?? "";
    record.body = plainEnough(plan.sections, (html) => lintCopy(html, kit, { channel, html: true }).length === 0);
    if (subject.lines[0]) provenance.push({ field: "subject", line: subject.lines[0] });
    if (preheader.lines[0]) provenance.push({ field: "preheader", line: preheader.lines[0] });
    shortBy.subject = subject.shortBy;
    shortBy.preheader = preheader.shortBy;
    note = OUTLINE_NOTE;
  } else {
    const search = kind === "google-rsa" || kind === "microsoft-rsa";
    // A search ad's disclaimer is a description of its own (see addSearchDisclaimer): one line fewer to write.
    const searchDisclaimer = search ? searchDisclaimerText(disclaimers, constraints.descriptions) : "";
    for (const plan of PLANS[kind as Exclude<AssetKind, "email">]) {
      const constraint = constraints[plan.field];
      const unit = constraint?.unit ?? "graphemes";
      const measure = (text: string) => measureText(text, unit, { xMax: options.settings?.xWeightedMax });
      const required = plan.disclaimers ? disclaimers : [];
      const tags = plan.hashtags
        ? keywords
            .map(hashtag)
            .filter((tag) => tag.length > 1)
            .slice(0, 3)
            .join(" ")
        : "";
      const join = (parts: string[]) => parts.filter(Boolean).join(plan.kind === "post" ? "\n\n" : " ");
      const max = budgetOf(plan, constraint);
      // The line keeps room for the disclaimers (required); hashtags go in when they fit. SMS stays in one part.
      const fits = (text: string) => measure(text) <= max && (plan.kind !== "sms" || oneTextMessage(text));
      // Checked as it will read: the line with its disclaimers (and, below, its hashtags).
      const clean = (text: string) => lintCopy(text, kit, { channel, casing: plan.kind === "short" }).length === 0;
      const accept = (line: string) => fits(join([line, ...required])) && clean(join([line, ...required]));
      const count = plan.field === "descriptions" && searchDisclaimer ? plan.count - 1 : plan.count;
      const result = generateLines(kit, { kind: plan.kind, count, max, measure, accept, seed: `${options.seed}/${plan.field}`, keywords, avoid: chosen });
      shortBy[plan.field] = result.shortBy;
      const texts = result.lines.map((line) => {
        chosen.push(line.text);
        const withTags = join([line.text, ...required, tags]);
        return tags && fits(withTags) && clean(withTags) ? withTags : join([line.text, ...required]);
      });
      result.lines.forEach((line, index) => provenance.push({ field: plan.field, ...(plan.list ? { index } : {}), line }));
      if (search) record[plan.field] = texts.map((text) => ({ text, pin: null }));
      else record[plan.field] = plan.list ? texts : (texts[0] ?? "");
    }
    if (search) {
      const descriptions = record.descriptions as { text: string; pin: 1 | 2 | null }[];
      // Pinned only beside an unpinned line: the platforms need a description free for position 1.
      if (searchDisclaimer) descriptions.push({ text: searchDisclaimer, pin: descriptions.length > 0 ? 2 : null });
      Object.assign(record, displayPaths(kit, keywords, constraints.path1?.hardMax ?? 15));
    }
    if ("finalUrl" in constraints) record.finalUrl = finalUrl;
  }

  const fields = record as AssetFields<K>;
  return {
    kind,
    fields,
    provenance,
    shortBy,
    limitFindings: checkAsset(kind, fields, { settings: options.settings }),
    lintFindings: lintAsset(kind, fields, kit),
    ...(note ? { note } : {}),
  };
}

/**
 * A search ad's required disclaimers as one description, pinned to position 2 so it always shows
 * (pins are only for legal and brand lines); empty when there are none or they don't fit in one.
 */
function searchDisclaimerText(disclaimers: string[], constraint: FieldConstraint | undefined): string {
  const text = disclaimers.join(" ");
  return text && measureText(text, "characters") <= (constraint?.hardMax ?? 90) ? text : "";
}

/** Plain ASCII without GSM-7's two-unit characters: one part up to 160, no need to ask the counter. */
const PLAIN_GSM = /^[\x20-\x5a\x5f\x61-\x7a\n\r]*$/;

/** True when an SMS goes in one part (70 characters always do; plain text up to 160; else the counter decides). */
export function oneTextMessage(text: string): boolean {
  if (text.length <= 70 || (text.length <= 160 && PLAIN_GSM.test(text))) return true;
  return countSms(text).segments <= 1;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The outline as HTML, with points left out (the longest first, never a section's only point or the
 * small print) until the whole reads within the brand's checks, such as its reading level.
 */
function plainEnough(sections: ReturnType<typeof outline>["sections"], clean: (html: string) => boolean): string {
  let kept = sections.map((s) => ({ ...s, points: [...s.points] }));
  let html = outlineHtml(kept);
  while (!clean(html)) {
    const candidates = kept.filter((s) => s.heading !== "Small print" && s.points.length > 1).flatMap((s) => s.points.map((p) => ({ s, p })));
    if (!candidates.length) break;
    const longest = candidates.reduce((a, b) => (b.p.text.length > a.p.text.length ? b : a));
    longest.s.points = longest.s.points.filter((p) => p !== longest.p);
    kept = kept.filter((s) => s.points.length > 0);
    html = outlineHtml(kept);
  }
  return html;
}

/** An outline as the email body a person or a model expands: a heading and points per section. */
function outlineHtml(sections: ReturnType<typeof outline>["sections"]): string {
  return sections.map((s) => `<h2>${escapeHtml(s.heading)}</h2>\n<ul>${s.points.map((p) => `<li>${escapeHtml(p.text)}</li>`).join("")}</ul>`).join("\n");
}

/**
 * `n` assets of one kind, each from its own seed (`<seed>/<i>`), so "generate 5 variants" gives five
 * different ones and the same request gives the same five.
 */
export function generateOffline<K extends AssetKind>(
  task: { kind: K; seed: string; keywords?: readonly string[]; finalUrl?: string },
  kit: BrandKit,
  constraints: { settings?: Partial<LimitSettings> } = {},
  n = 1,
): OfflineCandidate<K>[] {
  return Array.from({ length: n }, (_, i) =>
    generateOfflineAsset(task.kind, kit, { seed: `${task.seed}/${i}`, keywords: task.keywords, finalUrl: task.finalUrl, settings: constraints.settings }),
  );
}
