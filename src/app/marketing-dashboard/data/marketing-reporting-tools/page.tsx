import { metadataFor } from "@/modules/shell";
import { OverviewView } from "@/modules/reporting/views/overview-view";
import type { ReportSearch } from "@/modules/reporting/views/report-page";

export const generateMetadata = metadataFor("/marketing-dashboard/data/marketing-reporting-tools");
export default function Page({ searchParams }: { searchParams: ReportSearch }) {
  return <OverviewView searchParams={searchParams} />;
}
