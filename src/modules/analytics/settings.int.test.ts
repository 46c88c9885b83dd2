import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { captureMany, flushEvents, handleCapture, handleFlags } from "./index";

let handle: DbHandle;
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  globalDb.__amtDb = handle;
});
afterAll(async () => {
  await flushEvents();
  delete globalDb.__amtDb;
  await handle.close();
});

const post = (path: string, body: unknown) =>
  new Request(`http://localhost${path}`, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

describe("analytics settings procedures", () => {
  it("lets admins manage flags and early access, served at once by /flags/", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const { token } = await caller.analytics.settings();
    const flag = await caller.analytics.flags.save({ key: "new-editor", name: "New editor", enabled: true, rolloutPercent: 100, payload: '{"v": 2}' });
    await expect(caller.analytics.flags.save({ key: "new-editor", name: "", enabled: false, rolloutPercent: 1, payload: "" })).rejects.toThrow(
      /exists already/,
    );
    await expect(caller.analytics.flags.save({ key: "x", name: "", enabled: false, rolloutPercent: 1, payload: "{nope" })).rejects.toThrow(TRPCError);
    let answer = await (await handleFlags(handle.db, post("/flags/?v=2", { token, distinct_id: "someone" }))).json();
    expect(answer.flags["new-editor"]).toMatchObject({ enabled: true, metadata: { payload: '{"v":2}', version: 1 } });
    await caller.analytics.flags.toggle({ id: flag.id, enabled: false });
    answer = await (await handleFlags(handle.db, post("/flags/?v=2", { token, distinct_id: "someone" }))).json();
    expect(answer.flags["new-editor"]).toMatchObject({ enabled: false, reason: { code: "disabled" } });
    await caller.analytics.earlyAccess.add({
      name: "Briefs",
      description: "AI briefs",
      stage: "alpha",
      flagKey: "new-editor",
      documentationUrl: "https://docs.example/briefs",
    });
    const settings = await caller.analytics.settings();
    expect(settings.flags).toMatchObject([{ key: "new-editor", enabled: false, payload: '{"v":2}' }]);
    expect(settings.earlyAccess).toMatchObject([{ name: "Briefs", stage: "alpha" }]);
    await caller.analytics.earlyAccess.remove({ id: settings.earlyAccess[0]!.id });
    await caller.analytics.flags.remove({ id: flag.id });
    expect(await caller.analytics.settings()).toMatchObject({ flags: [], earlyAccess: [] });
  });

  it("caps the month's events at the admins' limit: the receiver answers quota_limited past it, and takes events again once it's removed", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const { token, events } = await caller.analytics.settings();
    expect(events).toEqual({ thisMonth: 0, limit: null, planQuota: 1_000_000 });
    const batch = () => post("/e/", { api_key: token, batch: [1, 2, 3].map((i) => ({ event: "cta_click", properties: { distinct_id: `v-${i}` } })) });

    await expect(caller.analytics.setEventLimit({ limit: 0 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/from 1 to 1,000,000/),
    });
    await expect(caller.analytics.setEventLimit({ limit: 2_000_000 })).rejects.toThrow(/Your plan includes 1,000,000 events a month/);
    expect((await caller.analytics.settings()).events.limit).toBeNull();

    expect(await caller.analytics.setEventLimit({ limit: 4 })).toEqual({ monthlyEventLimit: 4 });
    expect(await (await handleCapture(handle.db, batch())).json()).toMatchObject({ accepted: 3 });
    expect(await (await handleCapture(handle.db, batch())).json()).toEqual({ status: 1, quota_limited: ["events"] });
    expect((await caller.analytics.settings()).events).toMatchObject({ thisMonth: 3, limit: 4 });

    await caller.analytics.setEventLimit({ limit: null });
    expect(await (await handleCapture(handle.db, batch())).json()).toMatchObject({ accepted: 3 });
    expect((await caller.analytics.settings()).events).toMatchObject({ thisMonth: 6, limit: null });
  });

  it("refuses members", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const member = await addMember(handle.db, workspace.id, "member");
    const caller = callerFor(handle.db, { userId: member.user.id, workspaceId: workspace.id });
    await expect(caller.analytics.settings()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.analytics.setEventLimit({ limit: 10 })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("reports the product's usage from its own events", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const { token } = await caller.analytics.settings();
    // The product's own events are those sent with its token (source "product" needs NEXT_PUBLIC_POSTHOG_KEY): written here as the receiver would.
    const at = new Date(Date.now() - 60_000).toISOString();
    captureMany(
      [
        ["a", "$pageview", { $pathname: "/marketing-dashboard/data/crm-lists" }],
        ["a", "signed_up", {}],
        ["a", "connector_connected", {}],
        ["b", "$pageview", { $current_url: "https://app.example/marketing-dashboard/settings/general?x=1" }],
        ["b", "signed_up", {}],
        ["c", "report_viewed", {}],
      ].map(([distinctId, event, properties]) => ({
        workspaceId: workspace.id,
        distinctId: distinctId as string,
        event: event as string,
        properties: properties as Record<string, string>,
        source: "product" as const,
        occurredAt: at,
      })),
    );
    await flushEvents();
    expect(token).toMatch(/^phc_/);
    const usage = await caller.analytics.usage({ days: 7 });
    expect(usage.activeUsers).toEqual({ day: 3, week: 3, month: 3 });
    expect(usage.paths).toEqual(
      expect.arrayContaining([
        { path: "/marketing-dashboard/data/crm-lists", views: 1 },
        { path: "/marketing-dashboard/settings/general", views: 1 },
      ]),
    );
    expect(usage.funnel.map((s) => s.value)).toEqual([2, 1, 0, 0]);
    expect(usage.daily.at(-1)!.people).toBe(3);
  });
});
