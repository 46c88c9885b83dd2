import { metadataFor } from "@/modules/shell";
import { WebReportView } from "@/modules/reporting/views/web-search-views";
import { ReportRoute, type ReportSearch } from "@/modules/reporting/views/report-route";

export const generateMetadata = metadataFor("/marketing-dashboard/ppc-analytics/google-analytics");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return (
    <ReportRoute report={{ kind: "web" }} searchParams={searchParams}>
      {(today) => <WebReportView today={today} />}
    </ReportRoute>
  );
}
