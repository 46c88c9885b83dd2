/**
 * What the product sells: five tiers (spec §1, §9, USD per month), the limits of each, and the add-ons
 * that raise a limit. Pure data, safe in the browser; every limit check reads this one table.
 *
 * Limits are anchored on the best-known tools' tiers: HubSpot Marketing Hub (seats, marketing
 * contacts), Mailchimp (sends are about 5–10 × contacts per month), GoHighLevel and Looker Studio
 * (connected sources), Jasper (AI generations).
 */
export const tierIds = ["basic", "standard", "advanced", "premium", "enterprise"] as const;
export type TierId = (typeof tierIds)[number];

export const tiers = [
  { id: "basic", name: "Basic", priceUsd: 39, priceKey: "lite", pitch: "One marketer, a few channels." },
  { id: "standard", name: "Standard", priceUsd: 99, priceKey: "one", pitch: "A small team running every channel." },
  { id: "advanced", name: "Advanced", priceUsd: 244, priceKey: "two", pitch: "A growing team with many accounts." },
  { id: "premium", name: "Premium", priceUsd: 494, priceKey: "three", pitch: "A marketing department or a small agency." },
  { id: "enterprise", name: "Enterprise", priceUsd: 794, priceKey: "four", pitch: "Agencies and brands at scale." },
] as const satisfies ReadonlyArray<{ id: TierId; name: string; priceUsd: number; priceKey: string; pitch: string }>;

export type Tier = (typeof tiers)[number];

export const limitKeys = ["users", "sources", "emails", "contacts", "aiGenerations", "storage"] as const;
export type LimitKey = (typeof limitKeys)[number];

/** How each limit is measured: a stock (what exists now) or a flow (what was used this month). */
export const limitInfo = {
  users: { label: "Users", unit: "seats", kind: "stock", noun: "seat" },
  sources: { label: "Sources", unit: "connected accounts", kind: "stock", noun: "connected account" },
  emails: { label: "Emails", unit: "per month", kind: "monthly", noun: "email" },
  contacts: { label: "Contacts", unit: "contacts", kind: "stock", noun: "contact" },
  aiGenerations: { label: "AI generations", unit: "per month", kind: "monthly", noun: "AI generation" },
  storage: { label: "File storage", unit: "bytes", kind: "stock", noun: "byte" },
} as const satisfies Record<LimitKey, { label: string; unit: string; kind: "stock" | "monthly"; noun: string }>;

export type Limits = Record<LimitKey, number>;

const GB = 1024 ** 3;

export const tierLimits: Record<TierId, Limits> = {
  basic: { users: 1, sources: 3, emails: 5_000, contacts: 1_000, aiGenerations: 100, storage: 5 * GB },
  standard: { users: 3, sources: 10, emails: 25_000, contacts: 5_000, aiGenerations: 500, storage: 25 * GB },
  advanced: { users: 10, sources: 30, emails: 100_000, contacts: 25_000, aiGenerations: 2_000, storage: 100 * GB },
  premium: { users: 25, sources: 75, emails: 300_000, contacts: 100_000, aiGenerations: 5_000, storage: 250 * GB },
  enterprise: { users: 50, sources: 150, emails: 1_000_000, contacts: 500_000, aiGenerations: 20_000, storage: 1024 * GB },
};

/**
 * Most pages one SEO audit crawls, by tier (a feature allowance, not a metered limit). Anchored on
 * Semrush/Ahrefs site-audit allowances scaled to one site per workspace.
 */
export const seoAuditPages: Record<TierId, number> = { basic: 100, standard: 500, advanced: 2_000, premium: 5_000, enterprise: 10_000 };

export const addonIds = ["users", "sources", "emails", "contacts"] as const;
export type AddonId = (typeof addonIds)[number];

/** One unit of an add-on raises its limit by `step`. `priceKey` names its price-id setting (spec §3). */
export const addons = {
  users: { name: "Extra users", step: 1, stepLabel: "1 user", priceKey: "user" },
  sources: { name: "Extra sources", step: 5, stepLabel: "5 connected accounts", priceKey: "sources" },
  emails: { name: "Extra emails", step: 10_000, stepLabel: "10,000 emails a month", priceKey: "emails" },
  contacts: { name: "Extra contacts", step: 5_000, stepLabel: "5,000 contacts", priceKey: "contacts" },
} as const satisfies Record<AddonId, { name: string; step: number; stepLabel: string; priceKey: string }>;

export type AddonUnits = Partial<Record<AddonId, number>>;

export const TRIAL_TIER: TierId = "standard";
export const TRIAL_DAYS = 14;
/** Days a failed payment keeps full access; after them the workspace is limited until it pays. */
export const PAST_DUE_GRACE_DAYS = 7;
/** Most units of one add-on bought at once (a typo guard, not a commercial rule). */
export const MAX_ADDON_UNITS = 1_000;

export const tierById = (id: TierId): Tier => tiers.find((t) => t.id === id)!;

/** The tier's limits raised by the add-on units bought. */
export function limitsFor(tier: TierId, units: AddonUnits = {}): Limits {
  const limits = { ...tierLimits[tier] };
  for (const id of addonIds) limits[id] += (units[id] ?? 0) * addons[id].step;
  return limits;
}

/** "25,000", "5 GB": a limit or a usage figure the way the page shows it. */
export function formatAmount(key: LimitKey, value: number): string {
  if (key === "storage") {
    if (value >= 1024 * GB) return `${+(value / (1024 * GB)).toFixed(1)} TB`;
    if (value >= GB) return `${+(value / GB).toFixed(1)} GB`;
    if (value >= 1024 ** 2) return `${+(value / 1024 ** 2).toFixed(1)} MB`;
    return `${Math.round(value / 1024)} KB`;
  }
  return value.toLocaleString("en-US");
}

/** "1 seat", "5,000 contacts", "25 GB": an amount of a limit with its noun. */
export function quantity(key: LimitKey, value: number): string {
  if (key === "storage") return `${formatAmount(key, value)} of file storage`;
  const noun = limitInfo[key].noun;
  return `${formatAmount(key, value)} ${value === 1 ? noun : `${noun}s`}`;
}
