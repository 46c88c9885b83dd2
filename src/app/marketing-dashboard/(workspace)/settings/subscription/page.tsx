import { SubscriptionRoute } from "@/modules/billing/views/subscription-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/subscription");
export default SubscriptionRoute;
