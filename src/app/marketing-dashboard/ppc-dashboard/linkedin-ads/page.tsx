import { metadataFor } from "@/modules/shell";
import { AdReportView } from "@/modules/reporting/views/ad-report-view";
import { ReportRoute, type ReportSearch } from "@/modules/reporting/views/report-route";

export const generateMetadata = metadataFor("/marketing-dashboard/ppc-dashboard/linkedin-ads");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return (
    <ReportRoute report={{ kind: "ads", platform: "linkedin-ads" }} searchParams={searchParams}>
      {(today) => <AdReportView platform="linkedin-ads" today={today} />}
    </ReportRoute>
  );
}
