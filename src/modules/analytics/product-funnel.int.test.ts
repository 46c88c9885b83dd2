import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { connect, useFake } from "~tests/support/connectors";
import { createTestDb } from "~tests/support/db";
import { setPlatformConfig } from "@/modules/connectors/core/config";
import { startMailchimpFake } from "@/modules/connectors/platforms/mailchimp/fake-server";
import type { FakeServer } from "@/modules/connectors/fakes/kit";
import type { DbHandle } from "@/server/db/client";
import { analyticsEvents } from "./db/events.table";
import { flushEvents } from "./index";

/** The product's key-actions funnel is recorded by the server at the moment each action happens. */
let handle: DbHandle;
let fake: FakeServer;
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  globalDb.__amtDb = handle;
  fake = await startMailchimpFake();
  useFake("mailchimp", fake.url);
});
afterAll(async () => {
  await flushEvents();
  setPlatformConfig("mailchimp", undefined);
  await fake.close();
  delete globalDb.__amtDb;
  await handle.close();
});

async function eventsOf(workspaceId: string) {
  await flushEvents();
  return handle.db
    .select({
      event: analyticsEvents.event,
      distinctId: analyticsEvents.distinctId,
      personId: analyticsEvents.personId,
      properties: analyticsEvents.properties,
    })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.workspaceId, workspaceId), eq(analyticsEvents.source, "product")));
}

describe("the product funnel, recorded on the server", () => {
  it("records each step once, as the person who did it, and the usage page shows the funnel", async () => {
    const email = `funnel-${Date.now()}@example.test`;
    const { userId, workspaceId } = await callerFor(handle.db, null).identity.signUp({
      name: "Funnel Person",
      email,
      password: "a long enough password",
      workspaceName: "Funnel Brand",
    });
    expect((await eventsOf(workspaceId)).map((e) => e.event)).toEqual(["signed_up"]);

    await connect(handle.db, "mailchimp", { tenant: { workspaceId, userId, role: "owner" } });
    const caller = callerFor(handle.db, { userId, workspaceId });
    await caller.reporting.reports.viewed({ kind: "email", platform: "mailchimp" });
    await caller.assets.items.create({ kind: "keyword-list", title: "Beans", fields: { groups: [], negatives: [] } });

    const events = await eventsOf(workspaceId);
    expect(events.map((e) => e.event).sort()).toEqual(["asset_created", "connector_connected", "report_viewed", "signed_up"]);
    for (const e of events) expect(e).toMatchObject({ distinctId: userId, personId: userId });
    expect(events.find((e) => e.event === "connector_connected")?.properties).toEqual({ platform: "mailchimp" });
    expect(events.find((e) => e.event === "report_viewed")?.properties).toEqual({ report: "email", platform: "mailchimp" });
    expect(events.find((e) => e.event === "asset_created")?.properties).toEqual({ kind: "keyword-list" });

    const usage = await caller.analytics.usage({ days: 30 });
    expect(usage.funnel.map((s) => s.value)).toEqual([1, 1, 1, 1]);
  });

  it("counts a person at a step only after the steps before it", async () => {
    const { userId, workspaceId } = await callerFor(handle.db, null).identity.signUp({
      name: "Looker",
      email: `looker-${Date.now()}@example.test`,
      password: "a long enough password",
      workspaceName: "Looker Brand",
    });
    const caller = callerFor(handle.db, { userId, workspaceId });
    await caller.reporting.reports.viewed({ kind: "overview" });
    await flushEvents();
    expect((await caller.analytics.usage({ days: 7 })).funnel.map((s) => s.value)).toEqual([1, 0, 0, 0]);
  });
});
