import { ThemesRoute } from "@/modules/assets/views/themes-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/themes");
export default ThemesRoute;
