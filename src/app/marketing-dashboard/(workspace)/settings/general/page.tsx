import { WorkspaceSettingsRoute } from "@/modules/identity/views/workspace-settings-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/general");
export default WorkspaceSettingsRoute;
