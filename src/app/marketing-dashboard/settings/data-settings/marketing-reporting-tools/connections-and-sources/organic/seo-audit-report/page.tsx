import type { ReportSearch } from "@/modules/reporting/views/report-page";
import { SeoAuditRoute } from "@/modules/reporting/views/seo-audit-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor(
  "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources/organic/seo-audit-report",
);
/** Outside (workspace): rendered on the server, so the browser doesn't load the API client (tRPC + React Query). */
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return <SeoAuditRoute searchParams={searchParams} />;
}
