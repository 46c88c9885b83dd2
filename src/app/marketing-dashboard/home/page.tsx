import { HomeRoute } from "@/modules/home/views/home-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/home");
export default HomeRoute;
