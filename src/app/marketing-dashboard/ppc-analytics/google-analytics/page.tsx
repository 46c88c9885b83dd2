import { metadataFor } from "@/modules/shell";
import { WebReportView } from "@/modules/reporting/views/web-search-views";
import type { ReportSearch } from "@/modules/reporting/views/report-page";

export const generateMetadata = metadataFor("/marketing-dashboard/ppc-analytics/google-analytics");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return <WebReportView searchParams={searchParams} />;
}
