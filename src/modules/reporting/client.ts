/** The reporting module's client-safe surface: what other modules' pages render. */
export { ExchangeRatesView } from "./ui/fx/exchange-rates-view";
export { EXCHANGE_RATES_HREF } from "./report-paths";
// The home page's figures card (the home view loads its data with loadHomeInsights from index.ts).
export { HomeInsights } from "./views/home-insights";
