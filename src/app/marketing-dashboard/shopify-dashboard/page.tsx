import { metadataFor } from "@/modules/shell";
import { StoreReportView } from "@/modules/reporting/views/owned-views";
import type { ReportSearch } from "@/modules/reporting/views/report-page";

export const generateMetadata = metadataFor("/marketing-dashboard/shopify-dashboard");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return <StoreReportView searchParams={searchParams} />;
}
