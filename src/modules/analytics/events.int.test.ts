import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { workspaces } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { jobDefinitions } from "@/server/jobs/registry";
import { analyticsDaily } from "./db/daily.table";
import { analyticsEvents, analyticsRollupPending } from "./db/events.table";
import {
  ANALYTICS_RETENTION_JOB,
  ANALYTICS_ROLLUP_JOB,
  capture,
  captureMany,
  dailySeries,
  deleteExpiredEvents,
  flushEvents,
  identify,
  rollupNow,
  totals,
  type CaptureEventInput,
} from "./index";
import { EventBuffer } from "./server/event-buffer";
import { writeEvents, writeEventsSkippingGone } from "./server/event-writer";
import { toEventRow } from "./server/capture.service";

let handle: DbHandle;
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  // capture() writes to the process's database: this file's.
  globalDb.__amtDb = handle;
  // The first statements of each kind are slow on a busy machine: paid here, in the hook's time, not the first test's.
  const { workspace } = await makeWorkspace(handle.db);
  capture({ workspaceId: workspace.id, event: "warm-up", distinctId: "w", source: "server" });
  await flushEvents();
  await rollupNow(handle.db);
  await totals(handle.db, workspace.id, { event: "warm-up", from: "2026-01-01", to: "2026-01-02", conversionEvent: "warm-up" });
});
afterAll(async () => {
  await flushEvents();
  delete globalDb.__amtDb;
  await handle.close();
});

const DAY_MS = 86_400_000;
/** Noon UTC `daysAgo` days before today, and that day as YYYY-MM-DD. */
const noon = (daysAgo: number, minutes = 0) => {
  const at = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 12) - daysAgo * DAY_MS + minutes * 60_000);
  return at;
};
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

const rawCount = async (workspaceId: string) => {
  const [row] = await handle.db.select({ n: count() }).from(analyticsEvents).where(eq(analyticsEvents.workspaceId, workspaceId));
  return row!.n;
};

const pageView = (workspaceId: string, distinctId: string, at: Date, properties: Record<string, string> = {}): CaptureEventInput => ({
  workspaceId,
  event: "$pageview",
  distinctId,
  source: "page",
  occurredAt: at,
  properties,
});

describe("capture", () => {
  it("lands a batch sent twice once, thanks to the events' uuids", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const batch = Array.from({ length: 50 }, (_, i) => ({ ...pageView(workspace.id, `v${i % 7}`, noon(0, i)), uuid: randomUUID() }));
    expect(captureMany(batch)).toEqual({ accepted: 50, rejected: [] });
    await flushEvents();
    expect(captureMany(batch).accepted).toBe(50);
    capture(batch[0]!);
    await flushEvents();
    expect(await rawCount(workspace.id)).toBe(50);
  });

  it("retries a write whose outcome was lost without storing anything twice", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    let calls = 0;
    // The first write commits and then "fails" (the answer lost on the way back); the buffer writes the same batch again.
    const buffer = new EventBuffer(
      () => handle.db,
      async (db, rows) => {
        calls++;
        const written = await writeEvents(db, rows);
        if (calls === 1) throw new Error("connection reset after commit");
        return { written, dropped: 0 };
      },
      { maxBatch: 1000, maxWaitMs: 60_000, maxBuffered: 10_000, retryMs: 1 },
    );
    buffer.add(Array.from({ length: 20 }, (_, i) => toEventRow(pageView(workspace.id, `r${i}`, noon(0)))));
    await expect(buffer.flush()).rejects.toThrow("connection reset");
    expect(buffer.waiting).toBe(20);
    await buffer.flush();
    expect(buffer.waiting).toBe(0);
    expect(calls).toBe(2);
    expect(await rawCount(workspace.id)).toBe(20);
  });

  it("refuses an invalid event with a plain reason, and names the invalid ones of a batch while keeping the rest", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    expect(() => capture({ ...pageView(workspace.id, "a", noon(0)), event: "1 bad name" })).toThrow(InvalidError);
    expect(() => capture({ ...pageView(workspace.id, "a", noon(0)), properties: { big: "x".repeat(9000) } })).toThrow("at most 8 kB");
    expect(() => capture(pageView(workspace.id, "a", new Date(Date.now() + 3 * DAY_MS)))).toThrow("more than a day ahead");
    expect(() => capture(pageView(workspace.id, "a", new Date(Date.now() - 401 * DAY_MS)))).toThrow("older than 400 days");
    const result = captureMany([pageView(workspace.id, "a", noon(0)), { ...pageView(workspace.id, "", noon(0)) }, pageView(workspace.id, "b", noon(0))]);
    expect(result.accepted).toBe(2);
    expect(result.rejected).toEqual([{ index: 1, message: "Give the event a visitor id." }]);
    await flushEvents();
    expect(await rawCount(workspace.id)).toBe(2);
  });

  it("drops the waiting events of a workspace deleted meanwhile and writes the others", async () => {
    const kept = await makeWorkspace(handle.db);
    const gone = await makeWorkspace(handle.db);
    const rows = [toEventRow(pageView(kept.workspace.id, "a", noon(0))), toEventRow(pageView(gone.workspace.id, "b", noon(0)))];
    await handle.db.delete(workspaces).where(eq(workspaces.id, gone.workspace.id));
    expect(await writeEventsSkippingGone(handle.db, rows)).toEqual({ written: 1, dropped: 1 });
    expect(await rawCount(kept.workspace.id)).toBe(1);
  });
});

/** A seeded pseudo-random generator, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe("daily rollups", () => {
  it("match the raw events for random data: counts and exact unique visitors per day, per event and per page", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const next = random(27);
    const events = ["$pageview", "form submitted", "cta clicked"];
    const pages = ["p1", "p2", "p3"];
    const input = Array.from({ length: 1500 }, () => ({
      workspaceId: workspace.id,
      event: events[Math.floor(next() * events.length)]!,
      distinctId: `visitor-${Math.floor(next() * 60)}`,
      source: "page" as const,
      occurredAt: noon(Math.floor(next() * 5), Math.floor(next() * 600) - 300),
      properties: { page_id: pages[Math.floor(next() * pages.length)]! },
    }));
    captureMany(input);
    await flushEvents();
    expect(await rollupNow(handle.db)).toBeGreaterThanOrEqual(5);

    const from = dayOf(noon(6));
    const to = dayOf(noon(-1));
    for (const event of events) {
      for (const page of [undefined, ...pages]) {
        const series = await dailySeries(handle.db, workspace.id, { event, from, to, dimension: page ? { key: "page_id", value: page } : undefined });
        expect(series).toHaveLength(8);
        for (const point of series) {
          const raw = input.filter((e) => e.event === event && dayOf(e.occurredAt) === point.day && (!page || e.properties.page_id === page));
          expect({ day: point.day, count: point.count, uniques: point.uniques }).toEqual({
            day: point.day,
            count: raw.length,
            uniques: new Set(raw.map((e) => e.distinctId)).size,
          });
        }
        // Over the range, a visitor seen on several days counts once.
        const all = input.filter((e) => e.event === event && (!page || e.properties.page_id === page));
        const sum = await totals(handle.db, workspace.id, { event, from, to, dimension: page ? { key: "page_id", value: page } : undefined });
        expect(sum).toEqual({ count: all.length, uniques: new Set(all.map((e) => e.distinctId)).size });
      }
    }
    const bySource = await totals(handle.db, workspace.id, { event: "$pageview", from, to, dimension: { key: "source", value: "page" } });
    expect(bySource.count).toBe(input.filter((e) => e.event === "$pageview").length);
  });

  it("counts unique visitors across days once, and the conversion rate as visitors who did both", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const ws = workspace.id;
    captureMany([
      pageView(ws, "ann", noon(2)),
      pageView(ws, "ann", noon(1)),
      pageView(ws, "ann", noon(1, 5)),
      pageView(ws, "bob", noon(1)),
      pageView(ws, "cat", noon(0)),
      pageView(ws, "dan", noon(0)),
      { workspaceId: ws, event: "form submitted", distinctId: "ann", source: "form", occurredAt: noon(0) },
      // Submitted without a page view in the range: not a conversion of the page views.
      { workspaceId: ws, event: "form submitted", distinctId: "eve", source: "form", occurredAt: noon(0) },
    ]);
    await flushEvents();
    await rollupNow(handle.db);
    const range = { from: dayOf(noon(2)), to: dayOf(noon(0)) };
    expect((await dailySeries(handle.db, ws, { event: "$pageview", ...range })).map((p) => [p.count, p.uniques])).toEqual([
      [1, 1],
      [3, 2],
      [2, 2],
    ]);
    expect(await totals(handle.db, ws, { event: "$pageview", ...range, conversionEvent: "form submitted" })).toEqual({
      count: 6,
      uniques: 4,
      conversions: 1,
      conversionRate: 0.25,
    });
    expect(await totals(handle.db, ws, { event: "nothing", ...range, conversionEvent: "form submitted" })).toEqual({
      count: 0,
      uniques: 0,
      conversions: 0,
      conversionRate: null,
    });
  });

  it("recomputes a day whole: running again changes nothing, and a late event updates the day", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const ws = workspace.id;
    captureMany([pageView(ws, "a", noon(3)), pageView(ws, "b", noon(3))]);
    await flushEvents();
    await rollupNow(handle.db);
    const snapshot = async () =>
      handle.db.select().from(analyticsDaily).where(eq(analyticsDaily.workspaceId, ws)).orderBy(analyticsDaily.dimKey, analyticsDaily.event);
    const first = await snapshot();
    await handle.db.insert(analyticsRollupPending).values({ workspaceId: ws, day: dayOf(noon(3)) });
    expect(await rollupNow(handle.db)).toBe(1);
    expect(await snapshot()).toEqual(first);

    // The late event is rolled up by the queue's job (every minute), the same recompute.
    capture(pageView(ws, "c", noon(3, 30)));
    await flushEvents();
    const job = jobDefinitions().find((j) => j.name === ANALYTICS_ROLLUP_JOB)!;
    expect(job.cron).toBe("* * * * *");
    await job.run({}, { db: handle.db });
    expect(await totals(handle.db, ws, { event: "$pageview", from: dayOf(noon(3)), to: dayOf(noon(3)) })).toEqual({ count: 3, uniques: 3 });
    const [pending] = await handle.db.select({ n: count() }).from(analyticsRollupPending).where(eq(analyticsRollupPending.workspaceId, ws));
    expect(pending!.n).toBe(0);
  });
});

describe("identify", () => {
  it("merges an anonymous visitor into the person they turned out to be, on past days too", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const ws = workspace.id;
    captureMany([pageView(ws, "anon-1", noon(2)), pageView(ws, "anon-1", noon(1)), pageView(ws, "user-7", noon(1)), pageView(ws, "user-7", noon(0))]);
    await flushEvents();
    await rollupNow(handle.db);
    const range = { event: "$pageview", from: dayOf(noon(2)), to: dayOf(noon(0)) };
    expect(await totals(handle.db, ws, range)).toEqual({ count: 4, uniques: 2 });

    expect(await identify(handle.db, ws, "anon-1", "user-7")).toEqual({ daysMarked: 2 });
    await rollupNow(handle.db);
    expect(await totals(handle.db, ws, range)).toEqual({ count: 4, uniques: 1 });
    expect((await dailySeries(handle.db, ws, range)).map((p) => p.uniques)).toEqual([1, 1, 1]);

    // Later events of the anonymous id (the cookie is still there) count as the person's.
    capture(pageView(ws, "anon-1", noon(0, 10)));
    await flushEvents();
    await rollupNow(handle.db);
    expect(await totals(handle.db, ws, range)).toEqual({ count: 5, uniques: 1 });
  });
});

describe("tenancy", () => {
  it("shows a workspace none of another's events, rollups or identity links", async () => {
    const a = await makeWorkspace(handle.db);
    const b = await makeWorkspace(handle.db);
    captureMany([pageView(a.workspace.id, "same-id", noon(0)), pageView(a.workspace.id, "other", noon(0))]);
    await flushEvents();
    await identify(handle.db, b.workspace.id, "same-id", "other");
    await rollupNow(handle.db);
    const range = { event: "$pageview", from: dayOf(noon(1)), to: dayOf(noon(0)) };
    expect(await totals(handle.db, b.workspace.id, { ...range, conversionEvent: "$pageview" })).toEqual({
      count: 0,
      uniques: 0,
      conversions: 0,
      conversionRate: null,
    });
    expect((await dailySeries(handle.db, b.workspace.id, range)).every((p) => p.count === 0 && p.uniques === 0)).toBe(true);
    // b's link of "same-id" doesn't merge a's visitors.
    expect(await totals(handle.db, a.workspace.id, range)).toEqual({ count: 2, uniques: 2 });
  });
});

describe("retention", () => {
  it("deletes raw events past 400 days and keeps their daily rollups", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const ws = workspace.id;
    const now = new Date();
    const old = new Date(now.getTime() - 401 * DAY_MS);
    const rows = [toEventRow(pageView(ws, "x", noon(0))), { ...toEventRow(pageView(ws, "x", noon(0))), occurredAt: old }];
    await writeEvents(handle.db, rows);
    await rollupNow(handle.db);
    expect(await deleteExpiredEvents(handle.db, now, 1)).toBeGreaterThanOrEqual(1);
    // The nightly job finds nothing more to delete.
    await jobDefinitions()
      .find((j) => j.name === ANALYTICS_RETENTION_JOB)!
      .run({}, { db: handle.db });
    expect(await rawCount(ws)).toBe(1);
    const [rollup] = await handle.db
      .select({ count: analyticsDaily.count })
      .from(analyticsDaily)
      .where(and(eq(analyticsDaily.workspaceId, ws), eq(analyticsDaily.day, dayOf(old)), eq(analyticsDaily.dimKey, "")));
    expect(rollup?.count).toBe(1);
  });
});
