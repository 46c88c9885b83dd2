/**
 * Brand lint: copy against a brand kit. `lintCopy` checks one text (live, as a person types);
 * `lintAsset` checks every text of an asset and, once per asset, the disclaimers its channel needs.
 * Findings say which rule fired and where (UTF-16 offsets in the text as typed). Pure and zod-free.
 * The kit's words are data: they are matched as literal phrases and quoted in messages, never run.
 */
import type { BrandKit } from "../contracts/brand-kit";
import { assetChannel, type AssetKind } from "../contracts/assets.constants";
import type { CopyChannel } from "../contracts/brand-kit.constants";
import type { AssetFields } from "../contracts/assets";
import { fieldLabel, fieldValues } from "../limits/fields";
import { findClaims, foldAll, isBacked } from "./claims";
import { findFolded, fold, foldPhrase } from "./fold";
import { casingOffPolicy, emojiOverPolicy, exclamationsOverPolicy, kitNames } from "./policies";
import { readability } from "./readability";

export const lintRules = ["word-to-avoid", "banned-claim", "unproven-claim", "missing-disclaimer", "emoji", "exclamation", "casing", "reading-level"] as const;
export type LintRule = (typeof lintRules)[number];

export type LintFinding = {
  rule: LintRule;
  severity: "error" | "warning";
  message: string;
  /** The asset's field and list item, when linted as part of an asset. */
  field?: string;
  index?: number;
  /** Where in the text (UTF-16 offsets, end exclusive); a missing disclaimer has none. */
  start?: number;
  end?: number;
  /** The text that fired the rule, as typed. */
  match?: string;
};

export type LintCopyOptions = {
  /** Where the text goes; with `whole`, the kit's disclaimers for that channel are required in it. */
  channel?: Exclude<CopyChannel, "all">;
  /** The text is a whole piece (an SMS, a post typed in one box), so it must carry its channel's disclaimers. */
  whole?: boolean;
  /** Apply the casing policy (headline-like lines: headlines, subjects). */
  casing?: boolean;
  /** The text is HTML: tags and their attributes are not copy (offsets still point into the HTML). */
  html?: boolean;
};

const q = (s: string) => `“${s.trim()}”`;

const BLOCK_TAG = /^<\/?(p|li|h[1-6]|div|br|tr|td|th|ul|ol|blockquote|table|section|hr)\b/i;

/**
 * Tags, comments, style and script blanked to spaces of the same length, so offsets still point into
 * the HTML. A block tag (paragraph, list item, heading…) becomes a paragraph break, so a heading and a
 * list item read as separate sentences, as they do on screen.
 */
export function htmlCopy(html: string): string {
  return html.replace(/<(style|script)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<[^>]*>|&[a-z]+;|&#\d+;/gi, (m) =>
    BLOCK_TAG.test(m) && m.length >= 2 ? "\n\n" + " ".repeat(m.length - 2) : " ".repeat(m.length),
  );
}

/** Memo of a kit's folded backing texts and names (one kit is linted many times in a row). */
type Prepared = { backing: ReturnType<typeof foldAll>; names: Set<string>; avoid: string[]; banned: string[] };
const prepared = new WeakMap<BrandKit, Prepared>();
function prepare(kit: BrandKit): Prepared {
  let p = prepared.get(kit);
  if (!p) {
    p = {
      backing: foldAll([...kit.proofPoints.map((x) => x.claim), ...kit.offers.map((o) => o.text)]),
      names: kitNames(kit),
      avoid: kit.wordsToAvoid.map(foldPhrase),
      banned: kit.bannedClaims.map(foldPhrase),
    };
    prepared.set(kit, p);
  }
  return p;
}

/** One text against the kit: words to avoid, banned claims, unproven claims, emoji, exclamation marks, casing (when asked) and reading level. */
export function lintCopy(text: string, kit: BrandKit, options: LintCopyOptions = {}): LintFinding[] {
  const copy = options.html ? htmlCopy(text) : text;
  const folded = fold(copy);
  const { backing, names, avoid, banned: bannedClaims } = prepare(kit);
  const out: LintFinding[] = [];
  const at = (start: number, end: number) => ({ start, end, match: text.slice(start, end) });

  const banned: { start: number; end: number }[] = [];
  for (const claim of bannedClaims)
    for (const m of findFolded(folded, claim)) {
      banned.push(m);
      out.push({
        rule: "banned-claim",
        severity: "error",
        ...at(m.start, m.end),
        message: `${q(text.slice(m.start, m.end))} is a claim the brand never makes; remove it.`,
      });
    }
  for (const word of avoid)
    for (const m of findFolded(folded, word))
      out.push({
        rule: "word-to-avoid",
        severity: "warning",
        ...at(m.start, m.end),
        message: `${q(text.slice(m.start, m.end))} is on the brand's list of words to avoid.`,
      });

  for (const c of findClaims(folded)) {
    if (banned.some((b) => c.start < b.end && b.start < c.end)) continue;
    if (isBacked(c.term, backing)) continue;
    out.push({
      rule: "unproven-claim",
      severity: "warning",
      ...at(c.start, c.end),
      message: `${q(text.slice(c.start, c.end))} is a claim with no proof in the brand kit; add a proof point that states it, or soften the line.`,
    });
  }

  const emoji = emojiOverPolicy(copy, kit.emoji);
  for (const e of emoji)
    out.push({
      rule: "emoji",
      severity: "warning",
      ...at(e.start, e.end),
      message: kit.emoji === "none" ? "The brand uses no emoji; remove this one." : "The brand uses one emoji at most in a text; remove this one.",
    });
  for (const e of exclamationsOverPolicy(copy, kit.exclamation))
    out.push({
      rule: "exclamation",
      severity: "warning",
      ...at(e.start, e.end),
      message: kit.exclamation === "none" ? "The brand doesn't use exclamation marks." : "The brand uses one exclamation mark at most in a text.",
    });

  if (options.casing) {
    const off = casingOffPolicy(copy, kit.casing, names);
    if (off.length > 0) {
      const listed = off.map((w) => q(w.match)).join(", ");
      out.push({
        rule: "casing",
        severity: "warning",
        ...at(off[0]!.start, off[off.length - 1]!.end),
        message:
          kit.casing === "title"
            ? `The brand writes headlines in Title Case: capitalise ${listed}.`
            : `The brand writes in sentence case: only the first word and names take a capital (${listed}).`,
      });
    }
  }

  const level = readability(copy);
  if (level && level.grade > kit.maxReadingGrade)
    out.push({
      rule: "reading-level",
      severity: "warning",
      start: 0,
      end: text.length,
      message: `This reads at grade ${level.grade.toFixed(1)}; the brand aims for grade ${kit.maxReadingGrade} or lower. Use shorter sentences and plainer words.`,
    });
  if (options.whole && options.channel) out.push(...missingDisclaimers([copy], kit, options.channel, "text"));
  return out.sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
}

/** The kit's disclaimers for a channel that none of the texts carries (case, accents and final punctuation aside). */
function missingDisclaimers(texts: string[], kit: BrandKit, channel: Exclude<CopyChannel, "all">, what: string): LintFinding[] {
  const whole = fold(texts.join("\n"));
  const out: LintFinding[] = [];
  for (const d of kit.disclaimers) {
    if (!d.channels.includes("all") && !d.channels.includes(channel)) continue;
    const phrase = foldPhrase(d.text).replace(/[.!?]+$/u, "");
    if (!phrase || findFolded(whole, phrase).length > 0) continue;
    out.push({ rule: "missing-disclaimer", severity: "error", message: `This ${what} needs the brand's disclaimer ${q(d.text)}; add it.` });
  }
  return out;
}

/** Fields that are copy, and the ones the casing policy applies to, per asset kind (URLs aren't copy). */
const copyFields: Record<AssetKind, { fields: string[]; casing: string[]; html?: string }> = {
  "google-rsa": { fields: ["headlines", "descriptions", "path1", "path2"], casing: ["headlines"] },
  "microsoft-rsa": { fields: ["headlines", "descriptions", "path1", "path2"], casing: ["headlines"] },
  "meta-ad": { fields: ["primaryTexts", "headlines", "descriptions"], casing: ["headlines"] },
  "linkedin-ad": { fields: ["introText", "headline", "description"], casing: ["headline"] },
  "x-post": { fields: ["text"], casing: [] },
  "linkedin-post": { fields: ["text"], casing: [] },
  "facebook-post": { fields: ["text"], casing: [] },
  "instagram-post": { fields: ["caption"], casing: [] },
  sms: { fields: ["text"], casing: [] },
  email: { fields: ["subject", "preheader", "body"], casing: ["subject"], html: "body" },
};

/** Every copy field of an asset, plus each disclaimer the kit requires on the asset's channel that none of its texts carries. */
export function lintAsset<K extends AssetKind>(kind: K, fields: AssetFields<K>, kit: BrandKit): LintFinding[] {
  const spec = copyFields[kind];
  const record = fields as Record<string, unknown>;
  const channel = assetChannel[kind];
  const out: LintFinding[] = [];
  const all: string[] = [];
  for (const field of spec.fields) {
    const { values, list } = fieldValues(record[field]);
    const html = spec.html === field;
    values.forEach((v, i) => {
      if (!v) return;
      all.push(html ? htmlCopy(v) : v);
      for (const f of lintCopy(v, kit, { channel, casing: spec.casing.includes(field), html }))
        out.push({
          ...f,
          field,
          ...(list ? { index: i } : {}),
          message: `${fieldLabel(kind, field, list ? i : undefined)}: ${f.message.replace(/^(The|This) /, (m) => m.toLowerCase())}`,
        });
    });
  }
  out.push(...missingDisclaimers(all, kit, channel, assetLabel(kind)));
  return out;
}

const assetLabel = (kind: AssetKind) => (kind === "sms" ? "SMS" : kind === "email" ? "email" : kind.endsWith("rsa") || kind.endsWith("-ad") ? "ad" : "post");
