/** Instagram Ads end to end against the Meta stand-in (the shared checks are in ../meta/int-suite.ts). */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { metaSuite } from "../meta/int-suite";
import { expectedDaily, instagramAdsFakeAccounts, startInstagramAdsFake } from "./fake-server";

const suite = metaSuite({
  platform: "instagram-ads",
  start: startInstagramAdsFake,
  accounts: instagramAdsFakeAccounts(),
  expectedDaily,
  grantedBy: "Rafael Ortiz",
});

it("asks for insights by publisher_platform and keeps only Instagram's rows", async () => {
  const insights = suite.fake().control.calls.filter((c) => c.method === "GET" && /\/act_\d+\/insights$/.test(c.path));
  expect(insights.length).toBeGreaterThan(0);
  expect(insights.every((c) => new URLSearchParams(c.query).get("breakdowns") === "publisher_platform")).toBe(true);
  // Each account's last campaign runs on Facebook only: it never reaches the Instagram warehouse.
  const facebookOnly = instagramAdsFakeAccounts().map((a) => a.campaigns.at(-1)!.id);
  const result = await suite
    .db()
    .execute(sql`select count(*)::int as n from wh_ad_daily where platform = 'instagram-ads' and campaign_id = any(${sql.param(facebookOnly)}::text[])`);
  expect((result.rows[0] as { n: number }).n).toBe(0);
});
