import { creativesRoute } from "@/modules/assets/views/creatives-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/creative-assets/email");
export default creativesRoute("email");
