import "server-only";
import { desc, eq } from "drizzle-orm";
import { env } from "@/env";
import { addDays } from "@/lib/days";
import type { Db } from "@/server/db/client";
import { fixedHostFetch, REQUEST_TIMEOUT_MS } from "@/server/egress";
import { getLogger } from "@/server/log";
import { fxReferenceDays, fxReferenceState } from "../db/fx-reference.table";
import { ninetyDayUrl, parseEcbXml, type EcbDay } from "../fx/ecb-xml";
import { writeReferenceDays } from "./fx-reference.service";

const DEFAULT_FEED_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";
/** A gap longer than this (days) before the fetched day is filled from the 90-day document. */
const CATCH_UP_AFTER_DAYS = 4;

/** For tests: a feed address used instead of the setting's (`null`: the setting again). */
let urlOverride: { value: string } | null = null;
export function setFxFeedUrlForTests(value: string | null): void {
  urlOverride = value === null ? null : { value };
}

/** The feed's address: FX_REFERENCE_URL, the ECB's daily XML when unset; null when set empty (no feed). */
export function fxFeedUrl(): string | null {
  const value = urlOverride ? urlOverride.value : (env.FX_REFERENCE_URL ?? DEFAULT_FEED_URL);
  return value === "" ? null : value;
}

async function fetchDays(url: string): Promise<EcbDay[]> {
  // The operator configured this address (never a user), so it goes through egress's fixed-host fetch.
  const res = await fixedHostFetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), headers: { accept: "application/xml, text/xml" } });
  if (!res.ok) throw new Error(`the feed answered ${res.status}`);
  const days = parseEcbXml(await res.text());
  if (days.length === 0) throw new Error("the feed's answer holds no exchange rates");
  return days;
}

/**
 * Fetches the newest reference rates from the feed and stores them (a day the feed gives again is
 * replaced by its newest word). After a gap of several days it reads the 90-day document too. A
 * failure is logged and kept on the state row (the exchange-rates page says so); it never throws,
 * so reports carry on with the rates on hand and tomorrow's run tries again.
 */
export async function refreshReferenceRates(db: Db): Promise<{ days: number } | { error: string } | { disabled: true }> {
  const url = fxFeedUrl();
  if (!url) return { disabled: true };
  try {
    const days = await fetchDays(url);
    const [newest] = await db.select({ date: fxReferenceDays.date }).from(fxReferenceDays).orderBy(desc(fxReferenceDays.date)).limit(1);
    const longer = ninetyDayUrl(url);
    const all = longer && (!newest || newest.date < addDays(days[0]!.date, -CATCH_UP_AFTER_DAYS)) ? [...(await fetchDays(longer)), ...days] : days;
    const written = await writeReferenceDays(db, all, "feed");
    await db.update(fxReferenceState).set({ fetchedAt: new Date(), fetchError: null }).where(eq(fxReferenceState.id, 1));
    return { days: written };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    getLogger().warn({ err: error }, "fetching the reference exchange rates failed; reports use the rates on hand, and the next daily run tries again");
    await db
      .insert(fxReferenceState)
      .values({ id: 1, fetchError: message })
      .onConflictDoUpdate({ target: fxReferenceState.id, set: { fetchError: message } });
    return { error: message };
  }
}
