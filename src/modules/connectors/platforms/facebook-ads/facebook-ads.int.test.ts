/** Facebook Ads end to end against the Meta stand-in (the shared checks are in ../meta/int-suite.ts). */
import { expect, it } from "vitest";
import { metaSuite, RANGE } from "../meta/int-suite";
import { expectedDaily, facebookAdsFakeAccounts, startFacebookAdsFake } from "./fake-server";

const suite = metaSuite({
  platform: "facebook-ads",
  start: startFacebookAdsFake,
  accounts: facebookAdsFakeAccounts(),
  expectedDaily,
  grantedBy: "Dana Whitfield",
});

it("asks for every placement (no breakdown) and keeps JPY spend in whole yen", async () => {
  const insights = suite.fake().control.calls.filter((c) => c.method === "GET" && /\/act_\d+\/insights$/.test(c.path));
  expect(insights.length).toBeGreaterThan(0);
  expect(insights.every((c) => !c.query.includes("breakdowns="))).toBe(true);
  const yen = facebookAdsFakeAccounts().find((a) => a.currency === "JPY")!;
  expect(expectedDaily(yen.id, RANGE.start).spend).toMatch(/^\d+\.00$/);
});
