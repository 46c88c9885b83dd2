import "server-only";
import { and, eq } from "drizzle-orm";
import { memberships, workspaces } from "@/modules/identity";
import { topSearchQueries } from "@/modules/reporting";
import type { Db } from "@/server/db/client";
import { KEYWORD_LIMITS, keywordProblem, searchDataSource } from "../contracts/keywords.constants";
import type { KeywordListFields } from "../contracts/keywords.contracts";
import { assetItems } from "../db/items.table";
import { createAsset } from "./asset-writes";

export const DEMO_KEYWORD_LIST = "Search terms that already find us";

/**
 * The demo workspace's keyword list, built from its own Search Console and Bing queries once the
 * first syncs have put them in the warehouse (the demo's data arrives through real syncs after the
 * seed, so this runs after each sync and acts once): the queries with the most impressions, as
 * phrase match, with their figures. Does nothing outside the demo workspace, when it already has a
 * keyword list, or before there is search data.
 */
export async function seedDemoKeywordList(db: Db, workspaceId: string): Promise<string | null> {
  const [demo] = await db
    .select({ userId: memberships.userId })
    .from(workspaces)
    .innerJoin(memberships, and(eq(memberships.workspaceId, workspaces.id), eq(memberships.role, "owner")))
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.isDemo, true)))
    .limit(1);
  if (!demo) return null;
  if ((await db.$count(assetItems, and(eq(assetItems.workspaceId, workspaceId), eq(assetItems.kind, "keyword-list")))) > 0) return null;
  const rows = await topSearchQueries(db, workspaceId, {
    platforms: ["google-search-console", "bing-webmaster-tools"],
    days: 90,
    limit: 40,
    minImpressions: 1,
  });
  const keywords = rows
    .filter((r) => keywordProblem(r.query) === null)
    .slice(0, KEYWORD_LIMITS.keywordsPerGroupMax)
    .map((r) => ({
      text: r.query,
      match: "phrase" as const,
      source: searchDataSource[r.platform],
      impressions: r.impressions,
      clicks: r.clicks,
      ...(r.position === null ? {} : { position: r.position }),
    }));
  if (keywords.length === 0) return null;
  const fields: KeywordListFields = { groups: [{ name: "From search data", keywords }], negatives: [{ text: "jobs", match: "broad" }] };
  const tenant = { workspaceId, userId: demo.userId, role: "owner" as const };
  const created = await createAsset(db, tenant, { kind: "keyword-list", title: DEMO_KEYWORD_LIST, fields, brandKitId: null, planRef: null, tags: ["demo"] });
  return created.id;
}
