import { TRPCError } from "@trpc/server";
import { sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { sources } from "@/modules/connectors/db/connectors.table";
import type { Db, DbHandle } from "@/server/db/client";
import { addDays, eachDay, todayIn } from "@/lib/days";
import { comparisonDays, presetDays } from "./contracts/report-range";
import { HomeInsights } from "./views/home-insights";
import { HOME_INSIGHTS_FAILED, INSIGHTS_FAILED, loadHomeInsights } from "./views/home-insights-data";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle?.close());

type Caller = Parameters<typeof loadHomeInsights>[0];
const render = async (caller: TestCaller | Caller) => {
  const data = await loadHomeInsights(caller as Caller);
  return { data, html: renderToStaticMarkup(createElement(HomeInsights, { data })) };
};

/** A workspace reading Google Ads (synced, 100 a day over the last 14 days) and a Search Console property whose last sync failed. */
async function connectedWorkspace(db: Db) {
  const ws = await makeWorkspace(db);
  const w = ws.workspace.id;
  const [ads] = await db
    .insert(sources)
    .values({
      workspaceId: w,
      platform: "google-ads",
      externalAccountId: "7770001",
      name: "Home Ads",
      currency: "USD",
      timeZone: "UTC",
      lastSuccessAt: new Date("2026-03-04T15:30:00Z"),
    })
    .returning();
  await db.insert(sources).values({
    workspaceId: w,
    platform: "google-search-console",
    externalAccountId: "sc-domain:home.example",
    name: "home.example",
    status: "error",
    lastError: "Token revoked",
  });
  const today = todayIn("UTC");
  for (const day of eachDay({ start: addDays(today, -14), end: today }))
    await db.execute(sql`insert into wh_ad_source_day (workspace_id, source_id, platform, date, currency, impressions, clicks, spend, conversions, conversion_value)
      values (${w}, ${ads!.id}, 'google-ads', ${day}, 'USD', 1000, 40, 100, 4, 400)`);
  const as = async (role: "owner" | "viewer") =>
    callerFor(db, { userId: role === "owner" ? ws.owner.id : (await addMember(db, w, role)).user.id, workspaceId: w });
  return { ...ws, as };
}

/** The caller with one report procedure failing as `error`. */
function failing(caller: TestCaller, procedure: "overview" | "insights", error: Error): Caller {
  const reports = caller.reporting.reports;
  return {
    identity: { workspaces: { current: () => caller.identity.workspaces.current() } },
    reporting: {
      reports: {
        sources: (input: Parameters<typeof reports.sources>[0]) => reports.sources(input),
        overview: procedure === "overview" ? () => Promise.reject(error) : (input: Parameters<typeof reports.overview>[0]) => reports.overview(input),
        insights: procedure === "insights" ? () => Promise.reject(error) : (input: Parameters<typeof reports.insights>[0]) => reports.insights(input),
      },
    },
  } as unknown as Caller;
}

describe("the home page's report figures", () => {
  it("are left out before the workspace reads from a source", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const { data, html } = await render(callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id }));
    expect(data).toEqual({ state: "empty" });
    expect(html).toBe("");
  });

  it("show the last 7 days against the 7 before, anomalies, pacing with budgets, and every connection's health", async () => {
    const ws = await connectedWorkspace(handle.db);
    const { data, html } = await render(await ws.as("owner"));
    expect(data.state).toBe("ready");
    if (data.state !== "ready") return;
    // The workspace's own last 7 days, against the 7 days before.
    const last7 = presetDays("last7", todayIn(data.overview.format.timeZone));
    expect(data.overview.range).toEqual(last7);
    expect(data.overview.comparison).toEqual(comparisonDays(last7, "previous"));
    expect(data.canManage).toBe(true);

    expect(html).toContain("Last 7 days");
    expect(html).toContain('href="/marketing-dashboard/data/marketing-reporting-tools?range=last7"');
    // The home page's KPIs only, spend summed over the 7 days.
    const kpis = [...html.matchAll(/data-kpi="([^"]+)"/g)].map((m) => m[1]);
    expect(kpis.length).toBeGreaterThan(0);
    for (const key of kpis) expect(["spend", "clicks", "conversions", "cpa", "roas", "revenue", "sessions"]).toContain(key);
    expect(html).toMatch(/data-kpi="spend"[^]*?data-value="700(\.00)?"/);
    expect(html).toContain("Anomalies");
    expect(html).toContain('aria-label="Budget pacing"');
    expect(html).toContain(">Set budget</button>");

    // Failing first, with why, and the way to fix it; then the healthy one, synced at a time in the workspace's zone.
    expect(html).toContain("2 data sources · 1 needs attention");
    const health = html.slice(html.indexOf('aria-label="Connection health"'));
    expect(health.indexOf("Last sync failed: Token revoked")).toBeLessThan(health.indexOf("Home Ads"));
    expect(health).toMatch(/Synced Mar 4, 2026, 3:30\s?PM/);
    expect(html).toContain(">Fix connections</a>");
    expect(html).not.toContain("data-home-insights-error");
  });

  it("let only those who may manage reports change budgets", async () => {
    const ws = await connectedWorkspace(handle.db);
    const { data, html } = await render(await ws.as("viewer"));
    expect(data.state === "ready" && data.canManage).toBe(false);
    expect(html).toContain('aria-label="Budget pacing"');
    expect(html).not.toContain("Set budget");
  });

  it("read only the workspace's own sources", async () => {
    await connectedWorkspace(handle.db);
    const other = await makeWorkspace(handle.db);
    const { data } = await render(callerFor(handle.db, { userId: other.owner.id, workspaceId: other.workspace.id }));
    expect(data).toEqual({ state: "empty" });
  });

  it("say in a sentence that they couldn't be read when the overview fails, and why when it was refused", async () => {
    const ws = await connectedWorkspace(handle.db);
    const owner = await ws.as("owner");
    const broken = await render(failing(owner, "overview", new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "relation does not exist" })));
    expect(broken.data).toEqual({ state: "failed", message: HOME_INSIGHTS_FAILED });
    expect(broken.html).toContain('role="status"');
    expect(broken.html).toContain("couldn&#x27;t be loaded just now");
    expect(broken.html).not.toContain("relation does not exist");
    expect(broken.html).not.toContain("Last 7 days");

    const refused = await render(
      failing(owner, "overview", new TRPCError({ code: "FORBIDDEN", message: "Your role doesn't allow this. Ask a workspace admin." })),
    );
    expect(refused.data).toEqual({ state: "failed", message: "Your role doesn't allow this. Ask a workspace admin." });
  });

  it("keep the KPIs and connections when only anomalies and pacing fail", async () => {
    const ws = await connectedWorkspace(handle.db);
    const { data, html } = await render(failing(await ws.as("owner"), "insights", new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "timeout" })));
    expect(data.state === "ready" && data.insights).toEqual({ data: null, error: INSIGHTS_FAILED });
    expect(html).toContain("Last 7 days");
    expect(html).toContain('aria-label="Connection health"');
    expect(html).toContain("Anomalies and budget pacing couldn&#x27;t be loaded just now");
    expect(html).not.toContain('aria-label="Budget pacing"');
  });
});
