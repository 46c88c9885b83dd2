import type { BrandKit } from "../contracts/brand-kit";
import { hashSeed, seededRandom } from "./prng";

/** Brand kits for tests of the generator and the checks: one realistic, and as many random ones as a test wants. */

const base: Omit<BrandKit, "name" | "brandName" | "products" | "proofPoints" | "offers"> = {
  tagline: "",
  description: "",
  audience: "",
  website: "",
  voice: { formality: 60, humour: 30, respect: 30, enthusiasm: 60, rules: [] },
  wordsToUse: [],
  wordsToAvoid: [],
  bannedClaims: [],
  disclaimers: [],
  ctaVerbs: [],
  emoji: "none",
  casing: "sentence",
  exclamation: "none",
  maxReadingGrade: 8,
  colours: [],
  fonts: { heading: "", body: "" },
  logos: [],
  exampleCopy: [],
};

export function coffeeKit(overrides: Partial<BrandKit> = {}): BrandKit {
  return {
    ...base,
    name: "Northwind Coffee",
    brandName: "Northwind Coffee",
    tagline: "Small-batch coffee, roasted to order",
    audience: "Home brewers who care where their coffee comes from",
    products: [
      {
        id: "p-sub",
        name: "Coffee subscription",
        description: "Fresh beans every two weeks",
        benefits: ["Fresh beans at your door every two weeks", "Never run out of coffee"],
        features: ["Roasted within 48 hours of shipping", "Pause or skip any delivery"],
      },
      {
        id: "p-eth",
        name: "Ethiopia Yirgacheffe",
        description: "A bright, floral single origin",
        benefits: ["Bright, floral cups with notes of jasmine"],
        features: ["Single origin from the Gedeo zone", "Light roast"],
      },
    ],
    proofPoints: [{ id: "pr-1", claim: "Rated 4.8 by 2,000 subscribers", proof: "Store reviews, 2026" }],
    offers: [{ id: "o-1", text: "Free shipping on your first bag" }],
    ctaVerbs: ["Order", "Try", "Brew"],
    wordsToAvoid: ["cheap"],
    bannedClaims: ["best coffee in the world"],
    website: "https://northwind.example.com",
    ...overrides,
  };
}

const NOUNS = ["blend", "roast", "kettle", "grinder", "filter", "mug", "tea", "sampler", "bundle", "gift box", "cold brew", "espresso", "decaf", "beans"];
const ADJECTIVES = ["fresh", "organic", "smooth", "bold", "bright", "rich", "mellow", "seasonal", "ethical", "local", "rare", "hand-picked"];
const BENEFITS = ["Sleep better", "Save time every morning", "Taste the difference", "Brew like a barista at home", "Waste less", "Support small farms"];
const FEATURES = ["Ships in 24 hours", "Compostable bags", "Roasted weekly", "Free returns", "Made in small batches", "Lifetime warranty"];
const CLAIMS = ["Loved by 10,000 customers", "Rated 4.9 out of 5", "Featured in Food & Wine", "Over 500 five-star reviews"];
const OFFERS = ["20% off your first order", "Free shipping over $30", "Buy two, get one free", "A free mug with every bundle"];
const VERBS = ["Shop", "Try", "Order", "Discover", "Get", "Taste", "Join"];
const AWKWARD = ["Crème brûlée", "SCA-certified", "café", "日本の緑茶", "Ça va", "100%", "über-fresh", "O'Brien's", "🙂 smile"];

/** A random but well-formed brand kit: long and short names, accents, CJK, emoji, empty lists. */
export function randomKit(seed: number): BrandKit {
  const random = seededRandom(hashSeed("kit", seed));
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const some = <T>(items: readonly T[], max: number) => Array.from({ length: Math.floor(random() * (max + 1)) }, () => pick(items));
  const word = () => (random() < 0.15 ? pick(AWKWARD) : pick(ADJECTIVES));
  const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const brandName = title(`${word()} ${pick(NOUNS)}${random() < 0.3 ? " company of the north" : ""}`);
  return {
    ...base,
    name: brandName,
    brandName,
    tagline: random() < 0.5 ? title(`${word()} ${pick(NOUNS)} for everyone`) : "",
    products: Array.from({ length: Math.floor(random() * 5) }, (_, i) => ({
      id: `p${i}`,
      name: title(`${word()} ${pick(NOUNS)}${random() < 0.2 ? ` ${pick(NOUNS)} ${pick(NOUNS)} edition` : ""}`),
      description: "",
      benefits: some(BENEFITS, 3),
      features: some(FEATURES, 3),
    })),
    proofPoints: some(CLAIMS, 2).map((claim, i) => ({ id: `pr${i}`, claim, proof: "Customer survey" })),
    offers: some(OFFERS, 2).map((text, i) => ({ id: `o${i}`, text })),
    ctaVerbs: some(VERBS, 3),
    wordsToAvoid: some(["cheap", "tea", "fresh", "free"], 2),
    casing: random() < 0.5 ? "sentence" : "title",
    website: `https://${brandName.toLowerCase().replace(/[^a-z]+/g, "") || "shop"}.example.com`,
    disclaimers:
      random() < 0.3
        ? [
            {
              text: pick(["Terms apply.", "While stocks last.", "Offer ends Sunday; see site for terms."]),
              channels: [pick(["all", "search-ads", "social-posts", "sms", "email"] as const)],
            },
          ]
        : [],
  };
}
