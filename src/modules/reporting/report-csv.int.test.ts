import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { parseCsv } from "~tests/support/csv";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { sources } from "@/modules/connectors";
import { csvText } from "@/lib/csv";
import type { DbHandle } from "@/server/db/client";
import { adCsv } from "./views/report-csv";
import { writeWindow } from "./warehouse/ingest";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const payloads = ['=HYPERLINK("http://evil.test","x")', "+cmd|' /C calc'!A0", "@SUM(A1)", " =1+1", "\u200b-2+3"];

describe("a report's CSV export", () => {
  it("defuses campaign names a spreadsheet would run as formulas and keeps figures as numbers", async () => {
    const ws = await makeWorkspace(handle.db);
    const [source] = await handle.db
      .insert(sources)
      .values({ workspaceId: ws.workspace.id, platform: "google-ads", externalAccountId: "123", name: "@Ads account", currency: "USD", timeZone: "UTC" })
      .returning();
    const owner = { workspaceId: ws.workspace.id, sourceId: source!.id, platform: "google-ads" as const, accountId: "123", currency: "USD", timeZone: "UTC" };
    await writeWindow(
      handle.db,
      "ad",
      owner,
      { start: "2026-06-01", end: "2026-06-01" },
      {
        campaigns: payloads.map((name, i) => ({ id: `c${i}`, name })),
        ad: payloads.map((_, i) => ({
          date: "2026-06-01",
          campaignId: `c${i}`,
          adGroupId: "",
          impressions: 100,
          clicks: 10,
          spend: `${i + 1}.25`,
          conversions: "1",
          conversionValue: "2",
        })),
      },
    );
    const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    const input = { start: "2026-06-01", end: "2026-06-01" };
    const report = await caller.reporting.reports.ads({ ...input, platform: "google-ads" });
    const { rows } = adCsv("google-ads", report, input as never);
    const table = parseCsv(csvText(rows).replace(/^\uFEFF/, ""));
    const at = table.findIndex((r) => r[0] === "Campaigns");
    const [header, ...campaigns] = table.slice(at + 1, at + 1 + 1 + payloads.length);
    expect(header!.slice(0, 4)).toEqual(["Account", "Campaign", "Status", "Spend"]);
    expect(campaigns.map((r) => r[1]).sort()).toEqual(payloads.map((p) => `'${p}`).sort());
    expect(campaigns.map((r) => r[0])).toEqual(payloads.map(() => "'@Ads account"));
    expect(campaigns.map((r) => r[3]).sort()).toEqual(["1.25", "2.25", "3.25", "4.25", "5.25"]);
  });
});
