/** Where limits are raised: the page the "upgrade" actions open. */
export { SUBSCRIPTION_HREF } from "@/lib/plan-links";
