import "server-only";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { addonIds, limitInfo, limitKeys, tierIds, type AddonId, type LimitKey, type TierId } from "../plans";
import { monthOf } from "../status";
import { paymentsConfig } from "./config";
import { entitlements } from "./entitlements.service";
import { stripeFor } from "./stripe-sync.service";
import type { BillingInterval } from "../contracts/billing.contracts";

export type Meter = { key: LimitKey; used: number; limit: number; resetsAt: Date | null };

/** Everything settings/subscription shows about the account, from the database only (no Stripe call). */
export async function billingOverview(db: Db, tenant: Tenant, now = new Date()) {
  const e = await entitlements(db, tenant.workspaceId, now);
  const config = paymentsConfig();
  const resetsAt = monthOf(now).resetsAt;
  const meters: Meter[] = limitKeys.map((key) => ({
    key,
    used: e.used[key],
    limit: e.limits[key],
    resetsAt: limitInfo[key].kind === "monthly" ? resetsAt : null,
  }));
  const live = !!e.row && e.row.source === "stripe" && !!e.row.stripeSubscriptionId && e.row.status !== "canceled";
  return {
    account: { id: e.account.id, name: e.account.name, viaAgency: e.account.viaAgency, isDemo: e.account.isDemo },
    plan: e.state.plan,
    interval: e.state.interval,
    status: e.state.status,
    source: e.state.source,
    addons: e.state.addons,
    trialEndsAt: e.state.trialEndsAt,
    currentPeriodEnd: e.state.currentPeriodEnd,
    cancelAtPeriodEnd: e.state.cancelAtPeriodEnd,
    standing: e.standing,
    meters,
    payments: config
      ? {
          enabled: true as const,
          /** Test keys (the configured public key, spec §3, or the secret one) mean no real charges. */
          testMode: (config.publishableKey ?? "").startsWith("pk_test_") || config.secretKey.startsWith("sk_test_"),
          hasCustomer: !!e.row?.stripeCustomerId,
          live,
          sold: Object.fromEntries(tierIds.map((t) => [t, { month: !!config.tierPrices[t].month, year: !!config.tierPrices[t].year }])) as Record<
            TierId,
            Record<BillingInterval, boolean>
          >,
          addonsSold: Object.fromEntries(addonIds.map((a) => [a, !!config.addonPrices[a]])) as Record<AddonId, boolean>,
        }
      : { enabled: false as const },
  };
}

export type PriceView = { amount: number; currency: string };
type Prices = {
  tiers: Partial<Record<TierId, Partial<Record<BillingInterval, PriceView>>>>;
  addons: Partial<Record<AddonId, PriceView>>;
  error: string | null;
};

const PRICE_TTL_MS = 10 * 60 * 1000;
let priceCache: { at: number; key: string; value: Prices } | undefined;

/** The configured prices as Stripe has them (cached 10 minutes), so the page shows what will be charged. */
export async function listPrices(): Promise<Prices> {
  const config = paymentsConfig();
  if (!config) return { tiers: {}, addons: {}, error: null };
  const key = JSON.stringify([config.apiBase, config.tierPrices, config.addonPrices]);
  if (priceCache && priceCache.key === key && Date.now() - priceCache.at < PRICE_TTL_MS) return priceCache.value;
  const stripe = stripeFor(config);
  const view = async (id: string | undefined): Promise<PriceView | undefined> => {
    if (!id) return undefined;
    const price = await stripe.retrievePrice(id);
    return price.unit_amount === null ? undefined : { amount: price.unit_amount, currency: price.currency };
  };
  try {
    const tiers = Object.fromEntries(
      await Promise.all(tierIds.map(async (t) => [t, { month: await view(config.tierPrices[t].month), year: await view(config.tierPrices[t].year) }] as const)),
    );
    const addonPrices = Object.fromEntries(await Promise.all(addonIds.map(async (a) => [a, await view(config.addonPrices[a])] as const)));
    const value: Prices = { tiers, addons: addonPrices, error: null };
    priceCache = { at: Date.now(), key, value };
    return value;
  } catch (error) {
    getLogger().warn({ err: error }, "stripe prices could not be read");
    return { tiers: {}, addons: {}, error: "Prices couldn't be loaded from Stripe just now. Plan prices below are the list prices." };
  }
}
