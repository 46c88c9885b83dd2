import { z } from "zod";
import { text } from "@/lib/text";
import { BRAND_KIT_LIMITS as L, casingPolicies, copyChannels, emojiPolicies, exclamationPolicies, logoVariants } from "./brand-kit.constants";

/**
 * A brand kit as the ai module reads it: the facts copy is built from (brand, products, proof,
 * offers) and the rules every line is checked against (voice, words, claims, disclaimers, policies).
 * Facts carry ids so a generated line can say which facts it came from (`factRef`). The assets module
 * stores kits and owns their forms; this is the one shape they hand to `generate` and to brand lint.
 */

const id = text().trim().min(1).max(40);
const bounded = (max: number, what: string) =>
  text()
    .trim()
    .max(max, { error: `Keep the ${what} under ${max.toLocaleString("en")} characters` });
const required = (max: number, what: string) => bounded(max, what).min(1, { error: `Enter the ${what}` });
const list = <T extends z.ZodType>(item: T, max: number, what: string) => z.array(item).max(max, { error: `Keep up to ${max} ${what}` });
const word = required(L.word, "word or phrase");

export const brandProduct = z.object({
  id,
  name: required(L.productName, "product name"),
  description: bounded(L.productText, "product description"),
  benefits: list(required(L.productText, "benefit"), L.productPoints, "benefits"),
  features: list(required(L.productText, "feature"), L.productPoints, "features"),
});
export type BrandProduct = z.infer<typeof brandProduct>;

/** A claim the brand may make, with what backs it. Claims in copy without a proof here are flagged. */
export const proofPoint = z.object({ id, claim: required(L.claim, "claim"), proof: required(L.proof, "proof") });
export type ProofPoint = z.infer<typeof proofPoint>;

export const brandOffer = z.object({ id, text: required(L.offer, "offer") });
export type BrandOffer = z.infer<typeof brandOffer>;

export const requiredDisclaimer = z.object({
  text: required(L.disclaimer, "disclaimer"),
  channels: z.array(z.enum(copyChannels)).min(1, { error: "Choose where the disclaimer applies" }),
});
export type RequiredDisclaimer = z.infer<typeof requiredDisclaimer>;

const slider = z.number().int().min(0).max(100);

export const brandKit = z.object({
  name: required(L.name, "brand kit name"),
  brandName: required(L.brandName, "brand name"),
  tagline: bounded(L.tagline, "tagline"),
  description: bounded(L.description, "description"),
  audience: bounded(L.audience, "audience"),
  website: bounded(300, "website"),
  products: list(brandProduct, L.products, "products"),
  proofPoints: list(proofPoint, L.proofPoints, "proof points"),
  offers: list(brandOffer, L.offers, "offers"),
  voice: z.object({
    formality: slider,
    humour: slider,
    respect: slider,
    enthusiasm: slider,
    rules: list(required(L.rule, "voice rule"), L.rules, "voice rules"),
  }),
  wordsToUse: list(word, L.words, "words to use"),
  wordsToAvoid: list(word, L.words, "words to avoid"),
  bannedClaims: list(required(L.claim, "banned claim"), L.bannedClaims, "banned claims"),
  disclaimers: list(requiredDisclaimer, L.disclaimers, "disclaimers"),
  ctaVerbs: list(word, L.ctaVerbs, "call-to-action verbs"),
  emoji: z.enum(emojiPolicies),
  casing: z.enum(casingPolicies),
  exclamation: z.enum(exclamationPolicies),
  /** Highest reading grade copy may reach (Flesch–Kincaid). */
  maxReadingGrade: z.number().int().min(L.minGrade).max(L.maxGrade),
  colours: list(
    z.object({ name: required(40, "colour name"), hex: text().regex(/^#[0-9a-f]{6}$/i, { error: "Enter a colour as # and six hex digits" }) }),
    L.colours,
    "colours",
  ),
  fonts: z.object({ heading: bounded(80, "heading font"), body: bounded(80, "body font") }),
  logos: list(z.object({ variant: z.enum(logoVariants), url: bounded(2000, "logo address") }), logoVariants.length, "logo variants"),
  exampleCopy: list(z.object({ channel: z.enum(copyChannels), text: required(L.example, "example") }), L.exampleCopy, "examples"),
});
export type BrandKit = z.infer<typeof brandKit>;

/**
 * Where a generated line's words came from: a fact of the kit. `brand` facts are the kit's own fields
 * (brandName, tagline, description, audience); the others point at a list entry by id.
 */
export type FactRef =
  | { kind: "brand"; field: "brandName" | "tagline" | "description" | "audience" }
  | { kind: "product"; id: string; part?: "name" | "description" | "benefit" | "feature"; index?: number }
  | { kind: "proof"; id: string }
  | { kind: "offer"; id: string }
  | { kind: "cta"; verb: string }
  | { kind: "disclaimer"; index: number }
  | { kind: "keyword"; text: string };
