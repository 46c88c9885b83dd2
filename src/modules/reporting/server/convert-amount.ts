import "server-only";
import { isCurrencyCode } from "@/modules/connectors/client";
import { isDay } from "@/lib/days";
import { isDecimal, normalizeDecimal } from "@/lib/decimal";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { AMOUNT_MAX_DP, AMOUNT_MIN_DP, applyRate } from "../fx/fx-rates";
import type { RateOrigin } from "../fx/rate-book";
import { Converter } from "./report-scope";

export type ConvertedAmount = {
  /** Exact, 2 to 6 decimals (the amount a report converts to, before it rounds to cents). */
  amount: string;
  /** What 1 unit of the amount's currency was worth in `to`. */
  rate: string;
  /** The day of the rate used: the latest on or before the amount's day, or the pair's first rate's (`beforeFirst`). */
  rateDate: string;
  /** same: no conversion; manual / config: the workspace's own rate (its overrides); reference / feed: the ECB's, crossed through the euro. */
  origin: "same" | RateOrigin;
  /** The rate is the opposite pair's, inverted. */
  inverse: boolean;
  /** The day is before the pair's first rate, so that first rate converted it (reports say so in a notice). */
  beforeFirst: boolean;
};

/**
 * An amount of one day in another currency, by the rules every report converts with (the
 * Converter, fx/rate-book.ts): the workspace's own rates (entered here or FX_RATES) from their day
 * on, else the reference rates crossed through the euro, else, for days before the pair's first
 * rate, that first rate (marked `beforeFirst`). null when no rate converts it. Exact: decimals as
 * BigInt, never floats.
 */
export async function convertAmount(
  db: Db,
  workspaceId: string,
  input: { amount: string; currency: string; date: string; to: string },
): Promise<ConvertedAmount | null> {
  const amount = input.amount.trim();
  if (!isDecimal(amount)) throw new InvalidError(`“${input.amount}” isn't an amount such as 1234.50.`);
  if (!isCurrencyCode(input.currency) || !isCurrencyCode(input.to))
    throw new InvalidError(`${isCurrencyCode(input.currency) ? input.to : input.currency} isn't an ISO 4217 currency code.`);
  if (!isDay(input.date)) throw new InvalidError(`“${input.date}” isn't a day as YYYY-MM-DD.`);
  if (input.currency === input.to) {
    const same = normalizeDecimal(amount, { minDp: AMOUNT_MIN_DP, maxDp: AMOUNT_MAX_DP });
    return { amount: same, rate: "1", rateDate: input.date, origin: "same", inverse: false, beforeFirst: false };
  }
  const conv = await Converter.load(db, workspaceId, input.to);
  const chosen = conv.rateOn(input.currency, input.date);
  if (!chosen) return null;
  const converted = applyRate(amount, chosen);
  return {
    amount: converted.amount,
    rate: converted.rate,
    rateDate: chosen.rateDate,
    origin: chosen.origin,
    inverse: chosen.inverse,
    beforeFirst: chosen.beforeFirst,
  };
}
