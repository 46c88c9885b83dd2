import "server-only";
import { and, eq } from "drizzle-orm";
import { env } from "@/env";
import { isCurrencyCode } from "@/modules/connectors/client";
import type { Tenant } from "@/modules/identity";
import { normalizeDecimal } from "@/lib/decimal";
import type { Db } from "@/server/db/client";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import type { AddFxRateInput, RemoveFxRateInput } from "../contracts/fx.contracts";
import { fxRates } from "../db/warehouse.table";
import { FxSettingError, parseFxSetting, type FxRate, type StoredRate } from "../fx/fx-rates";

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
