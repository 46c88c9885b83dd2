import { CompanyProfileRoute } from "@/modules/identity/views/company-profile-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/company-profile");
export default CompanyProfileRoute;
