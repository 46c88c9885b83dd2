import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consent, noQueue } from "~tests/support/connectors";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { ConflictError } from "@/server/errors";
import { setPlatformConfig } from "./core/config";
import { eachDay, windows } from "@/lib/days";
import { registerConnector } from "./core/registry";
import type { AdRow, Connector } from "./core/types";
import { open } from "@/server/crypto/vault";
import { intFrom, startFake, type FakeServer } from "./fakes/kit";
import { scheduleDueSyncs } from "./jobs/sync.job";
import { completeConnect, startConnect } from "./server/connect.service";
import { sources } from "./db/connectors.table";
import { accountsOf, addSources, readMetrics, removeSource } from "./server/sources.service";
import { executeSync, planRun } from "./server/sync.service";

/**
 * The engine, on a small platform of its own: a paged daily report (10 rows a page) whose numbers
 * come from the kit's generator, so every test knows what the warehouse must hold.
 */
const PAGE = 10;
const campaigns = ["c1", "c2", "c3", "c4"];
const rowsFor = (account: string, day: string, version: number): AdRow[] =>
  campaigns.map((c) => ({
    date: day,
    campaignId: c,
    impressions: intFrom(`${account}|${c}|${day}|${version}|i`, 100, 900),
    clicks: intFrom(`${account}|${c}|${day}|${version}|k`, 1, 90),
    spend: (intFrom(`${account}|${c}|${day}|${version}|s`, 100, 99_999) / 100).toFixed(2),
    conversions: String(intFrom(`${account}|${c}|${day}|${version}|v`, 0, 5)),
    conversionValue: (intFrom(`${account}|${c}|${day}|${version}|w`, 0, 50_000) / 100).toFixed(2),
  }));
const failOn = new Set<string>();

let fake: FakeServer;
let handle: DbHandle;
const connector: Connector = registerConnector({
  platform: "google-ads",
  fact: "ad",
  oauth: {
    authorizeUrl: "https://platform.example/oauth/authorize",
    tokenUrl: "https://platform.example/oauth/token",
    scopes: ["read"],
    pkce: true,
    clientAuth: "body",
    refresh: "refresh_token",
  },
  restatementDays: 3,
  backfillDays: 60,
  chunkDays: 5,
  listAccounts: async (api) =>
    (await api.request<{ accounts: { id: string; name: string }[] }>({ url: "https://platform.example/v1/accounts" })).accounts.map((a) => ({
      ...a,
      currency: "EUR",
      timeZone: "Europe/Berlin",
    })),
  fetchWindow: async (api, account, window) => {
    const ad: AdRow[] = [];
    for (let page = 0; ; page++) {
      const answer = await api.request<{ rows: AdRow[]; next: boolean }>({
        url: "https://platform.example/v1/report",
        query: { account: account.id, start: window.start, end: window.end, page },
      });
      ad.push(...answer.rows);
      if (!answer.next) break;
    }
    return { ad, campaigns: campaigns.map((c) => ({ id: c, name: `Campaign ${c}` })) };
  },
});

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startFake({
    name: "Engine test platform",
    authorizePath: "/oauth/authorize",
    tokenPath: "/oauth/token",
    throttled: () => ({ status: 429, headers: { "retry-after": "1" }, json: { error: "slow down" } }),
    routes: [
      {
        method: "GET",
        path: /^\/v1\/accounts$/,
        handle: () => ({
          json: {
            accounts: [
              { id: "A1", name: "Account one" },
              { id: "A2", name: "Account two" },
            ],
          },
        }),
      },
      {
        method: "GET",
        path: /^\/v1\/report$/,
        handle: (req) => {
          const account = req.query.get("account")!;
          const start = req.query.get("start")!;
          if (failOn.has(start)) return { status: 400, json: { error: "bad window" } };
          const all = eachDay({ start, end: req.query.get("end")! }).flatMap((d) => rowsFor(account, d, fake.control.version(d)));
          const page = Number(req.query.get("page"));
          return { json: { rows: all.slice(page * PAGE, (page + 1) * PAGE), next: (page + 1) * PAGE < all.length } };
        },
      },
    ],
  });
  setPlatformConfig("google-ads", {
    clientId: "test-client",
    clientSecret: "test-secret",
    redirectUri: "http://127.0.0.1:3999/api/connectors/google-ads/callback",
    baseUrl: fake.url,
  });
  const { runtime } = await import("./core/config");
  runtime.maxRetryDelayMs = 20;
});
afterAll(async () => {
  setPlatformConfig("google-ads", undefined);
  await fake.close();
  await handle.close();
});

async function connected() {
  const { tenant } = await makeWorkspace(handle.db);
  const { url } = await startConnect(handle.db, tenant, { platform: "google-ads" });
  const back = await consent(url);
  const outcome = await completeConnect(handle.db, "google-ads", { state: back.get("state"), code: back.get("code") });
  expect(outcome.error).toBeUndefined();
  await addSources(handle.db, tenant, { connectionId: outcome.connectionId!, accountIds: ["A1"] }, noQueue);
  const [source] = (await handle.db.execute(sql`select id from connectors_sources where workspace_id = ${tenant.workspaceId}`)).rows as { id: string }[];
  await handle.db.execute(sql`update connectors_sync_runs set status = 'failed' where workspace_id = ${tenant.workspaceId}`);
  return { tenant, sourceId: source!.id, connectionId: outcome.connectionId! };
}

async function totals(workspaceId: string) {
  const facts = (
    await handle.db.execute(
      sql`select date::text as d, sum(spend)::text as spend, sum(clicks)::int as clicks, count(*)::int as n from wh_ad_daily where workspace_id = ${workspaceId} group by date order by date`,
    )
  ).rows as { d: string; spend: string; clicks: number; n: number }[];
  const rollup = (
    await handle.db.execute(
      sql`select date::text as d, spend::text as spend, clicks::int as clicks from wh_ad_source_day where workspace_id = ${workspaceId} order by date`,
    )
  ).rows as { d: string; spend: string; clicks: number }[];
  return { facts, rollup };
}

const expectedSpend = (day: string, version = 0) => rowsFor("A1", day, version).reduce((cents, r) => cents + Math.round(Number(r.spend) * 100), 0);

describe("connect flow", () => {
  it("sends state and PKCE, stores the tokens encrypted, and lists the platform's accounts", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    const { url } = await startConnect(handle.db, tenant, { platform: "google-ads" });
    const q = new URL(url).searchParams;
    expect(q.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("redirect_uri")).toContain("/api/connectors/google-ads/callback");
    const back = await consent(url);
    const outcome = await completeConnect(handle.db, "google-ads", { state: back.get("state"), code: back.get("code") });
    const [row] = (await handle.db.execute(sql`select access_token, refresh_token from connectors_connections where id = ${outcome.connectionId}`)).rows as {
      access_token: string;
      refresh_token: string;
    }[];
    expect(row!.access_token).toMatch(/^v1\./);
    expect(open(row!.access_token)).not.toBe(row!.access_token);
    expect(open(row!.refresh_token)).toMatch(/\./);
    expect((await accountsOf(handle.db, tenant, outcome.connectionId!)).map((a) => a.id)).toEqual(["A1", "A2"]);
    const again = await completeConnect(handle.db, "google-ads", { state: back.get("state"), code: back.get("code") });
    expect(again.error).toMatch(/expired or was already used/);
  });

  it("says so in plain words when the person denies access", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    const { url } = await startConnect(handle.db, tenant, { platform: "google-ads" });
    const back = await consent(url, "Deny");
    const outcome = await completeConnect(handle.db, "google-ads", { state: back.get("state"), error: back.get("error") });
    expect(outcome.error).toBe("Google Ads access wasn't granted, so nothing was connected.");
  });
});

describe("sync engine", () => {
  it("lands every day's numbers exactly, with rollups that agree", async () => {
    const { tenant, sourceId } = await connected();
    const range = { start: "2026-01-28", end: "2026-02-08" };
    const run = await planRun(handle.db, tenant, sourceId, "resync", noQueue, range);
    expect(run.chunksTotal).toBe(windows(range, 5).length);
    const done = await executeSync(handle.db, { workspaceId: tenant.workspaceId, runId: run.id });
    expect(done).toMatchObject({ status: "succeeded", chunksDone: 3, rowsWritten: 12 * campaigns.length });
    const { facts, rollup } = await totals(tenant.workspaceId);
    expect(facts.map((f) => f.d)).toEqual(eachDay(range));
    for (const f of facts) expect(Math.round(Number(f.spend) * 100)).toBe(expectedSpend(f.d));
    expect(rollup).toEqual(facts.map(({ d, spend, clicks }) => ({ d, spend: Number(spend).toFixed(6), clicks })));
    // The account is in euros and the workspace in dollars: the run's months are converted for the reports (no rate yet: flagged).
    const converted = (
      await handle.db.execute(
        sql`select month::text as month, campaign_id, to_currency, unrated from wh_ad_campaign_month_fx where workspace_id = ${tenant.workspaceId} and source_id = ${sourceId} order by month, campaign_id`,
      )
    ).rows;
    expect(converted).toEqual(
      ["2026-01-01", "2026-02-01"].flatMap((month) => [...campaigns].sort().map((c) => ({ month, campaign_id: c, to_currency: "USD", unrated: true }))),
    );
  });

  it("reads a source's daily totals back for the metrics operation, whatever the source measures", async () => {
    const { tenant, sourceId } = await connected();
    const range = { start: "2026-02-10", end: "2026-02-12" };
    await executeSync(handle.db, { workspaceId: tenant.workspaceId, runId: (await planRun(handle.db, tenant, sourceId, "resync", noQueue, range)).id });
    const ad = await readMetrics(handle.db, tenant, { sourceId, ...range });
    expect(ad).toMatchObject({ fact: "ad", external: false });
    expect((ad.days as { date: string; spend: string }[]).map((d) => [d.date, Math.round(Number(d.spend) * 100)])).toEqual(
      eachDay(range).map((d) => [d, expectedSpend(d)]),
    );
    const [search] = await handle.db
      .insert(sources)
      .values({ workspaceId: tenant.workspaceId, platform: "google-search-console", externalAccountId: "sc-domain:example.com", name: "Site" })
      .returning();
    await handle.db.execute(
      sql`insert into wh_search_source_day (workspace_id, source_id, date, clicks, impressions, position_weighted) values (${tenant.workspaceId}, ${search!.id}, '2026-02-10', 12, 400, 2560)`,
    );
    expect(await readMetrics(handle.db, tenant, { sourceId: search!.id, ...range })).toMatchObject({
      fact: "search",
      days: [{ date: "2026-02-10", clicks: "12", impressions: "400", position: "6.40" }],
    });
  });

  it("replaces a restated day instead of adding to it", async () => {
    const { tenant, sourceId } = await connected();
    const range = { start: "2026-03-01", end: "2026-03-04" };
    await executeSync(handle.db, { workspaceId: tenant.workspaceId, runId: (await planRun(handle.db, tenant, sourceId, "resync", noQueue, range)).id });
    fake.control.restate("2026-03-02");
    await executeSync(handle.db, { workspaceId: tenant.workspaceId, runId: (await planRun(handle.db, tenant, sourceId, "resync", noQueue, range)).id });
    const { facts } = await totals(tenant.workspaceId);
    const day = facts.find((f) => f.d === "2026-03-02")!;
    expect(day.n).toBe(campaigns.length);
    expect(Math.round(Number(day.spend) * 100)).toBe(expectedSpend("2026-03-02", 1));
  });

  it("resumes a failed run after its last committed window, without refetching or duplicating", async () => {
    const { tenant, sourceId } = await connected();
    const range = { start: "2026-04-01", end: "2026-04-15" };
    const run = await planRun(handle.db, tenant, sourceId, "resync", noQueue, range);
    failOn.add("2026-04-11");
    await expect(executeSync(handle.db, { workspaceId: tenant.workspaceId, runId: run.id })).rejects.toThrow(/answered 400/);
    const [failed] = (await handle.db.execute(sql`select status, cursor::text, chunks_done, error from connectors_sync_runs where id = ${run.id}`)).rows as {
      status: string;
      cursor: string;
      chunks_done: number;
      error: string;
    }[];
    expect(failed).toMatchObject({ status: "failed", cursor: "2026-04-10", chunks_done: 2 });
    const [source] = (await handle.db.execute(sql`select status, last_error from connectors_sources where id = ${sourceId}`)).rows as {
      status: string;
      last_error: string;
    }[];
    expect(source).toMatchObject({ status: "error" });
    failOn.delete("2026-04-11");
    const before = fake.control.calls.length;
    const done = await executeSync(handle.db, { workspaceId: tenant.workspaceId, runId: run.id });
    expect(done?.status).toBe("succeeded");
    expect(fake.control.calls.slice(before).every((c) => c.query.includes("start=2026-04-11"))).toBe(true);
    const { facts } = await totals(tenant.workspaceId);
    expect(facts.map((f) => [f.d, f.n])).toEqual(eachDay(range).map((d) => [d, campaigns.length]));
    const [healthy] = (await handle.db.execute(sql`select status, last_error from connectors_sources where id = ${sourceId}`)).rows as {
      status: string;
      last_error: string | null;
    }[];
    expect(healthy).toEqual({ status: "active", last_error: null });
  });

  it("waits out a throttle mid-pagination and refreshes an expired token, storing the rotated refresh token", async () => {
    const { tenant, sourceId, connectionId } = await connected();
    const tokenBefore = (
      (await handle.db.execute(sql`select refresh_token from connectors_connections where id = ${connectionId}`)).rows[0] as { refresh_token: string }
    ).refresh_token;
    fake.control.expireAccessTokens();
    fake.control.throttleNext(2, /report/, 1);
    const refreshes = fake.control.refreshCount();
    const range = { start: "2026-05-01", end: "2026-05-05" };
    await executeSync(handle.db, { workspaceId: tenant.workspaceId, runId: (await planRun(handle.db, tenant, sourceId, "resync", noQueue, range)).id });
    expect(fake.control.refreshCount()).toBe(refreshes + 1);
    const tokenAfter = (
      (await handle.db.execute(sql`select refresh_token from connectors_connections where id = ${connectionId}`)).rows[0] as { refresh_token: string }
    ).refresh_token;
    expect(open(tokenAfter)).not.toBe(open(tokenBefore));
    const { facts } = await totals(tenant.workspaceId);
    for (const f of facts) expect([f.n, Math.round(Number(f.spend) * 100)]).toEqual([campaigns.length, expectedSpend(f.d)]);
  });

  it("takes a source's warehouse rows with it when the source or its workspace is deleted", async () => {
    const first = await connected();
    const second = await connected();
    const range = { start: "2026-06-01", end: "2026-06-03" };
    for (const c of [first, second])
      await executeSync(handle.db, { workspaceId: c.tenant.workspaceId, runId: (await planRun(handle.db, c.tenant, c.sourceId, "resync", noQueue, range)).id });
    const left = async (workspaceId: string) =>
      (
        await handle.db.execute(
          sql`select (select count(*) from wh_ad_daily where workspace_id = ${workspaceId}) + (select count(*) from wh_ad_source_day where workspace_id = ${workspaceId}) + (select count(*) from wh_ad_campaigns where workspace_id = ${workspaceId}) as n`,
        )
      ).rows[0] as { n: string };
    expect(Number((await left(first.tenant.workspaceId)).n)).toBeGreaterThan(0);
    await removeSource(handle.db, first.tenant, first.sourceId);
    expect(Number((await left(first.tenant.workspaceId)).n)).toBe(0);
    await handle.db.execute(sql`delete from identity_workspaces where id = ${second.tenant.workspaceId}`);
    expect(Number((await left(second.tenant.workspaceId)).n)).toBe(0);
  });

  it("allows one unfinished run per source", async () => {
    const { tenant, sourceId } = await connected();
    await planRun(handle.db, tenant, sourceId, "manual", noQueue);
    await expect(planRun(handle.db, tenant, sourceId, "manual", noQueue)).rejects.toBeInstanceOf(ConflictError);
  });

  it("starts the daily sync of due sources only, once", async () => {
    const { tenant, sourceId } = await connected();
    await handle.db.execute(sql`update connectors_sources set next_sync_at = now() - interval '1 minute' where id = ${sourceId}`);
    const queued: string[] = [];
    const queue = async (r: { runId: string }) => void queued.push(r.runId);
    expect(await scheduleDueSyncs(handle.db, new Date(), queue)).toBeGreaterThanOrEqual(1);
    const mine = (
      await handle.db.execute(
        sql`select kind, range_start::text, range_end::text from connectors_sync_runs where source_id = ${sourceId} and status = 'queued'`,
      )
    ).rows as { kind: string; range_start: string; range_end: string }[];
    expect(mine).toHaveLength(1);
    expect(mine[0]!.kind).toBe("daily");
    await scheduleDueSyncs(handle.db, new Date(), queue);
    expect((await handle.db.execute(sql`select 1 from connectors_sync_runs where source_id = ${sourceId} and status = 'queued'`)).rows).toHaveLength(1);
    void tenant;
  });

  it("hands a sync to the configured external metrics service instead", async () => {
    const received: unknown[] = [];
    const server: Server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push(JSON.parse(body));
        res.writeHead(202, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const { tenant, sourceId } = await connected();
      setPlatformConfig("google-ads", {
        clientId: "test-client",
        clientSecret: "test-secret",
        redirectUri: "http://127.0.0.1:3999/cb",
        baseUrl: fake.url,
        metrics: { sync: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sync` },
      });
      const run = await planRun(handle.db, tenant, sourceId, "manual", noQueue);
      const done = await executeSync(handle.db, { workspaceId: tenant.workspaceId, runId: run.id });
      expect(done).toBeNull();
      expect(received).toEqual([expect.objectContaining({ sourceId, platform: "google-ads", accountId: "A1", kind: "manual" })]);
    } finally {
      setPlatformConfig("google-ads", {
        clientId: "test-client",
        clientSecret: "test-secret",
        redirectUri: "http://127.0.0.1:3999/api/connectors/google-ads/callback",
        baseUrl: fake.url,
      });
      await new Promise((r) => server.close(r));
    }
  });
});

void connector;
