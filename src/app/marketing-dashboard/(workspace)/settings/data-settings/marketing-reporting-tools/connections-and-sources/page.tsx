import { ConnectionsRoute } from "@/modules/connectors/views/connections-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources");
export default function Page() {
  return <ConnectionsRoute scope="all" />;
}
