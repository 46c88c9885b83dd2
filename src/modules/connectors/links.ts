/** The connections pages (client-safe; the server's CONNECTIONS_PATH is the first). */
export const CONNECTIONS_HREF = {
  all: "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources",
  ads: "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources/ads",
} as const;

export type ConnectionsScope = keyof typeof CONNECTIONS_HREF;

/** Which connections page: every platform, or the ad platforms only. */
export type ConnectionsPage = { scope: ConnectionsScope };

/** The exchange-rates tab of the connections pages (reporting's page; the report banner about missing rates links to it). */
export const EXCHANGE_RATES_HREF = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources/exchange-rates";
