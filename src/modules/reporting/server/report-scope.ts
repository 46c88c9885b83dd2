import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { factOf, isPlatformId, platformById, sources, type FactKind } from "@/modules/connectors";
import type { Tenant } from "@/modules/identity";
import { workspaces } from "@/modules/identity";
import type { DayRange } from "@/lib/days";
import { fromMicros, toMicros } from "@/lib/decimal";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import type { ReportSource, WorkspaceFormat } from "../contracts/report.contracts";
import { fxRates } from "../db/warehouse.table";
import { applyRate, chooseRate, rateRuns, type RateRun, type StoredRate } from "../fx/fx-rates";
import { configuredRates } from "./fx.service";

/**
 * What a report reads from: the workspace's formatting and the sources of the asked platforms (or
 * fact kind), narrowed to the account filter. Filters naming another workspace's source match
 * nothing, because sources are read inside the tenant.
 */
export type Scope = { workspaceId: string; format: WorkspaceFormat; sources: ReportSource[]; ids: string[] };

/** How the workspace writes numbers and days: its time zone, currency, locale and first day of the week. */
export async function workspaceFormat(db: Db, workspaceId: string): Promise<WorkspaceFormat> {
  const [ws] = await db
    .select({ timeZone: workspaces.timeZone, currency: workspaces.currency, locale: workspaces.locale, weekStart: workspaces.weekStart })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return { timeZone: ws?.timeZone ?? "UTC", currency: ws?.currency ?? "USD", locale: ws?.locale ?? "en-US", weekStart: ws?.weekStart ?? "monday" };
}

export async function reportScope(
  db: Db,
  tenant: Tenant,
  want: { platforms?: readonly string[]; fact?: FactKind; sourceIds?: readonly string[] },
): Promise<Scope> {
  const format = await workspaceFormat(db, tenant.workspaceId);
  const where = [eq(sources.workspaceId, tenant.workspaceId)];
  // With an account filter every source is read, so an id that isn't the workspace's is told apart.
  if (want.platforms && !want.sourceIds?.length) where.push(inArray(sources.platform, [...want.platforms]));
  const rows = await db
    .select({
      id: sources.id,
      platform: sources.platform,
      name: sources.name,
      externalAccountId: sources.externalAccountId,
      currency: sources.currency,
      timeZone: sources.timeZone,
      status: sources.status,
      lastSyncAt: sources.lastSyncAt,
      lastSuccessAt: sources.lastSuccessAt,
      lastError: sources.lastError,
      dataFrom: sources.dataFrom,
      settings: sources.settings,
    })
    .from(sources)
    .where(and(...where))
    .orderBy(sources.name);
  const all = rows.map(({ settings, ...r }) => ({
    ...r,
    fact: factOf({ platform: r.platform, settings }),
    platformName: isPlatformId(r.platform) ? platformById(r.platform)!.name : r.platform === "email-tool" ? "Email tool" : "CSV upload",
    stale: r.lastError !== null && (r.lastSuccessAt === null || (r.lastSyncAt !== null && r.lastSyncAt > r.lastSuccessAt)),
  }));
  const unknown = want.sourceIds?.find((id) => !all.some((s) => s.id === id));
  if (unknown) throw new NotFoundError("Data source");
  const wanted = all.filter((s) => (!want.fact || s.fact === want.fact) && (!want.platforms || want.platforms.includes(s.platform)));
  const picked = want.sourceIds?.length ? wanted.filter((s) => want.sourceIds!.includes(s.id)) : wanted;
  return {
    workspaceId: tenant.workspaceId,
    format,
    sources: wanted,
    ids: picked.map((s) => s.id),
  };
}

/**
 * Converts a workspace's amounts into its currency with the rates it has, exactly, in micros. Rates
 * are read once per report; each (currency, day) is looked up once. An amount no rate converts is
 * left out of money totals and its currency named, so the page can say what is missing.
 */
export class Converter {
  readonly missing = new Set<string>();
  private cache = new Map<string, ReturnType<typeof chooseRate>>();
  private constructor(
    readonly to: string,
    private readonly rates: StoredRate[],
  ) {}

  static async load(db: Db, workspaceId: string, to: string): Promise<Converter> {
    const manual = await db
      .select({ date: fxRates.date, base: fxRates.base, quote: fxRates.quote, rate: fxRates.rate })
      .from(fxRates)
      .where(eq(fxRates.workspaceId, workspaceId));
    const rates: StoredRate[] = [
      ...manual.map((r) => ({ ...r, origin: "manual" as const })),
      ...configuredRates().map((r) => ({ ...r, origin: "config" as const })),
    ];
    return new Converter(to, rates);
  }

  /** Micros of `to`, or null when no rate converts the amount. */
  micros(amount: string | null | undefined, currency: string | null | undefined, date: string): bigint | null {
    if (amount === null || amount === undefined) return 0n;
    const from = currency || this.to;
    if (from === this.to) return toMicros(amount);
    const key = `${from} ${date}`;
    let chosen = this.cache.get(key);
    if (chosen === undefined) {
      chosen = chooseRate(this.rates, from, this.to, date);
      this.cache.set(key, chosen);
    }
    if (!chosen) {
      this.missing.add(from);
      return null;
    }
    return toMicros(applyRate(amount, chosen).amount);
  }

  /** The rate each day of the ranges converts each currency with (the rule of `micros`), as runs of days, for the database to convert with. */
  runs(ranges: readonly DayRange[]): RateRun[] {
    return rateRuns(this.rates, this.to, ranges);
  }

  /** Names a currency some amounts of which no rate converted (when the database converted them). */
  leftOut(currency: string): void {
    this.missing.add(currency);
  }

  notices(): string[] {
    return [...this.missing]
      .sort()
      .map((c) => `Amounts in ${c} are left out of money totals: there is no ${c}/${this.to} exchange rate. Add one under Connections → Exchange rates.`);
  }
}

export const microsToNumber = (m: bigint): number => Number(m) / 1e6;
export const microsText = (m: bigint): string => fromMicros(m, 2);
