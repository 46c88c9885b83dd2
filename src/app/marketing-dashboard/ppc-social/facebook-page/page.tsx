import { metadataFor } from "@/modules/shell";
import { SocialReportView } from "@/modules/reporting/views/owned-views";
import { ReportRoute, type ReportSearch } from "@/modules/reporting/views/report-route";

export const generateMetadata = metadataFor("/marketing-dashboard/ppc-social/facebook-page");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return (
    <ReportRoute report={{ kind: "social", platform: "facebook-page" }} searchParams={searchParams}>
      {(today) => <SocialReportView platform="facebook-page" today={today} />}
    </ReportRoute>
  );
}
