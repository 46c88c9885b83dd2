/** The reporting module's client-safe surface: what other modules' pages render. */
export { FxRatesCard } from "./ui/fx-rates-card";
