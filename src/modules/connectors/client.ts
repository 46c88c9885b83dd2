/**
 * The connectors module's client-safe surface: the platform catalog and the regional choices (pure
 * data). No zod here: a client component that imports this file bundles everything it re-exports.
 */
export { platforms, platformSettingSuffixes } from "./catalog";
export { isCurrencyCode } from "./contracts/csv.constants";
export { currencyOptions } from "./ui/csv/regional-options";
export { ConnectionsTabs } from "./ui/connections-tabs";
export { EXCHANGE_RATES_HREF } from "./links";
