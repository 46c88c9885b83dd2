/**
 * The reporting benchmark's warehouse: workspaces with their sources, two years of daily paid-media
 * facts (3–4 ad accounts of different platforms each, 18 campaign/ad-group rows a day per account),
 * and modest web (GA4), search (Search Console) and store (Shopify) facts. Facts are generated one
 * workspace at a time and COPY'd (never all in memory); the rollups are then computed from the facts
 * at the sync's grain (ingest.ts refreshRollups; months from the campaign days), and the tables analyzed.
 */
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { sources } from "../../src/modules/connectors/db/connectors.table";
import { workspaces } from "../../src/modules/identity/db/workspaces.table";
import { budgets } from "../../src/modules/reporting/db/budgets.table";
import { copyIn, copyValue, type CopyClient } from "../../src/server/db/copy";
import type { Db } from "../../src/server/db/client";
import { makeWorkspace } from "../../tests/support/factories";

export const DAYS = 730;
/** Rows per ad account and day: 6 campaigns × 3 ad groups, or 18 campaigns for LinkedIn (campaign level). */
export const AD_ROWS_PER_DAY = 18;
const SEARCH_ROWS_PER_DAY = 12;
const WEB_ROWS_PER_DAY = 8;

const AD_PLATFORMS = ["google-ads", "facebook-ads", "microsoft-ads", "linkedin-ads", "instagram-ads"] as const;
const TIME_ZONES = ["UTC", "America/New_York", "Europe/Berlin", "Asia/Tokyo", "Australia/Sydney"];

export type BenchSource = { id: string; platform: string; fact: "ad" | "web" | "search" | "store"; currency: string; accountId: string };
export type BenchWorkspace = { tenant: { workspaceId: string; userId: string; role: "owner" }; timeZone: string; sources: BenchSource[] };

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The data's days: the last DAYS days up to today (UTC), so presets like "this month" have data. */
export function dataDays(today = dayOf(Date.now())): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: DAYS }, (_, i) => dayOf(end - (DAYS - 1 - i) * 86_400_000));
}

/** A small seeded generator (mulberry32), so every run writes the same numbers. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How many ad accounts each workspace gets so the facts total about `rows`. */
export function adAccountsPerWorkspace(rows: number, workspaceCount: number): number[] {
  const total = Math.max(workspaceCount, Math.round(rows / (DAYS * AD_ROWS_PER_DAY)));
  const base = Math.floor(total / workspaceCount);
  const extra = total - base * workspaceCount;
  return Array.from({ length: workspaceCount }, (_, w) => base + (w < extra ? 1 : 0));
}

/** Workspaces (made as the app makes them: owner, membership) and their sources, budgets and rates. */
export async function makeWorkspaces(db: Db, perWorkspace: number[], days: string[], foreignEvery = 4): Promise<BenchWorkspace[]> {
  const out: BenchWorkspace[] = [];
  const month = days.at(-1)!.slice(0, 7);
  for (let w = 0; w < perWorkspace.length; w++) {
    const { tenant } = await makeWorkspace(db);
    const timeZone = TIME_ZONES[w % TIME_ZONES.length]!;
    await db.update(workspaces).set({ timeZone, currency: "USD" }).where(eq(workspaces.id, tenant.workspaceId));
    // One workspace in `foreignEvery` has an ad account in EUR, converted with monthly rates entered by hand.
    const foreign = w % foreignEvery === 0;
    const wanted: Omit<BenchSource, "id">[] = [];
    for (let a = 0; a < perWorkspace[w]!; a++) {
      const platform = AD_PLATFORMS[(w + a) % AD_PLATFORMS.length]!;
      const currency = foreign && a === perWorkspace[w]! - 1 ? "EUR" : "USD";
      wanted.push({ platform, fact: "ad", currency, accountId: `${w}-${a}` });
    }
    wanted.push({ platform: "google-analytics", fact: "web", currency: "USD", accountId: `ga-${w}` });
    wanted.push({ platform: "google-search-console", fact: "search", currency: "USD", accountId: `sc-${w}` });
    wanted.push({ platform: "shopify", fact: "store", currency: "USD", accountId: `shop-${w}` });
    const now = new Date();
    const rows = await db
      .insert(sources)
      .values(
        wanted.map((s, i) => ({
          workspaceId: tenant.workspaceId,
          platform: s.platform,
          externalAccountId: s.accountId,
          name: `${s.platform} account ${i + 1}`,
          currency: s.currency,
          timeZone,
          lastSyncAt: now,
          lastSuccessAt: now,
          dataFrom: days[0]!,
        })),
      )
      .returning({ id: sources.id });
    await db.insert(budgets).values({ workspaceId: tenant.workspaceId, month, scope: "all", amount: "50000.00", currency: "USD" });
    if (foreign) {
      const months = [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))];
      const values = months.map((d, i) => `('${tenant.workspaceId}', '${d}', 'EUR', 'USD', ${(1.05 + (i % 7) * 0.01).toFixed(4)})`);
      await db.execute(sql.raw(`insert into wh_fx_rates (workspace_id, date, base, quote, rate) values ${values.join(", ")}`));
    }
    out.push({ tenant: { ...tenant, role: "owner" }, timeZone, sources: wanted.map((s, i) => ({ ...s, id: rows[i]!.id })) });
  }
  return out;
}

const money = (x: number) => x.toFixed(2);

/** One workspace's paid-media facts as COPY text, and its campaign and ad-group names. */
function adFacts(ws: BenchWorkspace, w: number, days: string[]): { facts: string; campaigns: string; groups: string } {
  const lines: string[] = [];
  const campaigns: string[] = [];
  const groups: string[] = [];
  const rand = rng(w * 7919 + 17);
  for (const s of ws.sources.filter((x) => x.fact === "ad")) {
    const linkedin = s.platform === "linkedin-ads";
    const shape = Array.from({ length: AD_ROWS_PER_DAY }, (_, i) => ({
      campaign: `c${linkedin ? i : Math.floor(i / 3)}`,
      group: linkedin ? "" : `g${i}`,
      impressions: 200 + Math.floor(rand() * 4_000),
      ctr: 0.005 + rand() * 0.04,
      cpc: 0.3 + rand() * 3,
      cr: 0.01 + rand() * 0.08,
      aov: 20 + rand() * 180,
    }));
    for (const c of new Set(shape.map((x) => x.campaign)))
      campaigns.push([ws.tenant.workspaceId, s.id, c, `${s.platform} campaign ${c}`, "ENABLED"].join("\t"));
    for (const g of shape.filter((x) => x.group)) groups.push([ws.tenant.workspaceId, s.id, g.group, g.campaign, `Ad group ${g.group}`, "ENABLED"].join("\t"));
    const prefix = `${ws.tenant.workspaceId}\t${s.id}\t${s.platform}\t${s.accountId}\t`;
    const tail = `\t${s.currency}\t${copyValue(ws.timeZone)}\t`;
    for (let d = 0; d < days.length; d++) {
      const weekly = 0.8 + 0.4 * Math.sin(((d % 7) / 7) * 2 * Math.PI);
      const trend = 0.7 + (0.6 * d) / days.length;
      for (const x of shape) {
        // A rare spike or drop, so anomalies have something to find.
        const shock = rand() < 0.004 ? (rand() < 0.5 ? 3 : 0.2) : 1;
        const impressions = Math.max(0, Math.round(x.impressions * weekly * trend * shock * (0.85 + rand() * 0.3)));
        const clicks = Math.round(impressions * x.ctr);
        const spend = clicks * x.cpc;
        const conversions = Math.round(clicks * x.cr * 100) / 100;
        lines.push(
          `${prefix}${x.campaign}\t${x.group}\t${days[d]}${tail}${impressions}\t${clicks}\t${money(spend)}\t${conversions}\t${money(conversions * x.aov)}\t\\N`,
        );
      }
    }
  }
  return { facts: lines.join("\n") + "\n", campaigns: campaigns.join("\n") + "\n", groups: groups.join("\n") + "\n" };
}

const CHANNELS = [
  ["Organic Search", "google / organic"],
  ["Paid Search", "google / cpc"],
  ["Direct", "(direct) / (none)"],
  ["Referral", "news.example / referral"],
] as const;

/** One workspace's web, search and store facts as COPY text. */
function ownedFacts(ws: BenchWorkspace, w: number, days: string[]): { web: string; search: string; store: string } {
  const rand = rng(w * 104_729 + 5);
  const web: string[] = [];
  const search: string[] = [];
  const store: string[] = [];
  const id = (fact: string) => ws.sources.find((s) => s.fact === fact)!.id;
  const [webId, searchId, storeId] = [id("web"), id("search"), id("store")];
  const wsId = ws.tenant.workspaceId;
  const tz = copyValue(ws.timeZone);
  for (let d = 0; d < days.length; d++) {
    const day = days[d]!;
    for (let i = 0; i < WEB_ROWS_PER_DAY; i++) {
      const [channel, sm] = CHANNELS[i % CHANNELS.length]!;
      const sessions = 50 + Math.floor(rand() * 800);
      web.push(
        `${wsId}\t${webId}\t${day}\t${channel}\t${sm}\t/landing-${i >> 2}\tUSD\t${tz}\t${sessions}\t${Math.round(sessions * 0.8)}\t${Math.round(sessions * 0.6)}\t${Math.round(sessions * 0.03)}\t${money(sessions * 0.9)}`,
      );
    }
    for (let i = 0; i < SEARCH_ROWS_PER_DAY; i++) {
      const q = (d * 5 + i * 7) % 60;
      const impressions = 20 + Math.floor(rand() * 900);
      const position = 1 + rand() * 40;
      search.push(
        `${wsId}\t${searchId}\t${day}\tquery ${q}\t/page-${q % 15}\t${["usa", "deu", "gbr", "fra", "jpn"][i % 5]}\t${["DESKTOP", "MOBILE", "TABLET"][i % 3]}\t${Math.round(impressions * (0.2 / position))}\t${impressions}\t${(position * impressions).toFixed(4)}`,
      );
    }
    const orders = 5 + Math.floor(rand() * 60);
    const returning = Math.floor(orders * (0.2 + rand() * 0.3));
    store.push(`${wsId}\t${storeId}\t${day}\tUSD\t${tz}\t${orders}\t${money(orders * (40 + rand() * 60))}\t${orders - returning}\t${returning}`);
  }
  return { web: web.join("\n") + "\n", search: search.join("\n") + "\n", store: store.join("\n") + "\n" };
}

const AD_COLUMNS =
  "workspace_id, source_id, platform, account_id, campaign_id, ad_group_id, date, currency, time_zone, impressions, clicks, spend, conversions, conversion_value, extras";

/** COPYs every workspace's facts, two connections at once; returns the fact row counts. */
export async function loadFacts(
  url: string,
  all: BenchWorkspace[],
  days: string[],
  onProgress?: (done: number) => void,
): Promise<{ ad: number; web: number; search: number; store: number }> {
  const counts = { ad: 0, web: 0, search: 0, store: 0 };
  let next = 0;
  let done = 0;
  const lane = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("set synchronous_commit = off");
    const c = client as unknown as CopyClient;
    try {
      while (next < all.length) {
        const w = next++;
        const ws = all[w]!;
        const ad = adFacts(ws, w, days);
        const adRows = await copyIn(c, `copy wh_ad_daily (${AD_COLUMNS}) from stdin`, ad.facts);
        counts.ad += adRows; // (read after the await: the other lane adds too)
        await copyIn(c, "copy wh_ad_campaigns (workspace_id, source_id, campaign_id, name, status) from stdin", ad.campaigns);
        await copyIn(c, "copy wh_ad_groups (workspace_id, source_id, ad_group_id, campaign_id, name, status) from stdin", ad.groups);
        const owned = ownedFacts(ws, w, days);
        const webRows = await copyIn(
          c,
          "copy wh_web_daily (workspace_id, source_id, date, channel, source_medium, landing_page, currency, time_zone, sessions, users, engaged_sessions, key_events, revenue) from stdin",
          owned.web,
        );
        const searchRows = await copyIn(
          c,
          "copy wh_search_daily (workspace_id, source_id, date, query, page, country, device, clicks, impressions, position_weighted) from stdin",
          owned.search,
        );
        const storeRows = await copyIn(
          c,
          "copy wh_store_daily (workspace_id, source_id, date, currency, time_zone, orders, revenue, new_customers, returning_customers) from stdin",
          owned.store,
        );
        counts.web += webRows;
        counts.search += searchRows;
        counts.store += storeRows;
        onProgress?.(++done);
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all([lane(), lane()]);
  return counts;
}

/**
 * The rollups from the facts, at the grain the sync writes them (see ingest.ts refreshRollups), then
 * VACUUM ANALYZE. Rows are written in the order a sync leaves them: "backfill" (default) as a
 * backfill does, source after source, window after window (each source's days together, as the
 * facts are COPY'd); "daily" as months of daily restatement windows leave them (each day's rows of
 * every source together), so a workspace's range is spread over more pages.
 */
export async function buildRollups(
  url: string,
  layout: "backfill" | "daily" = "backfill",
): Promise<{ rollupMs: number; analyzeMs: number; rows: Record<string, number> }> {
  const order = layout === "daily" ? "order by date, workspace_id, source_id" : "order by workspace_id, source_id, date";
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set work_mem = '256MB'");
    const t0 = performance.now();
    await client.query(`insert into wh_ad_source_day (workspace_id, source_id, platform, date, currency, impressions, clicks, spend, conversions, conversion_value)
      select workspace_id, source_id, min(platform), date, min(currency), sum(impressions), sum(clicks), sum(spend), sum(conversions), sum(conversion_value)
      from wh_ad_daily group by workspace_id, source_id, date ${order}`);
    await client.query(`insert into wh_ad_campaign_day (workspace_id, source_id, campaign_id, date, currency, impressions, clicks, spend, conversions, conversion_value)
      select workspace_id, source_id, campaign_id, date, min(currency), sum(impressions), sum(clicks), sum(spend), sum(conversions), sum(conversion_value)
      from wh_ad_daily group by workspace_id, source_id, date, campaign_id ${order}`);
    // Months from the campaign days, as ingest.ts refreshCampaignMonths sums them (month order for both layouts: a daily sync rewrites a month's rows together).
    await client.query(`insert into wh_ad_campaign_month (workspace_id, source_id, campaign_id, month, currency, impressions, clicks, spend, conversions, conversion_value)
      select workspace_id, source_id, campaign_id, month, currency, sum(impressions), sum(clicks), sum(spend), sum(conversions), sum(conversion_value)
      from (select *, date - (extract(day from date)::int - 1) as month from wh_ad_campaign_day) d
      group by workspace_id, source_id, campaign_id, month, currency ${layout === "daily" ? "order by month, workspace_id, source_id" : "order by workspace_id, source_id, month"}`);
    await client.query(`insert into wh_search_source_day (workspace_id, source_id, date, clicks, impressions, position_weighted)
      select workspace_id, source_id, date, sum(clicks), sum(impressions), sum(position_weighted) from wh_search_daily group by workspace_id, source_id, date ${order}`);
    await client.query(`insert into wh_web_source_day (workspace_id, source_id, date, channel, currency, sessions, users, engaged_sessions, key_events, revenue)
      select workspace_id, source_id, date, channel, min(currency), sum(sessions), sum(users), sum(engaged_sessions), sum(key_events), sum(revenue)
      from wh_web_daily group by workspace_id, source_id, date, channel ${order}`);
    const rollupMs = performance.now() - t0;
    const t1 = performance.now();
    await client.query("vacuum analyze");
    const analyzeMs = performance.now() - t1;
    const rows: Record<string, number> = {};
    for (const t of [
      "wh_ad_daily",
      "wh_ad_source_day",
      "wh_ad_campaign_day",
      "wh_ad_campaign_month",
      "wh_web_daily",
      "wh_web_source_day",
      "wh_search_daily",
      "wh_search_source_day",
      "wh_store_daily",
      "wh_ad_campaigns",
    ]) {
      rows[t] = Number((await client.query(`select count(*)::bigint as n from ${t}`)).rows[0].n);
    }
    return { rollupMs, analyzeMs, rows };
  } finally {
    await client.end();
  }
}
