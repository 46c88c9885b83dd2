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
import { applyRate, unionOfDays, type RateRun, type StoredRate } from "../fx/fx-rates";
import { PairRates, pairRuns, type ChosenRate, type ReferenceBook } from "../fx/rate-book";
import { formatDayAs } from "../fx/rate-book";
import { referenceBook, referenceRatesLoading } from "./fx-reference.service";
import { configuredRates } from "./fx.service";

/**
 * What a report reads from: the workspace's formatting and the sources of the asked platforms (or
 * fact kind), narrowed to the account filter. Filters naming another workspace's source match
 * nothing, because sources are read inside the tenant.
 */
export type Scope = { workspaceId: string; format: WorkspaceFormat; sources: ReportSource[]; ids: string[] };

/** How the workspace writes numbers and days: its time zone, currency, locale, first day of the week and date format. */
export async function workspaceFormat(db: Db, workspaceId: string): Promise<WorkspaceFormat> {
  const [ws] = await db
    .select({
      timeZone: workspaces.timeZone,
      currency: workspaces.currency,
      locale: workspaces.locale,
      weekStart: workspaces.weekStart,
      dateFormat: workspaces.dateFormat,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return {
    timeZone: ws?.timeZone ?? "UTC",
    currency: ws?.currency ?? "USD",
    locale: ws?.locale ?? "en-US",
    weekStart: ws?.weekStart ?? "monday",
    dateFormat: ws?.dateFormat ?? "YYYY-MM-DD",
  };
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
 * Converts a workspace's amounts into its currency, exactly, in micros, with every rate it has (see
 * fx/rate-book.ts): its own rates from their day on, else the reference rates crossed through the
 * euro, else (days before a pair's first rate) that first rate, named in a notice. Rates are read
 * once per report (the reference book once per process while it doesn't change); each (currency,
 * day) is looked up once. An amount no rate converts is left out of money totals and its currency
 * named, so the page can say what is missing.
 */
export class Converter {
  readonly missing = new Set<string>();
  /** Currencies some amounts of which were converted at their pair's first rate: that rate's day. */
  readonly early = new Map<string, string>();
  private cache = new Map<string, ChosenRate | null>();
  private pairs = new Map<string, PairRates>();
  private constructor(
    readonly to: string,
    private readonly overrides: StoredRate[],
    private readonly book: ReferenceBook,
  ) {}

  static async load(db: Db, workspaceId: string, to: string): Promise<Converter> {
    await referenceRatesLoading(db);
    const [manual, book] = await Promise.all([
      db.select({ date: fxRates.date, base: fxRates.base, quote: fxRates.quote, rate: fxRates.rate }).from(fxRates).where(eq(fxRates.workspaceId, workspaceId)),
      referenceBook(db),
    ]);
    const overrides: StoredRate[] = [
      ...manual.map((r) => ({ ...r, origin: "manual" as const })),
      ...configuredRates().map((r) => ({ ...r, origin: "config" as const })),
    ];
    return new Converter(to, overrides, book);
  }

  private pair(from: string): PairRates {
    let p = this.pairs.get(from);
    if (!p) this.pairs.set(from, (p = new PairRates(from, this.to, this.overrides, this.book)));
    return p;
  }

  private noteEarly(currency: string, chosen: ChosenRate): void {
    if (chosen.beforeFirst && !this.early.has(currency)) this.early.set(currency, chosen.rateDate);
  }

  /** What 1 unit of `currency` is worth in `to` on `date`, and where that rate comes from; null when no rate converts it. */
  rateOn(currency: string, date: string): (ChosenRate & { applied: string }) | null {
    const chosen = this.pair(currency).at(date);
    return chosen ? { ...chosen, applied: applyRate("1", chosen).rate } : null;
  }

  /** Every currency a rate converts into `to`: those of the reference rates and of the workspace's own pairs. */
  currencies(): string[] {
    const out = new Set(this.book.keys());
    if (this.book.size > 0) out.add("EUR");
    for (const r of this.overrides) {
      if (r.quote === this.to) out.add(r.base);
      if (r.base === this.to) out.add(r.quote);
    }
    out.delete(this.to);
    return [...out].sort();
  }

  /** Micros of `to`, or null when no rate converts the amount. */
  micros(amount: string | null | undefined, currency: string | null | undefined, date: string): bigint | null {
    if (amount === null || amount === undefined) return 0n;
    const from = currency || this.to;
    if (from === this.to) return toMicros(amount);
    const key = `${from} ${date}`;
    let chosen = this.cache.get(key);
    if (chosen === undefined) {
      chosen = this.pair(from).at(date);
      this.cache.set(key, chosen);
    }
    if (!chosen) {
      this.missing.add(from);
      return null;
    }
    this.noteEarly(from, chosen);
    return toMicros(applyRate(amount, chosen).amount);
  }

  /**
   * The rate each day of the ranges converts each of `currencies` with (the rule of `micros`), as
   * runs of days, for the database to convert with.
   */
  runs(ranges: readonly DayRange[], currencies: readonly string[]): RateRun[] {
    const pairs = [...new Set(currencies)]
      .filter((c) => c && c !== this.to)
      .sort()
      .map((c) => this.pair(c));
    return pairRuns(pairs, unionOfDays(ranges)).map((r) => {
      this.noteEarly(r.currency, r.chosen);
      return { currency: r.currency, start: r.start, end: r.end, rate: r.chosen.rate, inverse: r.chosen.inverse };
    });
  }

  /** Names a currency some amounts of which no rate converted (when the database converted them). */
  leftOut(currency: string): void {
    this.missing.add(currency);
  }

  /** The currencies some amounts of which are left out of money totals, for want of a rate into the workspace currency. */
  missingRates(): string[] {
    return [...this.missing].sort();
  }

  /** What the reader should know about how amounts were converted: those converted at a pair's first known rate (days in the workspace's date format). */
  notices(dateFormat = "YYYY-MM-DD"): string[] {
    return [...this.early]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, day]) => {
        const when = formatDayAs(day, dateFormat);
        return `Amounts in ${c} before ${when} are converted at the first known ${c}/${this.to} exchange rate, of ${when}.`;
      });
  }
}

export const microsToNumber = (m: bigint): number => Number(m) / 1e6;
export const microsText = (m: bigint): string => fromMicros(m, 2);
