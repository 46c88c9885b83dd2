import "server-only";
import { env } from "@/env";
import { addonIds, tierIds, type AddonId, type TierId } from "../plans";
import type { BillingInterval } from "../contracts/billing.contracts";

/** What selling needs: the Stripe keys and the configured price ids (spec §3). */
export type PaymentsConfig = {
  secretKey: string;
  apiBase?: string;
  webhookSecret: string | null;
  publishableKey: string | null;
  tierPrices: Record<TierId, Partial<Record<BillingInterval, string>>>;
  addonPrices: Partial<Record<AddonId, string>>;
};

const tierSettings = {
  basic: ["STRIPE_PRICE_LITE", "STRIPE_PRICE_LITE_ANNUAL"],
  standard: ["STRIPE_PRICE_ONE", "STRIPE_PRICE_ONE_ANNUAL"],
  advanced: ["STRIPE_PRICE_TWO", "STRIPE_PRICE_TWO_ANNUAL"],
  premium: ["STRIPE_PRICE_THREE", "STRIPE_PRICE_THREE_ANNUAL"],
  enterprise: ["STRIPE_PRICE_FOUR", "STRIPE_PRICE_FOUR_ANNUAL"],
} as const satisfies Record<TierId, readonly [string, string]>;

const addonSettings = {
  users: "STRIPE_PRICE_ADDON_USER",
  sources: "STRIPE_PRICE_ADDON_SOURCES",
  emails: "STRIPE_PRICE_ADDON_EMAILS",
  contacts: "STRIPE_PRICE_ADDON_CONTACTS",
} as const satisfies Record<AddonId, string>;

let override: { config: PaymentsConfig | null } | undefined;

/** Tests point billing at their local Stripe server (its port is known only once it listens). */
export function setPaymentsConfig(config: PaymentsConfig | null | undefined): void {
  override = config === undefined ? undefined : { config };
}

/** Null when no Stripe secret key is set: a self-hosted install sets plans with `npm run plan:set`. */
export function paymentsConfig(): PaymentsConfig | null {
  if (override) return override.config;
  if (!env.STRIPE_SECRET_KEY) return null;
  const read = (key: string) => (env[key as keyof typeof env] as string | undefined) || undefined;
  const tierPrices = Object.fromEntries(
    tierIds.map((id) => {
      const [month, year] = tierSettings[id];
      return [id, { month: read(month), year: read(year) }];
    }),
  ) as PaymentsConfig["tierPrices"];
  const addonPrices = Object.fromEntries(addonIds.map((id) => [id, read(addonSettings[id])])) as PaymentsConfig["addonPrices"];
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    apiBase: env.STRIPE_API_BASE || undefined,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    publishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null,
    tierPrices,
    addonPrices,
  };
}

/** The tier and interval a Stripe price id sells, or the add-on it sells. */
export function priceRole(config: PaymentsConfig, priceId: string): { tier: TierId; interval: BillingInterval } | { addon: AddonId } | null {
  for (const tier of tierIds) {
    for (const interval of ["month", "year"] as const) if (config.tierPrices[tier][interval] === priceId) return { tier, interval };
  }
  for (const addon of addonIds) if (config.addonPrices[addon] === priceId) return { addon };
  return null;
}
