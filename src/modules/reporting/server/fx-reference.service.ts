import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { fxReferenceDays, fxReferenceState } from "../db/fx-reference.table";
import type { ReferenceBook, ReferenceSeries } from "../fx/rate-book";

/** The reference rates shipped with the product (see fx/reference/README.md). */
export const SHIPPED_FILE = path.join("src", "modules", "reporting", "fx", "reference", "ecb-daily.csv.gz");

/** One day of reference rates: units of each currency per euro. */
export type ReferenceDay = { date: string; rates: Record<string, string> };

/** The shipped file's days: a header `date,USD,JPY,…`, then a line a day with units per euro (empty: none that day). */
export function parseReferenceCsv(text: string): ReferenceDay[] {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  const currencies = lines[0]!.split(",").slice(1);
  return lines.slice(1).map((line) => {
    const [date, ...values] = line.split(",");
    const rates: Record<string, string> = {};
    values.forEach((v, i) => {
      if (v && currencies[i]) rates[currencies[i]] = v;
    });
    return { date: date!, rates };
  });
}

/**
 * Writes reference days in one statement, then bumps the version so every process reads the book
 * again. The shipped file never replaces a day the table holds; the feed's word on a day is merged
 * over what was there.
 */
export async function writeReferenceDays(db: Db, days: ReferenceDay[], source: "reference" | "feed", state: { shippedThrough?: string } = {}) {
  // One row a day (a statement may not update a row twice): a day given twice is merged, the later word winning.
  const byDay = new Map<string, Record<string, string>>();
  for (const d of days) byDay.set(d.date, { ...byDay.get(d.date), ...d.rates });
  days = [...byDay].map(([date, rates]) => ({ date, rates }));
  if (days.length > 0) {
    const conflict =
      source === "feed" ? sql`do update set rates = reporting_fx_reference_days.rates || excluded.rates, source = excluded.source` : sql`do nothing`;
    await db.execute(sql`insert into reporting_fx_reference_days (date, rates, source)
      select (e ->> 'date')::date, e -> 'rates', ${source} from jsonb_array_elements(${JSON.stringify(days)}::jsonb) e
      on conflict (date) ${conflict}`);
  }
  await db
    .insert(fxReferenceState)
    .values({ id: 1, version: 1, shippedThrough: state.shippedThrough ?? null })
    .onConflictDoUpdate({
      target: fxReferenceState.id,
      set: {
        version: sql`${fxReferenceState.version} + 1`,
        ...(state.shippedThrough ? { shippedThrough: sql`greatest(${fxReferenceState.shippedThrough}, ${state.shippedThrough}::date)` } : {}),
      },
    });
  return days.length;
}

/**
 * Loads the shipped reference rates into the database unless it holds them already (idempotent:
 * the state row says through which day the file was loaded). One statement of ~2,900 days.
 */
export async function loadShippedReferenceRates(db: Db, root = process.cwd()): Promise<{ days: number; through: string | null }> {
  const [state] = await db.select({ through: fxReferenceState.shippedThrough }).from(fxReferenceState).where(eq(fxReferenceState.id, 1));
  const days = parseReferenceCsv(gunzipSync(await readFile(path.join(root, SHIPPED_FILE))).toString("utf8"));
  const through = days.at(-1)?.date ?? null;
  if (!through || (state?.through && state.through >= through)) return { days: 0, through: state?.through ?? null };
  await writeReferenceDays(db, days, "reference", { shippedThrough: through });
  return { days: days.length, through };
}

const loading = new WeakMap<Db, Promise<unknown>>();
/**
 * loadShippedReferenceRates once per database and process, once `after` resolves (start-up passes
 * its migration, so the load is registered at once and a report asked meanwhile waits for it).
 */
export function ensureReferenceRates(db: Db, after: Promise<unknown> = Promise.resolve()): Promise<unknown> {
  let p = loading.get(db);
  if (!p) {
    p = after
      .then(() => loadShippedReferenceRates(db))
      .catch((error: unknown) => {
        loading.delete(db);
        throw error;
      });
    loading.set(db, p);
  }
  return p;
}

/** Waits for a load of the shipped rates under way (start-up's), so a report asked meanwhile converts with them; never fails. */
export async function referenceRatesLoading(db: Db): Promise<void> {
  await loading.get(db)?.catch(() => undefined);
}

const books = new WeakMap<Db, { version: number; book: ReferenceBook }>();

/** Every reference rate, by currency, read again only when the version changed. */
export async function referenceBook(db: Db): Promise<ReferenceBook> {
  const [state] = await db.select({ version: fxReferenceState.version }).from(fxReferenceState).where(eq(fxReferenceState.id, 1));
  const version = state?.version ?? 0;
  const cached = books.get(db);
  if (cached && cached.version === version) return cached.book;
  const rows = await db
    .select({ date: fxReferenceDays.date, rates: fxReferenceDays.rates, source: fxReferenceDays.source })
    .from(fxReferenceDays)
    .orderBy(asc(fxReferenceDays.date));
  const book = new Map<string, ReferenceSeries>();
  for (const r of rows) {
    for (const [currency, perEur] of Object.entries(r.rates)) {
      const s = book.get(currency) ?? book.set(currency, { dates: [], perEur: [], sources: [] }).get(currency)!;
      s.dates.push(r.date);
      s.perEur.push(perEur);
      s.sources.push(r.source);
    }
  }
  books.set(db, { version, book });
  return book;
}
