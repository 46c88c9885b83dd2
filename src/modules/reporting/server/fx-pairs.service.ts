import "server-only";
import { eq } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import { workspaces } from "@/modules/identity";
import { todayIn } from "@/lib/days";
import type { Db } from "@/server/db/client";
import { fxReferenceState } from "../db/fx-reference.table";
import { Converter, workspaceFormat } from "./report-scope";

/**
 * The rate reports use today for every currency into the workspace's: its value, its day and where
 * it comes from (the workspace's own rate, the FX_RATES setting, the shipped reference rates or the
 * daily feed); and how the feed last went.
 */
export async function listFxPairs(db: Db, tenant: Tenant) {
  const format = await workspaceFormat(db, tenant.workspaceId);
  const conv = await Converter.load(db, tenant.workspaceId, format.currency);
  const today = todayIn(format.timeZone);
  const pairs = conv.currencies().flatMap((currency) => {
    const r = conv.rateOn(currency, today);
    return r ? [{ currency, rate: r.applied, rateDate: r.rateDate, origin: r.origin }] : [];
  });
  const [state] = await db
    .select({ fetchedAt: fxReferenceState.fetchedAt, fetchError: fxReferenceState.fetchError })
    .from(fxReferenceState)
    .where(eq(fxReferenceState.id, 1));
  const [ws] = await db.select({ dateFormat: workspaces.dateFormat }).from(workspaces).where(eq(workspaces.id, tenant.workspaceId));
  return {
    to: format.currency,
    today,
    dateFormat: ws?.dateFormat ?? "YYYY-MM-DD",
    pairs,
    feed: { fetchedAt: state?.fetchedAt ?? null, error: state?.fetchError ?? null },
  };
}
