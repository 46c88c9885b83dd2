/** The reporting module's client-safe surface: what other modules' pages render. */
export { HomeInsights } from "./views/home-insights";
