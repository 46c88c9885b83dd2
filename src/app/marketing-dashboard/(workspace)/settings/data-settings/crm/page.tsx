import { CrmSettingsRoute } from "@/modules/crm/views/crm-settings-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/data-settings/crm");
export default CrmSettingsRoute;
