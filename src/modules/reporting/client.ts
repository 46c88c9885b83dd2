/** The reporting module's client-safe surface: what other modules' pages render. */
export { FxRatesCard } from "./ui/fx-rates-card";
// The home page's figures card (the home view loads its data with loadHomeInsights from index.ts).
export { HomeInsights } from "./views/home-insights";
