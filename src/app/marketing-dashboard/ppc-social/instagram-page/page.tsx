import { metadataFor } from "@/modules/shell";
import { SocialReportView } from "@/modules/reporting/views/owned-views";
import type { ReportSearch } from "@/modules/reporting/views/report-page";

export const generateMetadata = metadataFor("/marketing-dashboard/ppc-social/instagram-page");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return <SocialReportView platform="instagram-page" searchParams={searchParams} />;
}
