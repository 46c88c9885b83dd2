/** Where limits are raised: the page the "upgrade" actions open. */
export const SUBSCRIPTION_HREF = "/marketing-dashboard/settings/subscription";
