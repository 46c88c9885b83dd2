import { metadataFor } from "@/modules/shell";
import { SearchReportView } from "@/modules/reporting/views/web-search-views";
import type { ReportSearch } from "@/modules/reporting/views/report-page";

export const generateMetadata = metadataFor("/marketing-dashboard/organic-seo-dashboard/google-search-console");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return <SearchReportView platform="google-search-console" searchParams={searchParams} />;
}
