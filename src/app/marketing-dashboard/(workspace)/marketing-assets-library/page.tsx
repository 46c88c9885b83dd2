import { LibraryRoute } from "@/modules/assets/views/library-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/marketing-assets-library");
export default LibraryRoute;
