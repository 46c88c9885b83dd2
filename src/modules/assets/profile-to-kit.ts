import type { BrandKit, BrandProduct, VoiceSlider } from "@/modules/ai";
import { BRAND_KIT_LIMITS as L } from "@/modules/ai";
import type { CompanyProfile } from "@/modules/identity";
import { COMPANY_LOGO_URL } from "./contracts/brand-kits.constants";

type ToneTrait = CompanyProfile["toneTraits"][number];

/** Cuts a text to `max` characters at the last word that fits (never mid-word), with an ellipsis when cut. */
export function clip(value: string, max: number): string {
  const text = value.trim();
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(" ");
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** An id for a list entry, from its name: "House espresso blend" → "house-espresso-blend"; unique in `taken`. */
export function factId(name: string, taken: Set<string>, fallback: string): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 32)
      .replace(/-+$/, "") || fallback;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * How each tone trait of the profile leans the four voice sliders (0 is the left word: formal,
 * serious, respectful, matter-of-fact). Every slider starts in the middle; the chosen traits add up.
 */
const traitLean: Record<ToneTrait, Partial<Record<VoiceSlider, number>>> = {
  friendly: { formality: 15, enthusiasm: 10 },
  professional: { formality: -20, humour: -10 },
  playful: { humour: 25, formality: 10, respect: 10 },
  bold: { respect: 15, enthusiasm: 15 },
  authoritative: { formality: -15, humour: -10 },
  empathetic: { respect: -20 },
  witty: { humour: 25, respect: 10 },
  concise: { enthusiasm: -10 },
  inspiring: { enthusiasm: 20 },
  casual: { formality: 25 },
  formal: { formality: -30, humour: -10 },
  technical: { formality: -10, enthusiasm: -10 },
};

export function voiceFromTraits(traits: readonly ToneTrait[]): Record<VoiceSlider, number> {
  const voice: Record<VoiceSlider, number> = { formality: 50, humour: 50, respect: 50, enthusiasm: 50 };
  for (const trait of traits) {
    for (const [slider, lean] of Object.entries(traitLean[trait]) as [VoiceSlider, number][]) voice[slider] += lean;
  }
  for (const slider of Object.keys(voice) as VoiceSlider[]) voice[slider] = Math.min(100, Math.max(0, voice[slider]));
  return voice;
}

const and = (items: readonly string[]) => items.join(", ").replace(/, (?=[^,]*$)/, " and ");
const colourNames = ["Primary", "Secondary", "Accent"];

/** A kit with nothing in it but its names: the start of a blank kit. */
export function blankKit(name: string, brandName: string): BrandKit {
  return {
    name,
    brandName,
    tagline: "",
    description: "",
    audience: "",
    website: "",
    products: [],
    proofPoints: [],
    offers: [],
    voice: { formality: 50, humour: 50, respect: 50, enthusiasm: 50, rules: [] },
    wordsToUse: [],
    wordsToAvoid: [],
    bannedClaims: [],
    disclaimers: [],
    ctaVerbs: [],
    emoji: "sparingly",
    casing: "sentence",
    exclamation: "one",
    maxReadingGrade: 8,
    colours: [],
    fonts: { heading: "", body: "" },
    logos: [],
    exampleCopy: [],
  };
}

/**
 * A first brand kit drawn from the company profile: only what the profile says, placed where the kit
 * keeps it (products with ids, audiences as one audience text, tone traits as voice sliders and a
 * written rule, words, colours, the logo as the primary logo). What the profile doesn't hold (proof
 * points, offers, disclaimers, CTA verbs, fonts) stays empty for a person to fill in.
 */
export function kitFromProfile(profile: CompanyProfile, { name, hasLogo }: { name: string; hasLogo: boolean }): BrandKit {
  const kit = blankKit(name, clip(profile.companyName, L.brandName) || name);
  const ids = new Set<string>();
  const products: BrandProduct[] = profile.products.slice(0, L.products).map((p, i) => ({
    id: factId(p.name, ids, `product-${i + 1}`),
    name: clip(p.name, L.productName),
    description: clip(p.valueProposition, L.productText),
    benefits: [],
    features: [],
  }));
  const audience = profile.audiences
    .map((a) => {
      const about = [a.description, a.painsAndGoals].filter((part) => part.trim()).join(" ");
      return about ? `${a.name}: ${about}` : a.name;
    })
    .join(" ")
    .trim();
  const traits = profile.toneTraits;
  const formalish = traits.some((t) => t === "formal" || t === "professional" || t === "authoritative");
  const playful = traits.some((t) => t === "playful" || t === "casual" || t === "witty");
  return {
    ...kit,
    description: clip(profile.description, L.description),
    audience: clip(audience, L.audience),
    website: profile.website,
    products,
    voice: { ...voiceFromTraits(traits), rules: traits.length > 0 ? [`Sound ${and(traits)}.`] : [] },
    wordsToUse: dedupe(profile.wordsToUse).slice(0, L.words),
    wordsToAvoid: dedupe(profile.wordsToAvoid).slice(0, L.words),
    emoji: formalish ? "none" : playful ? "freely" : "sparingly",
    exclamation: formalish ? "none" : "one",
    maxReadingGrade: traits.includes("technical") ? 10 : 8,
    colours: profile.brandColors.slice(0, L.colours).map((hex, i) => ({ name: colourNames[i] ?? `Colour ${i + 1}`, hex })),
    logos: hasLogo ? [{ variant: "primary", url: COMPANY_LOGO_URL }] : [],
    exampleCopy: profile.toneExamples
      .filter((t) => t.trim())
      .slice(0, L.exampleCopy)
      .map((text) => ({ channel: "all", text: clip(text, L.example) })),
  };
}

function dedupe(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((w) => {
    const key = w.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
