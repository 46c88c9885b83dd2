/** The connectors module's client-safe surface: the platform catalog and the regional choices (pure data). */
export { platforms, platformSettingSuffixes } from "./catalog";
export { currencyCode, isCurrencyCode } from "./contracts/csv.contracts";
export { currencyOptions } from "./ui/csv/regional-options";
export { ConnectionsTabs } from "./ui/connections-tabs";
