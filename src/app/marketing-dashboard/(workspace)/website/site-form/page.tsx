import { metadataFor } from "@/modules/shell";
import { SiteFormsRoute } from "@/modules/website/views/site-forms-route";

export const generateMetadata = metadataFor("/marketing-dashboard/website/site-form");
export default SiteFormsRoute;
