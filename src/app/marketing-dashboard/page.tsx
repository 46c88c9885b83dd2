import { HomeRoute } from "@/modules/home/views/home-route";
import { HomeInsights } from "@/modules/reporting/views/home-insights";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/");
export default function Page() {
  return <HomeRoute Insights={HomeInsights} />;
}
