import type { ReactNode } from "react";

/** The connections pages (client-safe; the server's CONNECTIONS_PATH is the first). */
export const CONNECTIONS_HREF = {
  all: "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources",
  ads: "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources/ads",
} as const;

export type ConnectionsScope = keyof typeof CONNECTIONS_HREF;

/** Which connections page, and for the full one the exchange-rates card (reporting's: its route hands it in). */
export type ConnectionsPage = { scope: "all"; exchangeRates: ReactNode } | { scope: "ads"; exchangeRates?: undefined };
