import { gzipSync } from "node:zlib";
import { createEnvelope, serializeEnvelope } from "@sentry/core";
import { and, eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { serveHandler } from "~tests/support/web-server";
import type { DbHandle } from "@/server/db/client";
import { jobDefinitions } from "@/server/jobs/registry";
import { LOCAL_SENTRY_DSN } from "./contracts/errors.constants";
import { analyticsErrorEvents, analyticsErrorGroups, analyticsErrorReplays } from "./db/errors.table";
import { ANALYTICS_ERRORS_RETENTION_JOB, deleteExpiredErrors, handleErrorTunnel } from "./index";
import { storeServerEnvelope } from "./server/errors/server-sdk";
import { resetEnvelopeLimitsForTests } from "./server/errors/tunnel";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  (globalThis as { __amtDb?: DbHandle }).__amtDb = handle;
  // A new migration makes the first run build the migrated database once: slow on a busy machine.
}, 300_000);
afterAll(async () => handle?.close());
beforeEach(() => resetEnvelopeLimitsForTests());

const hex = (n: number) => n.toString(16).padStart(32, "0");
let nextId = 1;

function errorEvent(over: Record<string, unknown> = {}) {
  return {
    event_id: hex(nextId++),
    timestamp: Date.now() / 1000,
    platform: "javascript",
    level: "error",
    release: "web@1.2.3",
    environment: "production",
    exception: {
      values: [
        {
          type: "RangeError",
          value: "Invalid time value",
          stacktrace: {
            frames: [{ function: "formatDay", filename: "https://app.example/_next/static/chunks/app-0123456789abcdef.js", lineno: 3, colno: 9, in_app: true }],
          },
        },
      ],
    },
    request: { url: "https://app.example/marketing-dashboard/reports?token=abc", headers: { Cookie: "next-auth.session-token=secret" } },
    user: { id: "u-1", ip_address: "203.0.113.9" },
    ...over,
  };
}

/** An envelope as the SDK builds it (createEnvelope + serializeEnvelope from @sentry/core). */
function envelopeOf(items: [Record<string, unknown>, unknown][], dsn = LOCAL_SENTRY_DSN): Uint8Array {
  const body = serializeEnvelope(
    createEnvelope(
      { event_id: hex(0), sent_at: new Date().toISOString(), dsn, sdk: { name: "sentry.javascript.nextjs", version: "11.5.0" } } as never,
      items as never,
    ),
  );
  return typeof body === "string" ? new TextEncoder().encode(body) : body;
}

async function cookieFor(userId: string, workspaceId: string) {
  const token = await encode({ token: { sub: userId, email: "someone@example.test", sv: 0 }, secret: process.env.NEXTAUTH_SECRET! });
  return `next-auth.session-token=${token}; amt.workspace=${workspaceId}`;
}

function post(body: Uint8Array | string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/monitoring", {
    method: "POST",
    body: typeof body === "string" ? body : Buffer.from(body),
    headers: { "x-forwarded-for": "198.51.100.7", ...headers },
  });
}

const groupsOf = (workspaceId: string) => handle.db.select().from(analyticsErrorGroups).where(eq(analyticsErrorGroups.workspaceId, workspaceId));

describe("the error tunnel", () => {
  it("stores a real envelope, groups repeats, counts a resent event once and scrubs what it keeps", async () => {
    const { workspace, owner } = await makeWorkspace(handle.db);
    const cookie = await cookieFor(owner.id, workspace.id);
    const first = errorEvent();
    const deps = { db: handle.db, configuredDsn: undefined };
    expect((await handleErrorTunnel(post(envelopeOf([[{ type: "event" }, first]]), { cookie }), deps)).status).toBe(200);
    // The same error again (another event), gzip-compressed as the SDK may send it, and the first one resent.
    const again = errorEvent({ level: "fatal" });
    const gz = gzipSync(envelopeOf([[{ type: "event" }, again]]));
    expect((await handleErrorTunnel(post(gz, { cookie, "content-encoding": "gzip" }), deps)).status).toBe(200);
    expect((await handleErrorTunnel(post(envelopeOf([[{ type: "event" }, first]]), { cookie }), deps)).status).toBe(200);
    const groups = await groupsOf(workspace.id);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      count: 2,
      title: "RangeError: Invalid time value",
      level: "fatal",
      release: "web@1.2.3",
      lastEventId: again.event_id,
      lastUserId: "u-1",
    });
    expect(groups[0]!.lastUrl).toBe("https://app.example/marketing-dashboard/reports");
    const stored = JSON.stringify(groups[0]);
    for (const secret of ["secret", "203.0.113.9", "token=abc"]) expect(stored).not.toContain(secret);
  });

  it("keeps a replay's metadata, never its recording, and links it to the error", async () => {
    const { workspace, owner, tenant } = await makeWorkspace(handle.db);
    const cookie = await cookieFor(owner.id, workspace.id);
    const replayId = hex(900);
    const event = errorEvent({ contexts: { replay: { replay_id: replayId } } });
    const recording = new TextEncoder().encode('[{"type":2,"data":{"node":"<input value=secret>"}}]');
    const now = Date.now() / 1000;
    const replayItems: [Record<string, unknown>, unknown][] = [
      [
        { type: "replay_event" },
        {
          type: "replay_event",
          replay_id: replayId,
          event_id: replayId,
          replay_type: "buffer",
          segment_id: 0,
          timestamp: now,
          replay_start_timestamp: now - 42,
          error_ids: [event.event_id],
        },
      ],
      [{ type: "replay_recording", length: recording.length }, recording],
    ];
    const deps = { db: handle.db, configuredDsn: undefined };
    await handleErrorTunnel(post(envelopeOf([[{ type: "event" }, event]]), { cookie }), deps);
    expect((await handleErrorTunnel(post(envelopeOf(replayItems), { cookie }), deps)).status).toBe(200);
    const [replay] = await handle.db.select().from(analyticsErrorReplays).where(eq(analyticsErrorReplays.workspaceId, workspace.id));
    expect(replay).toMatchObject({ replayId, segments: 1, replayType: "buffer", errorIds: [event.event_id] });
    expect(JSON.stringify(replay)).not.toContain("secret");
    // The admin's detail shows it.
    const caller = callerFor(handle.db, { userId: tenant.userId, workspaceId: workspace.id });
    const { groups } = await caller.analytics.errors.list({});
    const detail = await caller.analytics.errors.get({ groupId: groups[0]!.id });
    expect(detail.replay).toMatchObject({ replayId, segments: 1, linkedErrors: 1 });
    expect(detail.replay!.durationMs).toBeGreaterThanOrEqual(41_000);
    expect(detail.lastStack[0]).toMatchObject({ function: "formatDay", lineno: 3 });
  });

  it("refuses a foreign DSN and garbage with 400, never 500, and stores nothing", async () => {
    const { workspace, owner } = await makeWorkspace(handle.db);
    const cookie = await cookieFor(owner.id, workspace.id);
    const deps = { db: handle.db, configuredDsn: undefined };
    const foreign = envelopeOf([[{ type: "event" }, errorEvent()]], "https://abc@o1.ingest.sentry.io/42");
    const bodies: (string | Uint8Array)[] = [
      foreign,
      "",
      "garbage",
      "{}\n{",
      "\u0000\u0001",
      new Uint8Array([0x1f, 0x8b, 1, 2, 3]),
      '{"dsn":5}\n{"type":"event"}\n{}',
    ];
    for (const body of bodies) {
      const answer = await handleErrorTunnel(post(body, { cookie }), deps);
      expect(answer.status).toBe(400);
    }
    expect(await groupsOf(workspace.id)).toHaveLength(0);
  });

  it("limits the size, the inflated size and the rate per address", async () => {
    const deps = { db: handle.db, configuredDsn: undefined, maxBytes: 1000 };
    expect((await handleErrorTunnel(post("x".repeat(2000)), deps)).status).toBe(413);
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 32));
    expect((await handleErrorTunnel(post(bomb), { db: handle.db, configuredDsn: undefined })).status).toBe(413);
    const fixed = { db: handle.db, configuredDsn: undefined, now: () => 1_000 };
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await handleErrorTunnel(post(envelopeOf([]), { "x-forwarded-for": "192.0.2.1" }), fixed)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });

  it("accepts but doesn't store an envelope sent with no session", async () => {
    const before = await handle.db.select().from(analyticsErrorEvents);
    const answer = await handleErrorTunnel(post(envelopeOf([[{ type: "event" }, errorEvent()]])), { db: handle.db, configuredDsn: undefined });
    expect(answer.status).toBe(200);
    expect(await handle.db.select().from(analyticsErrorEvents)).toHaveLength(before.length);
  });

  it("with a DSN configured, passes the envelope on to that Sentry's ingest address and refuses the local DSN", async () => {
    const received: { url: string; body: string; type: string | null }[] = [];
    const fake = await serveHandler(async (req) => {
      received.push({ url: req.url, body: await req.text(), type: req.headers.get("content-type") });
      return Response.json({ id: hex(1) });
    });
    try {
      const port = new URL(fake.origin).port;
      const dsn = `http://publickey@127.0.0.1:${port}/42`;
      const { workspace, owner } = await makeWorkspace(handle.db);
      const cookie = await cookieFor(owner.id, workspace.id);
      const event = errorEvent();
      const deps = { db: handle.db, configuredDsn: dsn };
      expect((await handleErrorTunnel(post(gzipSync(envelopeOf([[{ type: "event" }, event]], dsn)), { cookie }), deps)).status).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]!.url).toMatch(/\/api\/42\/envelope\/\?sentry_version=7&sentry_key=publickey/);
      expect(received[0]!.type).toBe("application/x-sentry-envelope");
      expect(received[0]!.body).toContain(event.event_id);
      expect(await groupsOf(workspace.id)).toHaveLength(1);
      expect((await handleErrorTunnel(post(envelopeOf([[{ type: "event" }, errorEvent()]])), deps)).status).toBe(400);
      expect(received).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});

describe("server errors and the admin procedures", () => {
  it("stores a server envelope under the workspace its event was tagged with", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const event = errorEvent({ platform: "node", tags: { workspace_id: workspace.id } });
    await storeServerEnvelope(
      envelopeOf([
        [{ type: "event" }, event],
        [{ type: "event" }, errorEvent({ platform: "node" })],
      ]),
    );
    const groups = await groupsOf(workspace.id);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ platform: "server", lastEventId: event.event_id });
  });

  it("lists, resolves (it opens again when it comes back) and ignores, for admins only", async () => {
    const { workspace, owner, tenant } = await makeWorkspace(handle.db);
    const cookie = await cookieFor(owner.id, workspace.id);
    const deps = { db: handle.db, configuredDsn: undefined };
    await handleErrorTunnel(post(envelopeOf([[{ type: "event" }, errorEvent()]]), { cookie }), deps);
    const admin = callerFor(handle.db, { userId: tenant.userId, workspaceId: workspace.id });
    const { groups, totals } = await admin.analytics.errors.list({});
    expect(totals).toEqual({ open: 1, resolved: 0, ignored: 0 });
    await admin.analytics.errors.setStatus({ groupId: groups[0]!.id, status: "resolved" });
    expect((await admin.analytics.errors.list({ status: "resolved" })).groups).toHaveLength(1);
    await handleErrorTunnel(post(envelopeOf([[{ type: "event" }, errorEvent()]]), { cookie }), deps);
    expect((await admin.analytics.errors.list({})).groups[0]).toMatchObject({ status: "open", count: 2 });
    await admin.analytics.errors.setStatus({ groupId: groups[0]!.id, status: "ignored" });
    await handleErrorTunnel(post(envelopeOf([[{ type: "event" }, errorEvent()]]), { cookie }), deps);
    expect((await admin.analytics.errors.list({ status: "ignored" })).groups[0]).toMatchObject({ count: 3 });

    const member = await addMember(handle.db, workspace.id, "member");
    const asMember = callerFor(handle.db, { userId: member.user.id, workspaceId: workspace.id });
    await expect(asMember.analytics.errors.list({})).rejects.toMatchObject({ code: "FORBIDDEN" });
    // Another workspace's admin can't reach the group.
    const other = await makeWorkspace(handle.db);
    const stranger = callerFor(handle.db, { userId: other.tenant.userId, workspaceId: other.workspace.id });
    await expect(stranger.analytics.errors.get({ groupId: groups[0]!.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(stranger.analytics.errors.setStatus({ groupId: groups[0]!.id, status: "open" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("retention removes groups and events past 90 days and is a registered job", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const old = errorEvent({ tags: { workspace_id: workspace.id }, timestamp: Date.now() / 1000 - 100 * 86_400 });
    await storeServerEnvelope(envelopeOf([[{ type: "event" }, old]]));
    expect(await groupsOf(workspace.id)).toHaveLength(1);
    await deleteExpiredErrors(handle.db);
    expect(await groupsOf(workspace.id)).toHaveLength(0);
    expect(
      await handle.db
        .select()
        .from(analyticsErrorEvents)
        .where(and(eq(analyticsErrorEvents.workspaceId, workspace.id))),
    ).toHaveLength(0);
    expect(jobDefinitions().some((j) => j.name === ANALYTICS_ERRORS_RETENTION_JOB)).toBe(true);
  });
});
