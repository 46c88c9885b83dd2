import { ProductAnalyticsRoute } from "@/modules/analytics/views/product-analytics-route";
import { metadataFor, navAreas } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/general/product-analytics");

export default function ProductAnalyticsPage() {
  return <ProductAnalyticsRoute areas={navAreas()} />;
}
