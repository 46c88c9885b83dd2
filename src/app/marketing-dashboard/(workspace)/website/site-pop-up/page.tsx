import { metadataFor } from "@/modules/shell";
import { SitePopUpRoute } from "@/modules/website/views/site-pop-up-route";

export const generateMetadata = metadataFor("/marketing-dashboard/website/site-pop-up");
export default SitePopUpRoute;
