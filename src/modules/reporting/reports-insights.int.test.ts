import { TRPCError } from "@trpc/server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { sources } from "@/modules/connectors/db/connectors.table";
import type { Role } from "@/modules/identity";
import type { Db, DbHandle } from "@/server/db/client";
import { addDays, rangeLength, todayIn } from "@/lib/days";
import { eachDay } from "@/lib/days";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle?.close());

const SPIKE_DAY = "2026-06-10";
const RANGE = { start: addDays(SPIKE_DAY, -13), end: SPIKE_DAY };

/** A Google Ads source written straight into the warehouse: one campaign steady for 40 days then spending 10×, one steady throughout. */
async function plantedWorkspace(db: Db) {
  const ws = await makeWorkspace(db);
  const [source] = await db
    .insert(sources)
    .values({ workspaceId: ws.workspace.id, platform: "google-ads", externalAccountId: "9990001", name: "Planted Ads", currency: "USD", timeZone: "UTC" })
    .returning();
  const w = ws.workspace.id;
  const s = source!.id;
  await db.execute(sql`insert into wh_ad_campaigns (workspace_id, source_id, campaign_id, name, status) values
    (${w}, ${s}, 'c-sale', 'Spring Sale – Search', 'ENABLED'), (${w}, ${s}, 'c-brand', 'Brand – Always on', 'ENABLED')`);
  const spend = new Map<string, number>();
  for (const day of eachDay({ start: addDays(SPIKE_DAY, -40), end: SPIKE_DAY })) {
    const sale = day === SPIKE_DAY ? 1000 : 100;
    const brand = 200 + (Number(day.slice(8)) % 3);
    spend.set(day, sale + brand);
    await db.execute(sql`insert into wh_ad_campaign_day (workspace_id, source_id, campaign_id, date, currency, impressions, clicks, spend, conversions, conversion_value) values
      (${w}, ${s}, 'c-sale', ${day}, 'USD', 1000, 50, ${sale}, 5, 500),
      (${w}, ${s}, 'c-brand', ${day}, 'USD', 2000, 80, ${brand}, 8, 900)`);
    await db.execute(sql`insert into wh_ad_source_day (workspace_id, source_id, platform, date, currency, impressions, clicks, spend, conversions, conversion_value)
      values (${w}, ${s}, 'google-ads', ${day}, 'USD', 3000, 130, ${sale + brand}, 13, 1400)`);
  }
  const spendIn = (r: { start: string; end: string }) => eachDay(r).reduce((a, d) => a + (spend.get(d) ?? 0), 0);
  // This month's spend, 100 a day up to today, for pacing.
  const today = todayIn("UTC");
  for (const day of eachDay({ start: `${today.slice(0, 7)}-01`, end: today }))
    await db.execute(sql`insert into wh_ad_source_day (workspace_id, source_id, platform, date, currency, impressions, clicks, spend, conversions, conversion_value)
      values (${w}, ${s}, 'google-ads', ${day}, 'USD', 100, 10, 100, 1, 10)`);
  const as = async (role: Role) => {
    const person = role === "owner" ? ws.owner : (await addMember(db, w, role)).user;
    return callerFor(db, { userId: person.id, workspaceId: w });
  };
  return { ...ws, sourceId: s, today, as, spendIn };
}

describe("insights", () => {
  it("finds the planted spend spike with its campaign and size, and nothing on the steady campaign", async () => {
    const ws = await plantedWorkspace(handle.db);
    const r = await (await ws.as("owner")).reporting.reports.insights({ ...RANGE });
    expect(r.anomalies).toEqual([
      {
        day: SPIKE_DAY,
        platform: "google-ads",
        platformName: "Google Ads",
        account: "Planted Ads",
        sourceId: ws.sourceId,
        campaignId: "c-sale",
        campaign: "Spring Sale – Search",
        metric: "spend",
        metricLabel: "Spend",
        format: "money",
        value: 1000,
        expected: 100,
        low: 90,
        high: 110,
        change: 9,
        direction: "up",
      },
    ]);
    // Against the 14 days before: the sale spent 13 × 100 + 1000 against 14 × 100.
    const overview = await (await ws.as("owner")).reporting.reports.overview({ ...RANGE });
    expect(overview.movers.find((m) => m.metric === "spend")).toMatchObject({
      campaign: "Spring Sale – Search",
      platform: "google-ads",
      sourceId: ws.sourceId,
      campaignId: "c-sale",
      value: 2300,
      previous: 1400,
      delta: 900,
      change: 900 / 1400,
    });
    expect(overview.movers.some((m) => m.metric === "conversions")).toBe(false);
  });

  it("reports no anomaly before a campaign has 14 days of history", async () => {
    const ws = await plantedWorkspace(handle.db);
    await handle.db.execute(sql`delete from wh_ad_campaign_day where workspace_id = ${ws.workspace.id} and date < ${addDays(SPIKE_DAY, -10)}`);
    const r = await (await ws.as("owner")).reporting.reports.insights({ ...RANGE });
    expect(r.anomalies).toEqual([]);
  });
});

describe("budgets and pacing", () => {
  it("sets, lists and removes monthly budgets, and paces this month's spend against them", async () => {
    const ws = await plantedWorkspace(handle.db);
    const owner = await ws.as("owner");
    const month = ws.today.slice(0, 7);
    const daysInMonth = rangeLength({ start: `${month}-01`, end: addDays(`${addDays(`${month}-28`, 7).slice(0, 7)}-01`, -1) });
    const elapsed = Number(ws.today.slice(8));
    const projected = 100 * daysInMonth;

    await owner.reporting.budgets.set({ month, scope: "all", amount: String(projected) });
    await owner.reporting.budgets.set({ month, scope: "google-ads", amount: "1000" });
    await owner.reporting.budgets.set({ month, scope: "google-ads", amount: String(projected / 2) }); // replaces the first
    await owner.reporting.budgets.set({ month, scope: "facebook-ads", amount: "500.50" });
    expect((await owner.reporting.budgets.list()).map((b) => [b.month, b.scope, b.amount, b.currency])).toEqual([
      [month, "all", `${projected}.00`, "USD"],
      [month, "facebook-ads", "500.50", "USD"],
      [month, "google-ads", `${projected / 2}.00`, "USD"],
    ]);

    const { pacing } = await owner.reporting.reports.insights({ start: ws.today, end: ws.today });
    const base = { month, daysInMonth, daysElapsed: elapsed, currency: "USD" };
    expect(pacing.find((p) => p.scope === "all")).toMatchObject({
      ...base,
      label: "All paid media",
      spent: 100 * elapsed,
      budget: projected,
      status: "on-track",
    });
    expect(pacing.find((p) => p.scope === "all")!.projected).toBeCloseTo(projected, 6);
    expect(pacing.find((p) => p.scope === "all")!.pace).toBeCloseTo(1, 9);
    expect(pacing.find((p) => p.scope === "google-ads")).toMatchObject({
      ...base,
      label: "Google Ads",
      spent: 100 * elapsed,
      budget: projected / 2,
      status: "over",
    });
    expect(pacing.find((p) => p.scope === "google-ads")!.pace).toBeCloseTo(2, 9);
    expect(pacing.find((p) => p.scope === "facebook-ads")).toMatchObject({ ...base, spent: 0, projected: 0, budget: 500.5, pace: 0, status: "under" });

    await owner.reporting.budgets.remove({ month, scope: "google-ads" });
    expect((await owner.reporting.budgets.list()).map((b) => b.scope)).toEqual(["all", "facebook-ads"]);
    const after = await owner.reporting.reports.insights({ start: ws.today, end: ws.today });
    expect(after.pacing.find((p) => p.scope === "google-ads")).toMatchObject({ budget: null, pace: null, status: "no-budget", spent: 100 * elapsed });
    await expect(owner.reporting.budgets.remove({ month, scope: "google-ads" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const audit = await handle.db.execute(
      sql`select action from identity_audit_events where workspace_id = ${ws.workspace.id} and action like 'reports.%' order by at`,
    );
    expect(audit.rows.map((r) => (r as { action: string }).action)).toEqual([
      "reports.budget_set",
      "reports.budget_set",
      "reports.budget_set",
      "reports.budget_set",
      "reports.budget_removed",
    ]);
  });
});

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: unknown) => (e instanceof TRPCError ? e.code : `unexpected: ${String(e)}`),
  );
async function messagesOf(p: Promise<unknown>): Promise<string[]> {
  const error = (await p.then(
    () => null,
    (e: unknown) => e,
  )) as TRPCError;
  expect(error?.code).toBe("BAD_REQUEST");
  return error.cause instanceof ZodError ? error.cause.issues.map((i) => i.message) : [error.message];
}

describe("who may read and change", () => {
  it("lets a viewer and a client read every report, and only people who manage set budgets", async () => {
    const ws = await plantedWorkspace(handle.db);
    const month = ws.today.slice(0, 7);
    for (const role of ["viewer", "client"] as const) {
      const caller: TestCaller = await ws.as(role);
      const ads = await caller.reporting.reports.ads({ ...RANGE, platform: "google-ads" });
      expect(ads.kpis.find((k) => k.key === "spend")).toMatchObject({
        value: ws.spendIn(RANGE),
        previous: ws.spendIn({ start: addDays(RANGE.start, -14), end: addDays(RANGE.start, -1) }),
      });
      expect(await codeOf(caller.reporting.reports.overview(RANGE))).toBe("OK");
      expect(await codeOf(caller.reporting.reports.insights(RANGE))).toBe("OK");
      expect(await codeOf(caller.reporting.reports.sources({}))).toBe("OK");
      expect(await codeOf(caller.reporting.budgets.list())).toBe("OK");
      expect(await codeOf(caller.reporting.budgets.set({ month, scope: "all", amount: "100" }))).toBe("FORBIDDEN");
      expect(await codeOf(caller.reporting.budgets.remove({ month, scope: "all" }))).toBe("FORBIDDEN");
    }
    expect(await codeOf((await ws.as("member")).reporting.budgets.set({ month, scope: "all", amount: "100" }))).toBe("OK");
  });

  it("refuses ranges and budgets that can't be, with a sentence", async () => {
    const ws = await plantedWorkspace(handle.db);
    const owner = await ws.as("owner");
    expect(await messagesOf(owner.reporting.reports.ads({ start: "2026-06-10", end: "2026-06-01", platform: "google-ads" }))).toEqual([
      "The range must start on or before its end.",
    ]);
    expect(await messagesOf(owner.reporting.reports.overview({ start: "2024-01-01", end: "2026-03-11" }))).toEqual(["A report covers at most 800 days."]);
    expect(await codeOf(owner.reporting.reports.overview({ start: "2024-01-01", end: "2026-03-10" }))).toBe("OK");
    expect(await messagesOf(owner.reporting.reports.web({ start: "2026-02-30", end: "2026-03-01" }))).toContain("Start must be a day as YYYY-MM-DD.");
    expect(await messagesOf(owner.reporting.budgets.set({ month: "2026-13", scope: "all", amount: "100" }))).toEqual(["The month must be written as YYYY-MM."]);
    expect(await messagesOf(owner.reporting.budgets.set({ month: "2026-07", scope: "all", amount: "12,500" }))).toEqual([
      "The budget must be an amount such as 12500 or 12500.50.",
    ]);
    expect(await messagesOf(owner.reporting.budgets.set({ month: "2026-07", scope: "all", amount: "0" }))).toEqual(["The budget must be more than 0."]);
    expect(await messagesOf(owner.reporting.budgets.set({ month: "2026-07", scope: "all", amount: "10.123" }))).toEqual([
      "The budget must be an amount such as 12500 or 12500.50.",
    ]);
    expect(await owner.reporting.budgets.list()).toEqual([]);
  });
});
