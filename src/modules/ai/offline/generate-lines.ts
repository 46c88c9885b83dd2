import type { BrandKit, FactRef } from "../contracts/brand-kit";
import { applyCasing } from "./casing";
import { type Fact, type KitFacts, kitFacts, type ProductFacts } from "./facts";
import { FRAMEWORKS, type FrameworkName, fillTemplate, type LineKind, type SlotName, templateSlots } from "./frameworks";
import { hashSeed, seededRandom, shuffled } from "./prng";
import { bigrams, jaccard } from "./similarity";

/** A line the offline generator wrote, with the framework it followed and the kit facts it used. */
export interface GeneratedLine {
  text: string;
  framework: FrameworkName;
  facts: { slot: SlotName; text: string; ref: FactRef }[];
}

export interface LineRequest {
  kind: LineKind;
  /** How many lines the field wants. */
  count: number;
  /** The field's hard limit, in the unit `measure` counts. */
  max: number;
  /** Counts a text in the limit's unit (graphemes unless the platform counts otherwise). */
  measure?: (text: string) => number;
  /** The brand and platform checks a line must pass (brand lint, banned words); every line passes it. */
  accept?: (text: string) => boolean;
  /** Same seed, same kit, same request: same lines. */
  seed: string;
  /** Search terms the lines should cover (an RSA wants several headlines with the keyword). */
  keywords?: readonly string[];
  /** Lines already chosen elsewhere (another field of the asset), to stay distinct from. */
  avoid?: readonly string[];
}

export interface LineResult {
  lines: GeneratedLine[];
  /** How many lines the kit had too few facts for (0 when the request was met). */
  shortBy: number;
}

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
export const graphemes = (text: string) => [...segmenter.segment(text.normalize("NFC"))].length;

/** How many samples of slot values each framework draws per product: enough variety, bounded work. */
const SAMPLES_PER_PRODUCT = 4;
/** Products a field draws from: a kit with thirty products still gives varied lines without thirty times the work. */
const PRODUCTS_PER_FIELD = 8;
/** Lines drawn per line wanted, before choosing. */
const POOL_PER_LINE = 3;
/**
 * Lines this similar (bigram Jaccard) to a chosen one are left out: the platforms want distinct lines.
 * Headlines have three or four bigrams, so one shared phrase is already half: they get more room.
 */
const MAX_SIMILARITY: Record<LineKind, number> = { short: 0.6, sentence: 0.5, post: 0.5, sms: 0.5 };

const pickFrom = <T>(random: () => number, items: readonly T[]): T | undefined => (items.length ? items[Math.floor(random() * items.length)] : undefined);

/** One draw of a fact for every slot, the product-bound ones from the same product. */
function drawSlots(random: () => number, facts: KitFacts, product: ProductFacts | undefined): Partial<Record<SlotName, Fact>> {
  const out: Partial<Record<SlotName, Fact>> = { brand: facts.brand };
  if (facts.tagline) out.tagline = facts.tagline;
  if (product) {
    out.product = product.name;
    out.benefit = pickFrom(random, product.benefits);
    out.feature = pickFrom(random, product.features);
  }
  out.proof = pickFrom(random, facts.proofs);
  out.offer = pickFrom(random, facts.offers);
  out.cta = pickFrom(random, facts.ctas);
  out.keyword = pickFrom(random, facts.keywords);
  return out;
}

/** Every line the kit's facts can make for the request, each in the longest variant that fits and passes. */
function candidates(kit: BrandKit, facts: KitFacts, request: LineRequest, random: () => number): GeneratedLine[] {
  const measure = request.measure ?? graphemes;
  const short = request.kind === "short";
  const keepAsIs = [facts.brand.text, ...facts.products.map((p) => p.name.text)];
  const products: (ProductFacts | undefined)[] = facts.products.length ? shuffled(random, facts.products).slice(0, PRODUCTS_PER_FIELD) : [undefined];
  const out: GeneratedLine[] = [];
  const seen = new Set<string>();
  // Draws repeat (two products, a few verbs): each text is checked once.
  const refused = new Set<string>();
  // Draws in a seeded order, until the pool holds a few times what the field needs: enough to choose
  // distinct lines from, without checking every line the kit could make.
  const jobs = shuffled(
    random,
    FRAMEWORKS[request.kind].flatMap((framework) => products.flatMap((product) => Array.from({ length: SAMPLES_PER_PRODUCT }, () => ({ framework, product })))),
  );
  const enough = Math.max(12, POOL_PER_LINE * request.count);
  for (const { framework, product } of jobs) {
    if (out.length >= enough) break;
    const slots = drawSlots(random, facts, product);
    const values = Object.fromEntries(Object.entries(slots).map(([name, fact]) => [name, fact?.text])) as Partial<Record<SlotName, string>>;
    for (const variant of framework.variants) {
      const filled = fillTemplate(variant, values, keepAsIs);
      if (filled === null) continue;
      const text = applyCasing(filled, kit.casing, short);
      if (measure(text) > request.max) continue;
      const key = text.toLowerCase();
      if (seen.has(key)) break;
      if (refused.has(text)) continue;
      if (request.accept && !request.accept(text)) {
        refused.add(text);
        continue;
      }
      seen.add(key);
      const used = templateSlots(variant).map(({ name }) => ({ slot: name, text: slots[name]!.text, ref: slots[name]!.ref }));
      out.push({ text, framework: framework.name, facts: used });
      break;
    }
  }
  return out;
}

const mentions = (text: string, keywords: readonly string[]) => {
  const lower = text.toLowerCase();
  return keywords.some((keyword) => keyword && lower.includes(keyword.toLowerCase()));
};

/**
 * Lines for one field: drawn from the kit's facts through the frameworks, kept only when within the
 * field's limit and the brand checks, then chosen for keyword coverage, use of the space, variety of
 * frameworks and distinctness from each other.
 */
export function generateLines(kit: BrandKit, request: LineRequest): LineResult {
  const random = seededRandom(hashSeed("lines", request.seed, request.kind, request.max, request.count));
  const keywords = request.keywords ?? [];
  const facts = kitFacts(kit, keywords);
  const pool = candidates(kit, facts, request, random);
  const measure = request.measure ?? graphemes;
  const wantKeyword = Math.min(3, request.count);
  const chosen: GeneratedLine[] = [];
  const takenGrams = (request.avoid ?? []).map(bigrams);
  const grams = new Map(pool.map((line) => [line, bigrams(line.text)] as const));
  const length = new Map(pool.map((line) => [line, Math.min(1, measure(line.text) / request.max)] as const));
  const hasKeyword = new Map(pool.map((line) => [line, keywords.length > 0 && mentions(line.text, keywords)] as const));
  const frameworksUsed = new Map<FrameworkName, number>();
  const open = new Set(pool);
  let withKeyword = 0;

  while (chosen.length < request.count && open.size > 0) {
    let best: { line: GeneratedLine; score: number } | null = null;
    for (const line of open) {
      const lineGrams = grams.get(line)!;
      if (takenGrams.some((taken) => jaccard(taken, lineGrams) >= MAX_SIMILARITY[request.kind])) {
        open.delete(line);
        continue;
      }
      const score = length.get(line)! + (hasKeyword.get(line) && withKeyword < wantKeyword ? 2 : 0) - 0.6 * (frameworksUsed.get(line.framework) ?? 0);
      if (!best || score > best.score) best = { line, score };
    }
    if (!best) break;
    chosen.push(best.line);
    open.delete(best.line);
    takenGrams.push(grams.get(best.line)!);
    frameworksUsed.set(best.line.framework, (frameworksUsed.get(best.line.framework) ?? 0) + 1);
    if (hasKeyword.get(best.line)) withKeyword++;
  }
  return { lines: chosen, shortBy: request.count - chosen.length };
}
