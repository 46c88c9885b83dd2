import { SeoAuditRoute } from "@/modules/reporting/views/seo-audit-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources/organic/seo-audit-report");
export default function Page() {
  return <SeoAuditRoute />;
}
