import { ErrorReportsSection } from "@/modules/analytics/views/error-reports-section";
import { WorkspaceSettingsRoute } from "@/modules/identity/views/workspace-settings-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/general");

/** Workspace settings, then (owners and admins) the workspace's error reports. */
export default function WorkspaceSettingsPage() {
  return (
    <>
      <WorkspaceSettingsRoute />
      <ErrorReportsSection />
    </>
  );
}
