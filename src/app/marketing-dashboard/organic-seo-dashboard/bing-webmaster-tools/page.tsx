import { metadataFor } from "@/modules/shell";
import { SearchReportView } from "@/modules/reporting/views/web-search-views";
import { ReportRoute, type ReportSearch } from "@/modules/reporting/views/report-route";

export const generateMetadata = metadataFor("/marketing-dashboard/organic-seo-dashboard/bing-webmaster-tools");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return (
    <ReportRoute report={{ kind: "search", platform: "bing-webmaster-tools" }} searchParams={searchParams}>
      {(today) => <SearchReportView platform="bing-webmaster-tools" today={today} />}
    </ReportRoute>
  );
}
