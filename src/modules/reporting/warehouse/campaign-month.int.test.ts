import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { AdRow, FactBatch } from "@/modules/connectors/core/types";
import { sources } from "@/modules/connectors/db/connectors.table";
import { workspaces } from "@/modules/identity/db/workspaces.table";
import { eachDay, type DayRange } from "@/lib/days";
import type { DbHandle } from "@/server/db/client";
import { refreshRollups, replaceWindow, type WindowOwner } from "./ingest";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

async function adSource(platform = "google-ads") {
  const ws = await makeWorkspace(handle.db);
  const [s] = await handle.db
    .insert(sources)
    .values({ workspaceId: ws.workspace.id, platform, externalAccountId: "123", name: "Ads", currency: "USD", timeZone: "UTC" })
    .returning();
  const owner: WindowOwner = { workspaceId: ws.workspace.id, sourceId: s!.id, platform, accountId: "123", currency: "USD", timeZone: "UTC" };
  return { ws, owner };
}

/** Two campaigns of two ad groups a day; `bump` changes every amount, so a restatement shows. */
function rows(window: DayRange, bump = 0, campaigns = ["c1", "c2"]): AdRow[] {
  return eachDay(window).flatMap((date, d) =>
    campaigns.flatMap((campaignId, c) =>
      ["g1", "g2"].map((adGroupId, g) => ({
        date,
        campaignId,
        adGroupId,
        impressions: 100 + d + c * 10 + g + bump,
        clicks: 5 + g + bump,
        spend: `${10 + d}.${String(c * 7 + g + bump).padStart(2, "0")}`,
        conversions: `${g}.${c + 1}`,
        conversionValue: `${20 + d}.1234${g}${bump % 10}`,
      })),
    ),
  );
}

const write = (owner: WindowOwner, window: DayRange, ad: AdRow[]) =>
  handle.db.transaction((tx) => replaceWindow(tx, "ad", owner, window, { ad } satisfies FactBatch));

const cols =
  "impressions::text as impressions, clicks::text as clicks, spend::text as spend, conversions::text as conversions, conversion_value::text as value";
/** The month rollup as stored, and as the day rollup sums to. */
async function monthsOf(workspaceId: string) {
  const stored = (
    await handle.db.execute(
      sql.raw(
        `select source_id, campaign_id, month::text as month, currency, ${cols} from wh_ad_campaign_month where workspace_id = '${workspaceId}' order by 1, 2, 3, 4`,
      ),
    )
  ).rows;
  const summed = (
    await handle.db.execute(
      sql.raw(`select source_id, campaign_id, month, currency, sum(impressions)::text as impressions, sum(clicks)::text as clicks, sum(spend)::text as spend, sum(conversions)::text as conversions, sum(conversion_value)::text as value
        from (select *, (date - (extract(day from date)::int - 1))::text as month from wh_ad_campaign_day where workspace_id = '${workspaceId}') d
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    )
  ).rows;
  return { stored, summed };
}

async function expectMonthsAgree(workspaceId: string) {
  const { stored, summed } = await monthsOf(workspaceId);
  expect(stored.length).toBeGreaterThan(0);
  expect(stored).toEqual(summed);
  return stored as Array<{ campaign_id: string; month: string; currency: string; spend: string }>;
}

describe("the campaign-month rollup", () => {
  it("is written with the day rollup: windows across month ends, a backfill's adjacent windows, and the facts' sums", async () => {
    const { ws, owner } = await adSource();
    await write(owner, { start: "2026-01-20", end: "2026-02-18" }, rows({ start: "2026-01-20", end: "2026-02-18" }));
    await write(owner, { start: "2026-02-19", end: "2026-03-20" }, rows({ start: "2026-02-19", end: "2026-03-20" }));
    const months = await expectMonthsAgree(ws.workspace.id);
    expect([...new Set(months.map((m) => m.month))]).toEqual(["2026-01-01", "2026-02-01", "2026-03-01"]);
    const facts = (
      await handle.db.execute(
        sql`select sum(spend)::text as s from wh_ad_daily where workspace_id = ${ws.workspace.id} and campaign_id = 'c1' and date between '2026-02-01' and '2026-02-28'`,
      )
    ).rows[0] as { s: string };
    expect(months.find((m) => m.campaign_id === "c1" && m.month === "2026-02-01")!.spend).toBe(facts.s);
  });

  it("follows a restated day, a campaign that vanished from a window, and one that appeared", async () => {
    const { ws, owner } = await adSource();
    const first = { start: "2026-03-01", end: "2026-04-10" };
    await write(owner, first, rows(first));
    const before = await expectMonthsAgree(ws.workspace.id);
    // The platform restates 28 March – 3 April: new amounts, c2 gone, c3 new.
    const restated = { start: "2026-03-28", end: "2026-04-03" };
    await write(owner, restated, rows(restated, 3, ["c1", "c3"]));
    const after = await expectMonthsAgree(ws.workspace.id);
    expect(after).not.toEqual(before);
    expect(after.filter((m) => m.campaign_id === "c3").map((m) => m.month)).toEqual(["2026-03-01", "2026-04-01"]);
    // A window the platform now reports empty leaves no month behind.
    await write(owner, first, []);
    expect((await monthsOf(ws.workspace.id)).stored).toEqual([]);
  });

  it("keeps a month's days in each currency they carry apart", async () => {
    const { ws, owner } = await adSource();
    await write(owner, { start: "2026-05-01", end: "2026-05-15" }, rows({ start: "2026-05-01", end: "2026-05-15" }));
    await write({ ...owner, currency: "EUR" }, { start: "2026-05-16", end: "2026-05-31" }, rows({ start: "2026-05-16", end: "2026-05-31" }));
    const months = await expectMonthsAgree(ws.workspace.id);
    expect(months.filter((m) => m.campaign_id === "c1").map((m) => m.currency)).toEqual(["EUR", "USD"]);
  });

  it("is summed in SQL with the day rollup when amounts have more than 6 decimals", async () => {
    const { ws, owner } = await adSource();
    const window = { start: "2026-06-25", end: "2026-07-05" };
    await write(
      owner,
      window,
      rows(window).map((r, i) => (i === 0 ? { ...r, spend: "1.1234567" } : r)),
    );
    await expectMonthsAgree(ws.workspace.id);
    await handle.db.transaction((tx) => refreshRollups(tx, "ad", owner, { start: "2026-07-01", end: "2026-07-03" }));
    await expectMonthsAgree(ws.workspace.id);
  });

  it("goes with its source, and with the source's workspace", async () => {
    const a = await adSource();
    const b = await adSource();
    for (const { owner } of [a, b]) await write(owner, { start: "2026-08-01", end: "2026-08-31" }, rows({ start: "2026-08-01", end: "2026-08-31" }));
    const count = async (workspaceId: string) =>
      ((await handle.db.execute(sql`select count(*)::int as n from wh_ad_campaign_month where workspace_id = ${workspaceId}`)).rows[0] as { n: number }).n;
    expect(await count(a.ws.workspace.id)).toBe(2);
    await handle.db.delete(sources).where(eq(sources.id, a.owner.sourceId));
    expect(await count(a.ws.workspace.id)).toBe(0);
    await handle.db.delete(workspaces).where(eq(workspaces.id, b.ws.workspace.id));
    expect(await count(b.ws.workspace.id)).toBe(0);
  });
});
