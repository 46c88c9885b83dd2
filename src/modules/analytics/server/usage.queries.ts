import "server-only";
import { sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { ProductUsageInput } from "../contracts/usage.contracts";
import { PRODUCT_FUNNEL } from "../contracts/usage.constants";

const DAY_MS = 86_400_000;

/**
 * The product's usage in the workspace, from its raw events of source `product` (a person is the
 * identified one when known, as in the rollups): active people over the last 1, 7 and 30 days,
 * daily active people and page views per path over the range, and the key-actions funnel.
 */
export async function productUsage(db: Db, tenant: Tenant, input: ProductUsageInput, now = new Date()) {
  const days = input.days ?? 30;
  const ws = tenant.workspaceId;
  const since = new Date(now.getTime() - days * DAY_MS);
  const person = sql`coalesce(e.person_id, i.person_id, e.distinct_id)`;
  const base = sql`from analytics_events e left join analytics_identities i on i.workspace_id = e.workspace_id and i.distinct_id = e.distinct_id
    where e.workspace_id = ${ws} and e.source = 'product'`;
  const active = await db.execute<{ day: number; week: number; month: number }>(sql`
    select count(distinct ${person}) filter (where e.occurred_at >= ${new Date(now.getTime() - DAY_MS)})::int as day,
           count(distinct ${person}) filter (where e.occurred_at >= ${new Date(now.getTime() - 7 * DAY_MS)})::int as week,
           count(distinct ${person})::int as month
    ${base} and e.occurred_at >= ${new Date(now.getTime() - 30 * DAY_MS)}`);
  const daily = await db.execute<{ day: string; people: number }>(sql`
    select to_char((e.occurred_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(distinct ${person})::int as people
    ${base} and e.occurred_at >= ${since} group by 1 order by 1`);
  const paths = await db.execute<{ path: string; views: number }>(sql`
    select coalesce(e.properties->>'$pathname', regexp_replace(coalesce(e.properties->>'$current_url', ''), '^[a-z]+://[^/]+|[?#].*$', '', 'g')) as path,
           count(*)::int as views
    ${base} and e.event = '$pageview' and e.occurred_at >= ${since} group by 1 order by 2 desc limit 500`);
  const funnelEvents = PRODUCT_FUNNEL.map((s) => s.event);
  const done = await db.execute<{ person: string; events: string[] }>(sql`
    select ${person} as person, array_agg(distinct e.event) as events
    ${base} and e.occurred_at >= ${since} and e.event in (${sql.join(
      funnelEvents.map((e) => sql`${e}`),
      sql`, `,
    )}) group by 1`);
  const funnel = PRODUCT_FUNNEL.map((step, index) => ({
    label: step.label,
    value: done.rows.filter((row) => funnelEvents.slice(0, index + 1).every((e) => row.events.includes(e))).length,
  }));
  return {
    days,
    activeUsers: active.rows[0] ?? { day: 0, week: 0, month: 0 },
    daily: fillDays(daily.rows, since, now),
    paths: paths.rows.filter((p) => p.path),
    funnel,
  };
}

function fillDays(rows: { day: string; people: number }[], since: Date, now: Date) {
  const byDay = new Map(rows.map((r) => [r.day, r.people]));
  const out: { day: string; people: number }[] = [];
  for (let t = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()); t <= now.getTime(); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push({ day, people: byDay.get(day) ?? 0 });
  }
  return out;
}
