/**
 * Where limits are raised: billing's subscription page, the page every "limit reached" message links
 * to. It lives here, not in billing, because modules below billing (identity's seat limit) link to it too.
 */
export const SUBSCRIPTION_HREF = "/marketing-dashboard/settings/subscription";
