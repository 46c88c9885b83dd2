/** The billing module's client-safe surface. */
export { BillingNotice, type BillingNoticeProps } from "./ui/billing-notice";
export { SUBSCRIPTION_HREF } from "./links";
export { tiers, tierLimits, limitInfo, formatAmount, type LimitKey } from "./plans";
