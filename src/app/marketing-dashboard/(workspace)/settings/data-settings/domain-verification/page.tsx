import { metadataFor } from "@/modules/shell";
import { SendingDomainsRoute } from "@/modules/messaging/views/sending-domains-route";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/data-settings/domain-verification");
export default SendingDomainsRoute;
