import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { analyticsConsentChoices, recordConsentChoice } from "./index";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("recordConsentChoice", () => {
  it("keeps a site's and the product's choices with when, what and which banner text", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const now = new Date("2026-11-28T09:00:00Z");
    const site = await recordConsentChoice(
      handle.db,
      {
        scope: "site",
        workspaceId: workspace.id,
        visitorId: "v-1",
        analytics: 1,
        advertising: 0,
        bannerVersion: "v2",
        source: "page",
        pageUrl: "https://shop.example/p/x?email=a@b.c#top",
      },
      now,
    );
    await recordConsentChoice(handle.db, {
      scope: "product",
      userId: owner.id,
      visitorId: "anon-9",
      analytics: 0,
      advertising: 0,
      bannerVersion: "p1",
      source: "banner",
    });
    const [row] = await handle.db.select().from(analyticsConsentChoices).where(eq(analyticsConsentChoices.id, site.id));
    expect(row).toMatchObject({
      scope: "site",
      workspaceId: workspace.id,
      analytics: 1,
      advertising: 0,
      bannerVersion: "v2",
      pageUrl: "https://shop.example/p/x",
      recordedAt: now,
    });
  });

  it("refuses a bad choice with a clear message and writes nothing", async () => {
    const before = (await handle.db.select().from(analyticsConsentChoices)).length;
    const bad = [
      { scope: "site", visitorId: "v", analytics: 1, advertising: 1, bannerVersion: "v1", source: "page" },
      { scope: "product", visitorId: "v", analytics: 2, advertising: 1, bannerVersion: "v1", source: "banner" },
      { scope: "product", visitorId: "v", analytics: 1, advertising: 1, bannerVersion: "v 1", source: "banner" },
      { scope: "product", visitorId: "", analytics: 1, advertising: 1, bannerVersion: "v1", source: "banner" },
    ];
    for (const input of bad) await expect(recordConsentChoice(handle.db, input as never)).rejects.toBeInstanceOf(InvalidError);
    await expect(
      recordConsentChoice(handle.db, { scope: "site", visitorId: "v", analytics: 1, advertising: 1, bannerVersion: "v1", source: "page" }),
    ).rejects.toThrow("A site's consent choice belongs to a workspace.");
    expect((await handle.db.select().from(analyticsConsentChoices)).length).toBe(before);
  });
});
