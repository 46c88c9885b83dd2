/** The five subscription tiers (spec §1, §9), in USD per month, and the price-id setting of each. */
export const tiers = [
  { id: "basic", name: "Basic", priceUsd: 39, priceKey: "lite" },
  { id: "standard", name: "Standard", priceUsd: 99, priceKey: "one" },
  { id: "advanced", name: "Advanced", priceUsd: 244, priceKey: "two" },
  { id: "premium", name: "Premium", priceUsd: 494, priceKey: "three" },
  { id: "enterprise", name: "Enterprise", priceUsd: 794, priceKey: "four" },
] as const;

export type Tier = (typeof tiers)[number];
