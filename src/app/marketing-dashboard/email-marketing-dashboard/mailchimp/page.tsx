import { metadataFor } from "@/modules/shell";
import { EmailReportView } from "@/modules/reporting/views/owned-views";
import { ReportRoute, type ReportSearch } from "@/modules/reporting/views/report-route";

export const generateMetadata = metadataFor("/marketing-dashboard/email-marketing-dashboard/mailchimp");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return (
    <ReportRoute report={{ kind: "email", platform: "mailchimp" }} searchParams={searchParams}>
      {(today) => <EmailReportView platform="mailchimp" today={today} />}
    </ReportRoute>
  );
}
