import { metadataFor } from "@/modules/shell";
import { StoreReportView } from "@/modules/reporting/views/owned-views";
import { ReportRoute, type ReportSearch } from "@/modules/reporting/views/report-route";

export const generateMetadata = metadataFor("/marketing-dashboard/shopify-dashboard");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return (
    <ReportRoute report={{ kind: "store" }} searchParams={searchParams}>
      {(today) => <StoreReportView today={today} />}
    </ReportRoute>
  );
}
