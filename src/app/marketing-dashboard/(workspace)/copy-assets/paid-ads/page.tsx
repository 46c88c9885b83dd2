import { copyAssetsRoute } from "@/modules/assets/views/copy-assets-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/copy-assets/paid-ads");
export default copyAssetsRoute("paid-ads");
