import "server-only";
import { and, desc, eq, gte, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { ConsentSource } from "../consent/consent";
import { analyticsConsentChoices } from "../db/consent.table";

export type SiteConsentFilter = {
  /** accepted: both purposes granted; rejected: both denied; custom: anything else. */
  choice: "all" | "accepted" | "rejected" | "custom";
  source: "all" | ConsentSource;
  since: Date;
  limit: number;
  offset?: number;
  /** Keyset: the rows recorded before this one (newest first). */
  before?: { recordedAt: Date; id: string } | null;
};

const t = analyticsConsentChoices;

function choiceWhere(choice: SiteConsentFilter["choice"]): SQL | undefined {
  if (choice === "accepted") return and(eq(t.analytics, 1), eq(t.advertising, 1));
  if (choice === "rejected") return and(eq(t.analytics, 0), eq(t.advertising, 0));
  if (choice === "custom") return ne(t.analytics, t.advertising);
  return undefined;
}

/**
 * A workspace's site consent records, newest first (the records list and its CSV): when, what was
 * chosen for each purpose, on which banner version, page and source. No person is named in them.
 */
export async function listSiteConsentChoices(db: Db, workspaceId: string, filter: SiteConsentFilter) {
  return db
    .select({
      id: t.id,
      recordedAt: t.recordedAt,
      analytics: t.analytics,
      advertising: t.advertising,
      bannerVersion: t.bannerVersion,
      source: t.source,
      pageUrl: t.pageUrl,
      visitorId: t.visitorId,
    })
    .from(t)
    .where(
      and(
        eq(t.workspaceId, workspaceId),
        eq(t.scope, "site"),
        gte(t.recordedAt, filter.since),
        choiceWhere(filter.choice),
        filter.source === "all" ? undefined : eq(t.source, filter.source),
        filter.before ? or(lt(t.recordedAt, filter.before.recordedAt), and(eq(t.recordedAt, filter.before.recordedAt), lt(t.id, filter.before.id))) : undefined,
      ),
    )
    .orderBy(desc(t.recordedAt), desc(t.id))
    .limit(filter.limit)
    .offset(filter.offset ?? 0);
}

/** How many site choices of each kind since a date (the records list's summary). */
export async function countSiteConsentChoices(db: Db, workspaceId: string, since: Date) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      accepted: sql<number>`count(*) filter (where ${t.analytics} = 1 and ${t.advertising} = 1)::int`,
      rejected: sql<number>`count(*) filter (where ${t.analytics} = 0 and ${t.advertising} = 0)::int`,
    })
    .from(t)
    .where(and(eq(t.workspaceId, workspaceId), eq(t.scope, "site"), gte(t.recordedAt, since)));
  return { total: row?.total ?? 0, accepted: row?.accepted ?? 0, rejected: row?.rejected ?? 0 };
}
