import { TeamAccessRoute } from "@/modules/identity/views/team-access-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/team-access");
export default TeamAccessRoute;
