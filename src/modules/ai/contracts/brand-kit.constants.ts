/**
 * The brand kit's fixed choices and limits, without zod, so the browser can show them before a
 * contract loads. A brand kit is what every generator and every check of the ai module reads.
 */

/** Voice sliders, 0–100, after the four tone dimensions of Nielsen Norman Group. 0 is the left word. */
export const voiceSliders = {
  formality: { left: "Formal", right: "Casual" },
  humour: { left: "Serious", right: "Funny" },
  respect: { left: "Respectful", right: "Irreverent" },
  enthusiasm: { left: "Matter-of-fact", right: "Enthusiastic" },
} as const;
export type VoiceSlider = keyof typeof voiceSliders;

export const emojiPolicies = ["none", "sparingly", "freely"] as const;
export type EmojiPolicy = (typeof emojiPolicies)[number];
export const emojiPolicyLabel: Record<EmojiPolicy, string> = { none: "No emoji", sparingly: "One emoji at most", freely: "Emoji allowed" };

export const casingPolicies = ["sentence", "title"] as const;
export type CasingPolicy = (typeof casingPolicies)[number];
export const casingPolicyLabel: Record<CasingPolicy, string> = { sentence: "Sentence case", title: "Title Case" };

export const exclamationPolicies = ["none", "one", "free"] as const;
export type ExclamationPolicy = (typeof exclamationPolicies)[number];
export const exclamationPolicyLabel: Record<ExclamationPolicy, string> = {
  none: "No exclamation marks",
  one: "At most one per text",
  free: "No limit",
};

export const logoVariants = ["primary", "mark", "on-dark", "on-light"] as const;
export type LogoVariant = (typeof logoVariants)[number];

/** Where a required disclaimer applies. "all" is every channel. */
export const copyChannels = ["all", "search-ads", "social-ads", "social-posts", "email", "sms"] as const;
export type CopyChannel = (typeof copyChannels)[number];

export const BRAND_KIT_LIMITS = {
  name: 80,
  brandName: 80,
  tagline: 120,
  description: 1000,
  audience: 500,
  products: 30,
  productName: 80,
  productText: 300,
  productPoints: 10,
  proofPoints: 30,
  claim: 200,
  proof: 500,
  offers: 20,
  offer: 200,
  rules: 20,
  rule: 200,
  words: 100,
  word: 40,
  bannedClaims: 50,
  disclaimers: 10,
  disclaimer: 300,
  ctaVerbs: 20,
  colours: 12,
  exampleCopy: 20,
  example: 1000,
  /** A reading level is a US school grade (Flesch–Kincaid). */
  minGrade: 3,
  maxGrade: 16,
} as const;
