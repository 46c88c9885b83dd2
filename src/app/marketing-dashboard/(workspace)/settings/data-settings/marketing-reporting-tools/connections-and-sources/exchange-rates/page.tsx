import type { Metadata } from "next";
import { ConnectionsTabs } from "@/modules/connectors/client";
import { ExchangeRatesRoute } from "@/modules/reporting/views/exchange-rates-route";

// A tab of "Connections and sources" (ROUTES.md lists no path of its own for it, so it isn't in the route registry).
export const metadata: Metadata = {
  title: "Exchange rates | AI Marketing Tools",
  description: "The exchange rates your reports convert other currencies with, and your own rates.",
};
export default function Page() {
  return <ExchangeRatesRoute nav={<ConnectionsTabs current="rates" />} />;
}
