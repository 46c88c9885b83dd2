import { creativesRoute } from "@/modules/assets/views/creatives-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/creative-assets/paid-ads-and-social-media");
export default creativesRoute("social");
