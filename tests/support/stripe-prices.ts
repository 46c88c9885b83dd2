// No path aliases here: Playwright's global setup imports this file too.
export const STRIPE_SECRET_KEY = "sk_test_local_0123456789";
export const STRIPE_WEBHOOK_SECRET = "whsec_local_0123456789";

/** The price ids the local Stripe sells; annual prices only for Standard and Advanced. */
export const testPrices = {
  tiers: {
    basic: { month: "price_basic_monthly" },
    standard: { month: "price_standard_monthly", year: "price_standard_annual" },
    advanced: { month: "price_advanced_monthly", year: "price_advanced_annual" },
    premium: { month: "price_premium_monthly" },
    enterprise: { month: "price_enterprise_monthly" },
  },
  addons: { users: "price_addon_users", sources: "price_addon_sources", emails: "price_addon_emails", contacts: "price_addon_contacts" },
} as const;

export const fakeStripePrices = [
  { id: "price_basic_monthly", unitAmount: 3900, interval: "month" as const },
  { id: "price_standard_monthly", unitAmount: 9900, interval: "month" as const },
  { id: "price_standard_annual", unitAmount: 99000, interval: "year" as const },
  { id: "price_advanced_monthly", unitAmount: 24400, interval: "month" as const },
  { id: "price_advanced_annual", unitAmount: 244000, interval: "year" as const },
  { id: "price_premium_monthly", unitAmount: 49400, interval: "month" as const },
  { id: "price_enterprise_monthly", unitAmount: 79400, interval: "month" as const },
  { id: "price_addon_users", unitAmount: 1500, interval: "month" as const },
  { id: "price_addon_sources", unitAmount: 2000, interval: "month" as const },
  { id: "price_addon_emails", unitAmount: 1000, interval: "month" as const },
  { id: "price_addon_contacts", unitAmount: 2500, interval: "month" as const },
];
