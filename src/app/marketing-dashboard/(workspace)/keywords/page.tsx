import { KeywordsRoute } from "@/modules/assets/views/keywords-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/keywords");
export default KeywordsRoute;
