import { ProductAnalyticsRoute } from "@/modules/analytics/views/product-analytics-route";
import { metadataFor, navAreas } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/general/product-analytics");

export default async function ProductAnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { survey } = await searchParams;
  return <ProductAnalyticsRoute areas={navAreas()} survey={typeof survey === "string" ? survey : null} />;
}
