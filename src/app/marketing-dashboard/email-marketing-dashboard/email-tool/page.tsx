import { metadataFor } from "@/modules/shell";
import { EmailReportView } from "@/modules/reporting/views/owned-views";
import { ReportRoute, type ReportSearch } from "@/modules/reporting/views/report-route";

export const generateMetadata = metadataFor("/marketing-dashboard/email-marketing-dashboard/email-tool");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return (
    <ReportRoute report={{ kind: "email", platform: "email-tool" }} searchParams={searchParams}>
      {(today) => <EmailReportView platform="email-tool" today={today} />}
    </ReportRoute>
  );
}
