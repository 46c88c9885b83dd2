import { ConnectionsTabs } from "@/modules/connectors/client";
import { ExchangeRatesRoute } from "@/modules/reporting/views/exchange-rates-route";
import { metadataFor } from "@/modules/shell";

// A tab of "Connections and sources": titled and crumbed by the route registry's tabs (ROUTES.md lists no row for it).
export const generateMetadata = metadataFor("/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources/exchange-rates");
export default function Page() {
  return <ExchangeRatesRoute nav={<ConnectionsTabs current="rates" />} />;
}
