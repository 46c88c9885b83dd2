import "server-only";
import { and, desc, eq, lte, or, sql } from "drizzle-orm";
import { env } from "@/env";
import { isCurrencyCode } from "@/modules/connectors/client";
import type { Tenant } from "@/modules/identity";
import { isDay } from "@/lib/days";
import { isDecimal, normalizeDecimal } from "@/lib/decimal";
import type { Db } from "@/server/db/client";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import type { AddFxRateInput, RemoveFxRateInput } from "../contracts/fx.contracts";
import { fxRates } from "../db/warehouse.table";
import { AMOUNT_MAX_DP, AMOUNT_MIN_DP, applyRate, chooseRate, FxSettingError, parseFxSetting, type FxRate, type StoredRate } from "../fx/fx-rates";

/** For tests: a value of the FX_RATES setting used instead of the environment's (`null`: the environment again). */
let settingOverride: { value: string | undefined } | null = null;
export function setFxRatesSetting(value: string | undefined | null): void {
  settingOverride = value === null ? null : { value };
}

let parsed: { text: string | undefined; rates: FxRate[] } | null = null;

/** The configured rates. A malformed setting is an error people can read, raised wherever rates are read. */
export function configuredRates(): FxRate[] {
  const text = settingOverride ? settingOverride.value : env.FX_RATES;
  if (parsed && parsed.text === text) return parsed.rates;
  try {
    parsed = { text, rates: parseFxSetting(text, isCurrencyCode) };
  } catch (error) {
    if (error instanceof FxSettingError) throw new InvalidError(error.message);
    throw error;
  }
  return parsed.rates;
}

const manualView = (r: typeof fxRates.$inferSelect): StoredRate => ({
  date: r.date,
  base: r.base,
  quote: r.quote,
  rate: normalizeDecimal(r.rate),
  origin: "manual",
});

/**
 * Every rate reports may use, newest day first: the configured ones and those entered here, each
 * with its origin. A configured rate that a manual one replaces on the same day says so.
 */
export async function listFxRates(db: Db, tenant: Tenant) {
  const config = configuredRates();
  const manual = (await db.select().from(fxRates).where(eq(fxRates.workspaceId, tenant.workspaceId))).map(manualView);
  const manualKeys = new Set(manual.map((r) => `${r.date} ${r.base} ${r.quote}`));
  const rows = [
    ...manual.map((r) => ({ ...r, overridden: false })),
    ...config.map((r) => ({ ...r, origin: "config" as const, overridden: manualKeys.has(`${r.date} ${r.base} ${r.quote}`) })),
  ];
  rows.sort((a, b) => b.date.localeCompare(a.date) || a.base.localeCompare(b.base) || a.quote.localeCompare(b.quote) || (a.origin === "manual" ? -1 : 1));
  return rows;
}

/** A rate entered by hand: 1 base = rate quote on the day. One per pair and day. */
export async function addFxRate(db: Db, tenant: Tenant, input: AddFxRateInput) {
  const rate = normalizeDecimal(input.rate);
  const [row] = await db
    .insert(fxRates)
    .values({ workspaceId: tenant.workspaceId, date: input.date, base: input.base, quote: input.quote, rate })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ConflictError(`There is already a ${input.base}/${input.quote} rate for ${input.date}. Remove it first to enter another.`);
  return manualView(row);
}

/** A new rate for a rate entered by hand (the pair and day stay). */
export async function updateFxRate(db: Db, tenant: Tenant, input: AddFxRateInput) {
  const [row] = await db
    .update(fxRates)
    .set({ rate: normalizeDecimal(input.rate) })
    .where(and(eq(fxRates.workspaceId, tenant.workspaceId), eq(fxRates.date, input.date), eq(fxRates.base, input.base), eq(fxRates.quote, input.quote)))
    .returning();
  if (!row) throw new NotFoundError("Exchange rate");
  return manualView(row);
}

export async function removeFxRate(db: Db, tenant: Tenant, input: RemoveFxRateInput) {
  const [row] = await db
    .delete(fxRates)
    .where(and(eq(fxRates.workspaceId, tenant.workspaceId), eq(fxRates.date, input.date), eq(fxRates.base, input.base), eq(fxRates.quote, input.quote)))
    .returning();
  if (!row) throw new NotFoundError("Exchange rate");
  return manualView(row);
}

export type ConvertedAmount = {
  /** Exact, 2 to 6 decimals. */
  amount: string;
  /** What 1 unit of the amount's currency was worth in `to`. */
  rate: string;
  /** The day of the rate used (the latest on or before the amount's day). */
  rateDate: string;
  /** same: no conversion; config / manual: that rate; inverse: the rate of the opposite pair, inverted. */
  origin: "same" | "config" | "manual" | "inverse";
};

/**
 * An amount of one day in another currency, with the workspace's rates: the latest on or before the
 * day (manual beats configured on the same day; the inverse pair when only it was given). null when
 * no rate converts it. Exact: decimals as BigInt, never floats.
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
  if (input.currency === input.to)
    return { amount: normalizeDecimal(amount, { minDp: AMOUNT_MIN_DP, maxDp: AMOUNT_MAX_DP }), rate: "1", rateDate: input.date, origin: "same" };
  const { currency: from, to, date } = input;
  const config = configuredRates()
    .filter((r) => r.date <= date && ((r.base === from && r.quote === to) || (r.base === to && r.quote === from)))
    .map((r) => ({ ...r, origin: "config" as const }));
  const pairOf = (base: string, quote: string) => and(eq(fxRates.base, base), eq(fxRates.quote, quote));
  const manual = await db
    .select()
    .from(fxRates)
    .where(and(eq(fxRates.workspaceId, workspaceId), lte(fxRates.date, date), or(pairOf(from, to), pairOf(to, from))))
    .orderBy(desc(fxRates.date), sql`${fxRates.base} = ${from} desc`)
    .limit(2);
  const chosen = chooseRate([...manual.map(manualView), ...config], from, to, date);
  if (!chosen) return null;
  const converted = applyRate(amount, chosen);
  return { amount: converted.amount, rate: converted.rate, rateDate: chosen.rateDate, origin: chosen.inverse ? "inverse" : chosen.origin };
}
