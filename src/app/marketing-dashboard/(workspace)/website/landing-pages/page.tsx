import { metadataFor } from "@/modules/shell";
import { LandingPagesRoute } from "@/modules/website/views/landing-pages-route";

export const generateMetadata = metadataFor("/marketing-dashboard/website/landing-pages");
export default LandingPagesRoute;
