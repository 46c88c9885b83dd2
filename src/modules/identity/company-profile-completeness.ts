import type { CompanyProfile } from "./contracts/company-profile.contracts";

/**
 * How complete a company profile is, for the meter on the profile page and the home checklist
 * (done from 60). Weights follow what the AI gains from each part: who you sell to and what you sell
 * (15 each) matter most; name and description (10) frame everything; competitors and tone (10 each)
 * set the angle and the voice; the rest (5 each) polish it. The weights add up to 100.
 */
export type CompletenessPart = { key: string; weight: number; missing: string; done: (p: CompanyProfile & { hasLogo: boolean }) => boolean };

const filled = (s: string) => s.trim().length > 0;

export const completenessParts: readonly CompletenessPart[] = [
  { key: "companyName", weight: 10, missing: "Add your company name", done: (p) => filled(p.companyName) },
  { key: "description", weight: 10, missing: "Describe what your company does", done: (p) => filled(p.description) },
  { key: "website", weight: 5, missing: "Add your website", done: (p) => filled(p.website) },
  { key: "industry", weight: 5, missing: "Add your industry", done: (p) => filled(p.industry) },
  { key: "size", weight: 5, missing: "Choose your company size", done: (p) => p.size !== null },
  { key: "products", weight: 15, missing: "Add your products and services", done: (p) => p.products.length > 0 },
  { key: "audiences", weight: 15, missing: "Describe your target audiences", done: (p) => p.audiences.length > 0 },
  { key: "competitors", weight: 10, missing: "Add your competitors", done: (p) => p.competitors.length > 0 },
  { key: "toneTraits", weight: 5, missing: "Choose your tone of voice", done: (p) => p.toneTraits.length > 0 },
  { key: "toneExamples", weight: 5, missing: "Add example sentences in your voice", done: (p) => p.toneExamples.length > 0 },
  { key: "words", weight: 5, missing: "Add words to use or avoid", done: (p) => p.wordsToUse.length + p.wordsToAvoid.length > 0 },
  { key: "brandColors", weight: 5, missing: "Add your brand colours", done: (p) => p.brandColors.length > 0 },
  { key: "logo", weight: 5, missing: "Upload your logo", done: (p) => p.hasLogo },
];

export type Completeness = {
  /** 0–100, a whole number. */
  score: number;
  /** What is left to do, the parts worth most first. */
  missing: { key: string; label: string; weight: number }[];
};

export function scoreCompanyProfile(profile: CompanyProfile & { hasLogo: boolean }): Completeness {
  let score = 0;
  const missing: Completeness["missing"] = [];
  for (const part of completenessParts) {
    if (part.done(profile)) score += part.weight;
    else missing.push({ key: part.key, label: part.missing, weight: part.weight });
  }
  missing.sort((a, b) => b.weight - a.weight);
  return { score, missing };
}

/** The score from which the home checklist counts the profile as filled in. */
export const PROFILE_DONE_SCORE = 60;
