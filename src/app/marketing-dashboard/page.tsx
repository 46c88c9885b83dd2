import { HomeRoute } from "@/modules/home/views/home-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/");
export default HomeRoute;
