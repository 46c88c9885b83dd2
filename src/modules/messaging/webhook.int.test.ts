import { randomBytes, randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { emailHashOf } from "@/modules/crm";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { and, eq } from "drizzle-orm";
import { suppressions } from "./db/preferences.table";
import { rotateWebhookKey } from "./server/inbound.service";
import { handleMailWebhook, mailgunSignature } from "./server/mail-webhook";
import { makeSentMessage, stateOf, type SentMessage } from "./tracking-test-kit";
import "./jobs/report.job";

let handle: DbHandle;
let boss: PgBoss;
beforeAll(async () => {
  handle = await createTestDb();
  boss = await getBoss(handle, { work: false });
});
afterAll(async () => {
  await boss.stop({ graceful: false, close: false, wait: true });
  await handle.close();
});

type Event = Record<string, unknown>;

/** A Mailgun webhook request, signed with `key` at `at` (seconds). */
function mailgun(workspaceId: string, key: string, eventData: Event, at = Math.floor(Date.now() / 1000), tamper?: (body: Record<string, unknown>) => void) {
  const timestamp = String(at);
  const token = randomBytes(25).toString("hex");
  const body: Record<string, unknown> = { signature: { timestamp, token, signature: mailgunSignature(key, timestamp, token) }, "event-data": eventData };
  tamper?.(body);
  return handleMailWebhook(
    handle.db,
    workspaceId,
    new Request(`http://localhost/api/webhooks/mail/${workspaceId}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    }),
  );
}

const failed = (m: SentMessage, severity: "permanent" | "temporary"): Event => ({
  event: "failed",
  severity,
  recipient: m.email,
  reason: severity === "permanent" ? "bounce" : "generic",
  "delivery-status": {
    code: severity === "permanent" ? 550 : 421,
    "enhanced-code": severity === "permanent" ? "5.1.1" : "4.4.2",
    message: severity === "permanent" ? "5.1.1 The email account that you tried to reach does not exist." : "Connection timed out",
    description: "",
  },
  message: { headers: { "message-id": m.messageId, to: m.email, subject: "Hello" } },
});

async function keyed(opts: Parameters<typeof makeSentMessage>[1] = {}) {
  const m = await makeSentMessage(handle.db, { sent: 1000, ...opts });
  const { key } = await rotateWebhookKey(handle.db, m.tenant);
  return { m, key };
}

describe("the mail provider webhook (Mailgun format)", () => {
  it("applies a permanent failure as a hard bounce", async () => {
    const { m, key } = await keyed();
    const res = await mailgun(m.workspaceId, key, failed(m, "permanent"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, outcome: "hard_bounce" });
    const s = await stateOf(handle.db, m);
    expect([s.outbox.state, s.send.bounced, s.send.sent, s.suppressed[0]?.reason]).toEqual(["bounced", 1, 999, "bounced"]);
    expect(s.events[0]!.detail).toMatchObject({ status: "5.1.1", diagnostic: "550 5.1.1 The email account that you tried to reach does not exist." });
  });

  it("records a temporary failure as a soft bounce, and a complaint as a complaint", async () => {
    const { m, key } = await keyed();
    expect(await (await mailgun(m.workspaceId, key, failed(m, "temporary"))).json()).toEqual({ ok: true, outcome: "soft_bounce" });
    expect(
      await (await mailgun(m.workspaceId, key, { event: "complained", recipient: m.email, message: { headers: { "message-id": `<${m.messageId}>` } } })).json(),
    ).toEqual({ ok: true, outcome: "complaint" });
    const s = await stateOf(handle.db, m);
    expect(s.events.map((e) => e.kind)).toEqual(["soft_bounce", "complaint"]);
    expect([s.send.complained, s.contact.emailConsent, s.outbox.state]).toEqual([1, "unsubscribed", "sent"]);
  });

  it("unsubscribes on an unsubscribed event, and ignores deliveries and opens", async () => {
    const { m, key } = await keyed();
    expect(
      await (await mailgun(m.workspaceId, key, { event: "delivered", recipient: m.email, message: { headers: { "message-id": m.messageId } } })).json(),
    ).toEqual({ ok: true, outcome: "ignored" });
    expect(
      await (await mailgun(m.workspaceId, key, { event: "unsubscribed", recipient: m.email, message: { headers: { "message-id": m.messageId } } })).json(),
    ).toEqual({ ok: true, outcome: "unsubscribe" });
    expect((await stateOf(handle.db, m)).send.unsubscribed).toBe(1);
  });

  it("suppresses the address of a permanent failure for no known message (the provider vouches for it)", async () => {
    const { m, key } = await keyed();
    const stranger = `gone-${randomBytes(3).toString("hex")}@example.net`;
    const res = await mailgun(m.workspaceId, key, {
      event: "failed",
      severity: "permanent",
      recipient: stranger,
      message: { headers: { "message-id": "abc@mailgun.example" } },
    });
    expect(await res.json()).toEqual({ ok: true, outcome: "unmatched" });
    const rows = await handle.db
      .select()
      .from(suppressions)
      .where(and(eq(suppressions.workspaceId, m.workspaceId), eq(suppressions.addressHash, emailHashOf(stranger))));
    expect(rows.map((r) => [r.reason, r.source])).toEqual([["bounced", "Provider webhook"]]);
  });

  it("refuses a bad signature, another workspace's key, or a workspace without a key: 401, nothing applied", async () => {
    const { m, key } = await keyed();
    const other = await keyed();
    const tamperSignature = (body: Record<string, unknown>) => ((body.signature as Record<string, string>).signature = "0".repeat(64));
    for (const res of [
      await mailgun(m.workspaceId, key, failed(m, "permanent"), undefined, tamperSignature),
      await mailgun(m.workspaceId, other.key, failed(m, "permanent")),
      await mailgun(m.workspaceId, key, failed(m, "permanent"), undefined, (b) => delete b.signature),
      await mailgun(randomUUID(), key, failed(m, "permanent")),
      await mailgun("not-a-uuid", key, failed(m, "permanent")),
    ]) {
      expect(res.status).toBe(401);
    }
    const noKey = await makeSentMessage(handle.db);
    expect((await mailgun(noKey.workspaceId, key, failed(noKey, "permanent"))).status).toBe(401);
    expect((await stateOf(handle.db, m)).outbox.state).toBe("sent");
  });

  it("refuses a signature older than 15 minutes with 406 (Mailgun won't retry it)", async () => {
    const { m, key } = await keyed();
    const res = await mailgun(m.workspaceId, key, failed(m, "permanent"), Math.floor(Date.now() / 1000) - 16 * 60);
    expect(res.status).toBe(406);
    expect((await mailgun(m.workspaceId, key, failed(m, "permanent"), Math.floor(Date.now() / 1000) - 14 * 60)).status).toBe(200);
  });

  it("stops accepting the old key once it is rotated", async () => {
    const { m, key } = await keyed();
    const { key: next } = await rotateWebhookKey(handle.db, m.tenant);
    expect(next).toMatch(/^[0-9a-f]{64}$/);
    expect((await mailgun(m.workspaceId, key, failed(m, "temporary"))).status).toBe(401);
    expect((await mailgun(m.workspaceId, next, failed(m, "temporary"))).status).toBe(200);
  });

  it("answers 400, never 500, to a body that isn't the format", async () => {
    const { m, key } = await keyed();
    const raw = (body: string) => handleMailWebhook(handle.db, m.workspaceId, new Request("http://localhost/x", { method: "POST", body }));
    expect((await raw("not json")).status).toBe(400);
    expect((await raw("null")).status).toBe(401);
    expect((await raw("[]")).status).toBe(401);
    expect((await mailgun(m.workspaceId, key, failed(m, "permanent"), undefined, (b) => delete b["event-data"])).status).toBe(400);
    expect((await mailgun(m.workspaceId, key, { event: "failed", severity: 7, recipient: { x: 1 }, message: "nope" })).status).toBe(200);
    expect((await raw(JSON.stringify({ signature: { timestamp: "x", token: 1, signature: "zz" } }))).status).toBe(401);
    expect((await raw("x".repeat(300 * 1024))).status).toBe(413);
  });
});
