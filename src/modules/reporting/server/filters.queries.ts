import "server-only";
import { sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { inList, rowsOf } from "./query-kit";
import { reportScope } from "./report-scope";

/** The workspace's sources a report can filter by (all of them, or of some platforms), with their health. */
export async function reportSources(db: Db, tenant: Tenant, input: { platforms?: string[] }) {
  const scope = await reportScope(db, tenant, input.platforms ? { platforms: input.platforms } : {});
  return { format: scope.format, sources: scope.sources };
}

/** Campaigns to filter an ad report by: every campaign the warehouse knows of the platform's sources. */
export async function campaignOptions(db: Db, tenant: Tenant, input: { platform?: string; sourceIds: string[] }) {
  const scope = await reportScope(db, tenant, { fact: "ad", ...(input.platform ? { platforms: [input.platform] } : {}), sourceIds: input.sourceIds });
  if (scope.ids.length === 0) return [];
  return rowsOf<{ sourceId: string; campaignId: string; name: string; status: string | null }>(
    db,
    sql`select source_id as "sourceId", campaign_id as "campaignId", name, status from wh_ad_campaigns
        where workspace_id = ${tenant.workspaceId} and ${inList(sql`source_id`, scope.ids)} order by name limit 1000`,
  );
}
