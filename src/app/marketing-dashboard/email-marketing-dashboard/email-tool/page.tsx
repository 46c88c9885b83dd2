import { metadataFor } from "@/modules/shell";
import { EmailReportView } from "@/modules/reporting/views/owned-views";
import type { ReportSearch } from "@/modules/reporting/views/report-page";

export const generateMetadata = metadataFor("/marketing-dashboard/email-marketing-dashboard/email-tool");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return <EmailReportView platform="email-tool" searchParams={searchParams} />;
}
