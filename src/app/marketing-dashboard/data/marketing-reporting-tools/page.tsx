import { metadataFor } from "@/modules/shell";
import { OverviewView } from "@/modules/reporting/views/overview-view";
import { ReportRoute, type ReportSearch } from "@/modules/reporting/views/report-route";

export const generateMetadata = metadataFor("/marketing-dashboard/data/marketing-reporting-tools");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return (
    <ReportRoute report={{ kind: "overview" }} searchParams={searchParams}>
      {(today) => <OverviewView today={today} />}
    </ReportRoute>
  );
}
