import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteUrl } from "@/env";
import { contacts } from "@/modules/crm";
import type { DbHandle } from "@/server/db/client";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { configureSms, makeSmsSend, startSmsProvider, startSmsWebhooks } from "~tests/support/sms";
import { suppressions } from "../db/preferences.table";
import { deliverSmsBatch, NO_SENDER_MESSAGE, type SmsOutcome } from "./deliver";
import type { TwilioFake } from "./fake-server";

let handle: DbHandle;
let webhooks: Awaited<ReturnType<typeof startSmsWebhooks>>;
let fake: TwilioFake;

beforeAll(async () => {
  handle = await createTestDb();
  webhooks = await startSmsWebhooks(handle.db);
  fake = await startSmsProvider(webhooks);
});
afterAll(async () => {
  await fake.close();
  await webhooks.close();
  await handle.close();
});

let n = 0;
/** A workspace pointed at the stand-in, with contacts (phones +1 415 555 01xx) and one SMS send to them. */
async function setup(people: { timeZone?: string | null }[], opts: { marketing?: boolean; body?: string; configure?: boolean } = {}) {
  const ws = await makeWorkspace(handle.db);
  const caller: TestCaller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  if (opts.configure !== false) await configureSms(caller, fake);
  const made: { id: string; phone: string; timeZone: string | null }[] = [];
  for (const p of people) {
    const phone = `+1415555${String(1000 + n++).padStart(4, "0")}`;
    const c = await caller.crm.contacts.create({ firstName: "Sam", phone, smsConsent: "subscribed" });
    if (p.timeZone !== undefined) await handle.db.update(contacts).set({ timeZone: p.timeZone }).where(eq(contacts.id, c.id));
    made.push({ id: c.id, phone, timeZone: p.timeZone ?? null });
  }
  const { send, rows } = await makeSmsSend(handle.db, ws.workspace.id, made, opts);
  const batch = rows.map((r, i) => ({
    outboxId: r.id,
    contactId: r.contactId,
    address: r.address,
    timeZone: made[i]!.timeZone,
    body: opts.body ?? "Spring sale: 20% off today",
  }));
  return { ...ws, caller, send, batch, people: made };
}

const kinds = (outcomes: SmsOutcome[]) => outcomes.map((o) => o.outcome);

describe("deliverSmsBatch", () => {
  it("sends each row through the provider with Basic auth, the sender number, the STOP line and the status callback", async () => {
    const s = await setup([{}, {}]);
    const before = fake.messages.length;
    const outcomes = await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: true }, s.batch);
    expect(kinds(outcomes)).toEqual(["sent", "sent"]);
    const received = fake.messages.slice(before);
    expect(received.map((m) => m.to).sort()).toEqual(s.people.map((p) => p.phone).sort());
    expect(received[0]).toMatchObject({
      from: "+14155550100",
      body: "Spring sale: 20% off today\nReply STOP to opt out",
      statusCallback: `${siteUrl()}/api/webhooks/sms/${s.workspace.id}/status`,
    });
    expect(outcomes.map((o) => (o.outcome === "sent" ? o.providerId : null)).sort()).toEqual(received.map((m) => m.sid).sort());
    expect(outcomes.every((o) => o.outcome === "sent" && /^SM[0-9a-f]{32}$/.test(o.providerId))).toBe(true);
  });

  it("answers in the order of the rows given", async () => {
    const s = await setup([{}, {}, {}, {}, {}]);
    const outcomes = await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: true }, s.batch);
    expect(outcomes.map((o) => o.outboxId)).toEqual(s.batch.map((r) => r.outboxId));
  });

  it("sends a transactional message as written, without the STOP line", async () => {
    const s = await setup([{}], { marketing: false, body: "Your code is 481516" });
    await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: false }, s.batch);
    expect(fake.messages.at(-1)!.body).toBe("Your code is 481516");
  });

  it("uses the send's own sender number over the workspace's default", async () => {
    const s = await setup([{}]);
    const { send, rows } = await makeSmsSend(
      handle.db,
      s.workspace.id,
      [s.people[0]!].map((p) => ({ id: p.id, phone: p.phone })),
      { smsFrom: "+14155550999" },
    );
    await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: send.id, marketing: true }, [{ ...s.batch[0]!, outboxId: rows[0]!.id }]);
    expect(fake.messages.at(-1)!.from).toBe("+14155550999");
  });

  it("honours 429 Retry-After: the throttled row is temporary until then and the rest of the batch is deferred without a call", async () => {
    const s = await setup([{}, {}, {}]);
    const now = new Date("2026-06-15T12:00:00Z");
    const calls = fake.calls.length;
    fake.throttleNext(1, 120);
    const outcomes = await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: true }, s.batch, {
      concurrency: 1,
      now: () => now,
    });
    expect(fake.calls.length - calls).toBe(1);
    expect(outcomes[0]).toMatchObject({ outcome: "temporary", notBefore: new Date("2026-06-15T12:02:00Z") });
    expect(outcomes[0]!.outcome === "temporary" && outcomes[0]!.error).toMatch(/rate limit/i);
    expect(outcomes.slice(1)).toEqual(
      s.batch
        .slice(1)
        .map((r) => ({ outboxId: r.outboxId, outcome: "deferred", notBefore: new Date("2026-06-15T12:02:00Z"), reason: expect.stringMatching(/429/) })),
    );
  });

  it("reads a Retry-After given as an HTTP date", async () => {
    const s = await setup([{}]);
    fake.throttleNext(1, "Mon, 15 Jun 2026 12:05:00 GMT");
    const [outcome] = await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: true }, s.batch, {
      now: () => new Date("2026-06-15T12:00:00Z"),
    });
    expect(outcome).toMatchObject({ outcome: "temporary", notBefore: new Date("2026-06-15T12:05:00Z") });
  });

  it("keeps a 5xx temporary (the worker's backoff decides when) and a Twilio 4xx error permanent", async () => {
    const s = await setup([{}, {}]);
    fake.failNext(1, { status: 503, code: 20503, message: "Service unavailable" });
    fake.failNext(1, { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." });
    const outcomes = await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: true }, s.batch, { concurrency: 1 });
    expect(outcomes[0]).toMatchObject({ outcome: "temporary" });
    expect(outcomes[0]).not.toHaveProperty("notBefore");
    expect(outcomes[1]).toMatchObject({ outcome: "permanent", error: expect.stringContaining("21211") });
  });

  it("refuses a number that isn't E.164 without calling the provider", async () => {
    const s = await setup([{}]);
    const calls = fake.calls.length;
    const [outcome] = await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: true }, [
      { ...s.batch[0]!, address: "0612345678" },
    ]);
    expect(outcome).toMatchObject({ outcome: "permanent", error: expect.stringContaining("E.164") });
    expect(fake.calls.length).toBe(calls);
  });

  it("suppresses and unsubscribes a recipient the provider knows replied STOP (21610)", async () => {
    const s = await setup([{}]);
    fake.unsubscribed.add(s.people[0]!.phone);
    const [outcome] = await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: true }, s.batch);
    expect(outcome).toMatchObject({ outcome: "permanent", error: expect.stringContaining("21610") });
    const [contact] = await handle.db.select({ smsConsent: contacts.smsConsent }).from(contacts).where(eq(contacts.id, s.people[0]!.id));
    expect(contact!.smsConsent).toBe("unsubscribed");
    const suppressed = await handle.db
      .select()
      .from(suppressions)
      .where(and(eq(suppressions.workspaceId, s.workspace.id), eq(suppressions.channel, "sms")));
    expect(suppressed).toMatchObject([{ address: s.people[0]!.phone, reason: "unsubscribed" }]);
  });

  it("fails every row permanently, with the way out, when the provider or the sender number is missing", async () => {
    const none = await setup([{}], { configure: false });
    const [a] = await deliverSmsBatch(handle.db, { workspaceId: none.workspace.id, sendId: none.send.id, marketing: true }, none.batch);
    expect(a).toMatchObject({ outcome: "permanent", error: expect.stringContaining("Settings → Sending domains → SMS") });
    await none.caller.messaging.sms.saveProvider({ accountSid: fake.accountSid, authToken: fake.authToken, baseUrl: fake.url });
    const [b] = await deliverSmsBatch(handle.db, { workspaceId: none.workspace.id, sendId: none.send.id, marketing: true }, none.batch);
    expect(b).toEqual({ outboxId: none.batch[0]!.outboxId, outcome: "permanent", error: NO_SENDER_MESSAGE });
  });
});

describe("deliverSmsBatch: quiet hours", () => {
  // 21:30 UTC on 15 June 2026: 23:30 in Paris, 17:30 in New York, 21:30 in UTC (the workspace's zone).
  const now = () => new Date("2026-06-15T21:30:00Z");

  it("defers marketing rows inside quiet hours in each contact's zone to their end, and sends the others", async () => {
    const s = await setup([{ timeZone: "Europe/Paris" }, { timeZone: "America/New_York" }, { timeZone: null }]);
    await s.caller.messaging.sms.saveQuietHours({ start: 21, end: 8 });
    const before = fake.messages.length;
    const outcomes = await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: true }, s.batch, { now });
    expect(outcomes[0]).toMatchObject({
      outcome: "deferred",
      notBefore: new Date("2026-06-16T06:00:00Z"),
      reason: "Quiet hours (21:00–08:00 in Europe/Paris)",
    });
    expect(outcomes[1]).toMatchObject({ outcome: "sent" });
    // No zone of its own: the workspace's (UTC).
    expect(outcomes[2]).toMatchObject({ outcome: "deferred", notBefore: new Date("2026-06-16T08:00:00Z"), reason: "Quiet hours (21:00–08:00 in UTC)" });
    expect(fake.messages.slice(before).map((m) => m.to)).toEqual([s.people[1]!.phone]);
  });

  it("falls back to the workspace's zone when the contact's zone is unknown", async () => {
    const s = await setup([{ timeZone: "Mars/Olympus" }]);
    await s.caller.messaging.sms.saveQuietHours({ start: 21, end: 8 });
    const [outcome] = await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: true }, s.batch, { now });
    expect(outcome).toMatchObject({ outcome: "deferred", reason: "Quiet hours (21:00–08:00 in UTC)" });
  });

  it("sends transactional messages at any hour", async () => {
    const s = await setup([{ timeZone: "Europe/Paris" }], { marketing: false });
    await s.caller.messaging.sms.saveQuietHours({ start: 21, end: 8 });
    const [outcome] = await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: false }, s.batch, { now });
    expect(outcome).toMatchObject({ outcome: "sent" });
  });

  it("sends at any hour once quiet hours are turned off", async () => {
    const s = await setup([{ timeZone: "Europe/Paris" }]);
    await s.caller.messaging.sms.saveQuietHours({ start: 21, end: 8 });
    await s.caller.messaging.sms.saveQuietHours({ start: null, end: null });
    const [outcome] = await deliverSmsBatch(handle.db, { workspaceId: s.workspace.id, sendId: s.send.id, marketing: true }, s.batch, { now });
    expect(outcome).toMatchObject({ outcome: "sent" });
  });
});
