import { metadataFor } from "@/modules/shell";
import { SearchReportView } from "@/modules/reporting/views/web-search-views";
import { ReportRoute, type ReportSearch } from "@/modules/reporting/views/report-route";

export const generateMetadata = metadataFor("/marketing-dashboard/organic-seo-dashboard/google-search-console");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return (
    <ReportRoute report={{ kind: "search", platform: "google-search-console" }} searchParams={searchParams}>
      {(today) => <SearchReportView platform="google-search-console" today={today} />}
    </ReportRoute>
  );
}
