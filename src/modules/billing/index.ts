/** The billing module's public surface: one check, one meter, the router and the webhook handler. */
export { billingRouter } from "./server/billing.router";
export {
  assertWithinLimit,
  checkLimit,
  recordUsage,
  usage,
  entitlements,
  standingFor,
  type LimitCheck,
  type Entitlements,
} from "./server/entitlements.service";
export { billingOverview } from "./server/overview.service";
export { handleStripeWebhook } from "./server/webhook.service";
export { setPlanManually } from "./server/manual-plan.service";
export { setPaymentsConfig, paymentsConfig, type PaymentsConfig } from "./server/config";
export { SUBSCRIPTION_PATH } from "./server/checkout.service";
export { subscriptions, stripeEvents, usageCounters } from "./db/subscriptions.table";
export { tiers, tierIds, tierLimits, limitsFor, seoAuditPages, type LimitKey, type TierId } from "./plans";
