import { GuidesRoute } from "@/modules/guides/views/guides-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/guides-and-references");
export default GuidesRoute;
