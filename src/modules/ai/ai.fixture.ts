/**
 * Test and bench data of the ai module: a brand kit and one asset of each kind that passes every
 * limit and every brand rule of that kit. Tests change one field and expect one finding.
 */
import type { AssetFields } from "./contracts/assets";
import type { AssetKind } from "./contracts/assets.constants";
import type { BrandKit } from "./contracts/brand-kit";

export function fixtureKit(overrides: Partial<BrandKit> = {}): BrandKit {
  return {
    name: "Northwind Coffee",
    brandName: "Northwind",
    tagline: "Coffee roasted the week you drink it",
    description: "A small roaster that ships fresh beans across the country.",
    audience: "Home brewers who care about fresh coffee",
    website: "https://northwind.example",
    products: [{ id: "beans", name: "House Blend", description: "Our everyday coffee", benefits: ["Fresh every week"], features: ["Roasted to order"] }],
    proofPoints: [
      { id: "speed", claim: "Fastest delivery of fresh beans in the region", proof: "Median 1.2 days, 2025 shipping data" },
      { id: "rating", claim: "Rated 4.8 by 2,000 customers, 98% would buy again", proof: "Trustpilot, October 2026" },
    ],
    offers: [{ id: "first", text: "20% off your first bag" }],
    voice: { formality: 60, humour: 30, respect: 20, enthusiasm: 50, rules: ["Talk about taste, not price"] },
    wordsToUse: ["fresh", "roasted"],
    wordsToAvoid: ["cheap", "artisanal"],
    bannedClaims: ["risk-free", "cures headaches"],
    disclaimers: [{ text: "Terms apply.", channels: ["search-ads", "social-ads"] }],
    ctaVerbs: ["Order", "Try"],
    emoji: "sparingly",
    casing: "sentence",
    exclamation: "one",
    maxReadingGrade: 8,
    colours: [],
    fonts: { heading: "", body: "" },
    logos: [],
    exampleCopy: [],
    ...overrides,
  };
}

const headlines = [
  "Fresh coffee every week",
  "Roasted the week you drink it",
  "Order your House Blend",
  "Beans roasted to order",
  "Try Northwind this week",
  "Coffee for home brewers",
  "Fresh beans at your door",
  "Roasted in small batches",
  "Your week starts fresh",
  "Taste the difference",
  "Ground or whole beans",
  "Shipped the day we roast",
  "Good coffee at home",
  "Northwind House Blend",
  "Fresh coffee, no fuss",
];
const descriptions = [
  "Beans roasted the week you drink them, shipped to your door. Terms apply.",
  "Order the House Blend and get 20% off your first bag.",
  "Small batches, roasted to order, for home brewers who care about taste.",
  "Choose whole or ground beans and how often they arrive.",
];

/** One passing asset of each kind (a full RSA set: 15 headlines, 4 descriptions). */
export function fixtureAsset<K extends AssetKind>(kind: K): AssetFields<K> {
  const all: { [P in AssetKind]: AssetFields<P> } = {
    "google-rsa": {
      headlines: headlines.map((text) => ({ text, pin: null })),
      descriptions: descriptions.map((text) => ({ text, pin: null })),
      path1: "coffee",
      path2: "house-blend",
      finalUrl: "https://northwind.example/house-blend",
    },
    "microsoft-rsa": {
      headlines: headlines.slice(0, 5).map((text) => ({ text, pin: null })),
      descriptions: descriptions.slice(0, 2).map((text) => ({ text, pin: null })),
      path1: "coffee",
      path2: "",
      finalUrl: "https://northwind.example/",
    },
    "meta-ad": {
      primaryTexts: ["Fresh beans, roasted the week you drink them. Terms apply.", "Your House Blend, shipped the day we roast it."],
      headlines: ["Fresh coffee every week", "Order your House Blend"],
      descriptions: ["Roasted to order", "20% off your first bag"],
      finalUrl: "https://northwind.example/house-blend",
    },
    "linkedin-ad": {
      introText: "Give your office fresh coffee every week. Terms apply.",
      headline: "Coffee roasted the week you drink it",
      description: "Roasted to order, shipped to your door",
      finalUrl: "https://northwind.example/office",
    },
    "x-post": { text: "Roasted on Monday, in your cup by Wednesday. Try the House Blend: https://northwind.example/house-blend" },
    "linkedin-post": { text: "We roast every bag the week it ships. Here is how a small roaster plans a week of fresh coffee." },
    "facebook-post": { text: "This week's House Blend is roasted and on its way. Order by Thursday for Saturday delivery." },
    "instagram-post": { caption: "Monday roast, Wednesday cup. ☕ #coffee #freshroast" },
    sms: { text: "Northwind: your House Blend ships today. Reply STOP to opt out." },
    email: {
      subject: "Your House Blend ships today",
      preheader: "Roasted on Monday, at your door by Wednesday",
      body: "<html><body><h1>Fresh coffee is on its way</h1><p>Your House Blend was roasted this week.</p></body></html>",
    },
  };
  return structuredClone(all[kind]);
}
