/** The company profile's choices and limits. Without zod, so the browser can show them before the contract loads. */

/** The fixed choices of the company profile, with the words people read. */
export const companySizes = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type CompanySize = (typeof companySizes)[number];
export const companySizeLabel: Record<CompanySize, string> = {
  "1-10": "1–10 people",
  "11-50": "11–50 people",
  "51-200": "51–200 people",
  "201-1000": "201–1,000 people",
  "1000+": "More than 1,000 people",
};

export const toneTraits = [
  "friendly",
  "professional",
  "playful",
  "bold",
  "authoritative",
  "empathetic",
  "witty",
  "concise",
  "inspiring",
  "casual",
  "formal",
  "technical",
] as const;
export type ToneTrait = (typeof toneTraits)[number];

/** The limits of every list and text, shown to people next to the fields they bound. */
export const PROFILE_LIMITS = {
  companyName: 120,
  website: 300,
  industry: 80,
  description: 2000,
  products: 20,
  audiences: 10,
  competitors: 20,
  toneTraits: 5,
  toneExamples: 10,
  words: 50,
  brandColors: 6,
  itemName: 80,
  longText: 1000,
} as const;
