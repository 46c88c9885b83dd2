import { CrmListsRoute } from "@/modules/crm/views/crm-lists-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/data/crm-lists");
export default CrmListsRoute;
