import "server-only";
import { sql } from "drizzle-orm";
import { sources } from "@/modules/connectors";
import type { Db } from "@/server/db/client";

/** Where the warehouse's query rows (wh_search_daily) come from: the two platforms, and CSV uploads of organic search data ("csv"). */
export type SearchPlatform = "google-search-console" | "bing-webmaster-tools" | "csv";

export type TopSearchQuery = {
  query: string;
  impressions: number;
  clicks: number;
  /** Average position over the window (impression-weighted), or null with no impressions. */
  position: number | null;
  /** Where most of its impressions came from (ties: Google, then Bing). */
  platform: SearchPlatform;
};

export type TopSearchQueriesOptions = {
  platforms: readonly SearchPlatform[];
  /** The window: the last `days` days up to and including today (UTC). */
  days: number;
  limit: number;
  minImpressions: number;
  now?: Date;
};

const mostOf = (google: number, bing: number, csv: number): SearchPlatform =>
  csv > google && csv > bing ? "csv" : bing > google ? "bing-webmaster-tools" : "google-search-console";

/**
 * The queries people found the workspace's site with, from Search Console and Bing Webmaster Tools
 * rows in the warehouse (and CSV uploads of organic search data), summed over the window (impressions, clicks, impression-weighted position),
 * most impressions first. Reads only the workspace's own sources, through the
 * (workspace, source, date) index of wh_search_daily.
 */
export async function topSearchQueries(db: Db, workspaceId: string, opts: TopSearchQueriesOptions): Promise<TopSearchQuery[]> {
  if (opts.platforms.length === 0) return [];
  const today = (opts.now ?? new Date()).toISOString().slice(0, 10);
  const named = opts.platforms.filter((p) => p !== "csv");
  const platforms =
    named.length > 0
      ? sql.join(
          named.map((p) => sql`${p}`),
          sql`, `,
        )
      : sql`null`;
  const uploads = opts.platforms.includes("csv");
  const result = await db.execute<{ query: string; impressions: string; clicks: string; weighted: string; google: string; bing: string; csv: string }>(sql`
    with picked as (
      select ${sources.id} as id, ${sources.platform} as platform from ${sources}
       where ${sources.workspaceId} = ${workspaceId}
         and (${sources.platform} in (${platforms}) or (${uploads} and ${sources.platform} = 'csv' and ${sources.settings}->>'fact' = 'search'))
    )
    select d.query,
           sum(d.impressions)::text as impressions,
           sum(d.clicks)::text as clicks,
           sum(d.position_weighted)::text as weighted,
           coalesce(sum(d.impressions) filter (where p.platform = 'google-search-console'), 0)::text as google,
           coalesce(sum(d.impressions) filter (where p.platform = 'bing-webmaster-tools'), 0)::text as bing,
           coalesce(sum(d.impressions) filter (where p.platform = 'csv'), 0)::text as csv
      from wh_search_daily d
      join picked p on p.id = d.source_id
     where d.workspace_id = ${workspaceId}
       and d.source_id in (select id from picked)
       and d.date > (${today}::date - ${opts.days}::int)
       and d.date <= ${today}::date
       and d.query <> ''
     group by d.query
    having sum(d.impressions) >= ${opts.minImpressions}
     order by sum(d.impressions) desc, sum(d.clicks) desc, d.query
     limit ${opts.limit}
  `);
  return result.rows.map((r) => {
    const impressions = Number(r.impressions);
    return {
      query: r.query,
      impressions,
      clicks: Number(r.clicks),
      position: impressions > 0 ? Math.round((Number(r.weighted) / impressions) * 10) / 10 : null,
      platform: mostOf(Number(r.google), Number(r.bing), Number(r.csv)),
    };
  });
}
