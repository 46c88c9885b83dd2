/** The reporting module's public surface: its router and the currency conversion reports use. */
export { reportingRouter } from "./server/reporting.router";
export { convertAmount, type ConvertedAmount } from "./server/fx.service";
