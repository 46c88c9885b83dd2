import { metadataFor } from "@/modules/shell";
import { AdReportView } from "@/modules/reporting/views/ad-report-view";
import type { ReportSearch } from "@/modules/reporting/views/report-page";

export const generateMetadata = metadataFor("/marketing-dashboard/ppc-dashboard/facebook-ads");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return <AdReportView platform="facebook-ads" searchParams={searchParams} />;
}
