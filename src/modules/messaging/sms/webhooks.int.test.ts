import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, consentEvents, contacts } from "@/modules/crm";
import type { DbHandle } from "@/server/db/client";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { configureSms, makeSmsSend, startSmsProvider, startSmsWebhooks } from "~tests/support/sms";
import { suppressions } from "../db/preferences.table";
import { messageEvents, outbox, sends } from "../db/sends.table";
import { suppressAddresses } from "../server/suppressions.service";
import { deliverSmsBatch } from "./deliver";
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
const nextPhone = () => `+1415556${String(1000 + n++).padStart(4, "0")}`;

async function workspace() {
  const ws = await makeWorkspace(handle.db);
  const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  await configureSms(caller, fake);
  return { ...ws, caller };
}

/** A send delivered to `count` contacts, recorded as the worker records it (rows sent, counters up). */
async function deliveredSend(count: number) {
  const ws = await workspace();
  const people: { id: string; phone: string }[] = [];
  for (let i = 0; i < count; i++) {
    const phone = nextPhone();
    people.push({ id: (await ws.caller.crm.contacts.create({ firstName: "Ada", phone, smsConsent: "subscribed" })).id, phone });
  }
  const { send, rows } = await makeSmsSend(handle.db, ws.workspace.id, people);
  const outcomes = await deliverSmsBatch(
    handle.db,
    { workspaceId: ws.workspace.id, sendId: send.id, marketing: true },
    rows.map((r) => ({ outboxId: r.id, contactId: r.contactId, address: r.address, timeZone: null, body: "Hi" })),
  );
  for (const o of outcomes) {
    if (o.outcome !== "sent") throw new Error(`not sent: ${JSON.stringify(o)}`);
    await handle.db.update(outbox).set({ state: "sent", providerId: o.providerId, sentAt: new Date() }).where(eq(outbox.id, o.outboxId));
  }
  await handle.db.update(sends).set({ sent: count }).where(eq(sends.id, send.id));
  const sids = outcomes.map((o) => (o.outcome === "sent" ? o.providerId : ""));
  return { ...ws, send, rows, sids, people };
}

const eventsOf = (sendId: string, kind: "delivered" | "failed") =>
  handle.db
    .select()
    .from(messageEvents)
    .where(and(eq(messageEvents.sendId, sendId), eq(messageEvents.kind, kind)));
const counters = async (sendId: string) => (await handle.db.select({ sent: sends.sent, failed: sends.failed }).from(sends).where(eq(sends.id, sendId)))[0]!;
const rowOf = async (id: number) => (await handle.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe("status callbacks", () => {
  it("records a delivered event once, however often the callback comes", async () => {
    const s = await deliveredSend(1);
    expect((await fake.sendStatus(s.sids[0]!, "sent")).status).toBe(200);
    expect((await fake.sendStatus(s.sids[0]!, "delivered")).status).toBe(200);
    expect((await fake.sendStatus(s.sids[0]!, "delivered")).status).toBe(200);
    const events = await eventsOf(s.send.id, "delivered");
    expect(events).toMatchObject([{ outboxId: s.rows[0]!.id, contactId: s.people[0]!.id, detail: { providerId: s.sids[0] } }]);
    expect((await rowOf(s.rows[0]!.id)).state).toBe("sent");
  });

  it("turns an undelivered message into a failed row with the carrier's reason, and moves the send's counters once", async () => {
    const s = await deliveredSend(2);
    const answer = await fake.sendStatus(s.sids[1]!, "undelivered", { errorCode: 30005 });
    expect(answer.status).toBe(200);
    await fake.sendStatus(s.sids[1]!, "failed", { errorCode: 30005 });
    const row = await rowOf(s.rows[1]!.id);
    expect(row.state).toBe("failed");
    expect(row.lastError).toBe("Unknown number: it may no longer be in service (error 30005)");
    expect(await counters(s.send.id)).toEqual({ sent: 1, failed: 1 });
    expect(await eventsOf(s.send.id, "failed")).toHaveLength(1);
    expect((await rowOf(s.rows[0]!.id)).state).toBe("sent");
  });

  it("refuses a callback with a wrong signature with 403 and changes nothing", async () => {
    const s = await deliveredSend(1);
    const answer = await fake.sendStatus(s.sids[0]!, "failed", { signature: "bm90IHRoZSBzaWduYXR1cmU=" });
    expect(answer.status).toBe(403);
    expect((await rowOf(s.rows[0]!.id)).state).toBe("sent");
    expect(await counters(s.send.id)).toEqual({ sent: 1, failed: 0 });
  });

  it("refuses a callback signed for one workspace but sent to another's URL", async () => {
    const s = await deliveredSend(1);
    const other = await workspace();
    const url = webhooks.urlOf(other.workspace.id, "status");
    const params = { AccountSid: fake.accountSid, MessageSid: s.sids[0]!, MessageStatus: "failed", ErrorCode: "30003" };
    // Signed for the first workspace's URL, posted to the other's.
    const response = await fetch(webhooks.route(url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": fake.sign(webhooks.urlOf(s.workspace.id, "status"), params) },
      body: new URLSearchParams(params),
    });
    expect(response.status).toBe(403);
    expect((await rowOf(s.rows[0]!.id)).state).toBe("sent");
  });

  it("answers 403, never 500, to unknown workspaces, malformed ids and a workspace without a provider", async () => {
    const bare = await makeWorkspace(handle.db);
    for (const id of ["not-a-uuid", "00000000-0000-0000-0000-000000000000", bare.workspace.id]) {
      const url = webhooks.urlOf(id, "status");
      const params = { MessageSid: "SM00", MessageStatus: "delivered" };
      const response = await fetch(webhooks.route(url), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": fake.sign(url, params) },
        body: new URLSearchParams(params),
      });
      expect(response.status, id).toBe(403);
    }
  });

  it("acknowledges a callback for a message it doesn't know", async () => {
    const ws = await workspace();
    const url = webhooks.urlOf(ws.workspace.id, "status");
    const params = { AccountSid: fake.accountSid, MessageSid: "SM0123456789abcdef0123456789abcdef", MessageStatus: "failed", ErrorCode: "30003" };
    const response = await fetch(webhooks.route(url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": fake.sign(url, params) },
      body: new URLSearchParams(params),
    });
    expect(response.status).toBe(200);
  });
});

describe("inbound messages", () => {
  async function person(phone = nextPhone()) {
    const ws = await workspace();
    const contact = await ws.caller.crm.contacts.create({ firstName: "Grace", phone, smsConsent: "subscribed" });
    return {
      ...ws,
      contact,
      phone,
      inbound: (Body: string, opts?: { signature?: string }) =>
        fake.sendInbound(webhooks.urlOf(ws.workspace.id, "inbound"), { From: phone, To: "+14155550100", Body }, opts),
    };
  }
  const consentOf = async (id: string) =>
    (await handle.db.select({ smsConsent: contacts.smsConsent }).from(contacts).where(eq(contacts.id, id)))[0]!.smsConsent;
  const smsSuppressions = (workspaceId: string) =>
    handle.db
      .select()
      .from(suppressions)
      .where(and(eq(suppressions.workspaceId, workspaceId), eq(suppressions.channel, "sms")));

  it("unsubscribes on STOP: consent in the CRM with its source, the suppression list, and a TwiML confirmation", async () => {
    const p = await person();
    const answer = await p.inbound("STOP");
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/xml/);
    expect(answer.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><Response><Message>You're unsubscribed from .+ Reply START to subscribe again\.<\/Message><\/Response>$/,
    );
    expect(await consentOf(p.contact.id)).toBe("unsubscribed");
    const [event] = await handle.db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.contactId, p.contact.id), eq(consentEvents.method, "sms_keyword")));
    expect(event).toMatchObject({ channel: "sms", status: "unsubscribed", source: "Inbound SMS: STOP" });
    expect(await smsSuppressions(p.workspace.id)).toMatchObject([{ address: p.phone, reason: "unsubscribed" }]);
  });

  it("takes every opt-out word in any case, trimmed, as the whole message", async () => {
    for (const word of [" stop ", "Unsubscribe", "cancel", "END", "quit", "stopall"]) {
      const p = await person();
      await p.inbound(word);
      expect(await consentOf(p.contact.id), word).toBe("unsubscribed");
    }
    const p = await person();
    await p.inbound("Please stop texting me");
    expect(await consentOf(p.contact.id)).toBe("subscribed");
  });

  it("unsubscribes every contact of the workspace with that number, and no one elsewhere", async () => {
    const p = await person();
    const twin = await p.caller.crm.contacts.create({ firstName: "Twin", phone: p.phone, email: `twin-${n++}@example.test` });
    const elsewhere = await person(p.phone);
    await p.inbound("STOP");
    expect(await consentOf(p.contact.id)).toBe("unsubscribed");
    expect(await consentOf(twin.id)).toBe("unsubscribed");
    expect(await consentOf(elsewhere.contact.id)).toBe("subscribed");
  });

  it("subscribes again on START and lifts only the unsubscribe suppression", async () => {
    const p = await person();
    await p.inbound("STOP");
    const answer = await p.inbound("start");
    expect(answer.body).toContain("<Message>You're subscribed to");
    expect(await consentOf(p.contact.id)).toBe("subscribed");
    expect(await smsSuppressions(p.workspace.id)).toEqual([]);
    // A number suppressed by hand stays suppressed whatever the person texts.
    const q = await person();
    await suppressAddresses(handle.db, q.workspace.id, [{ channel: "sms", address: q.phone, reason: "manual", source: "Added by hand" }]);
    await q.inbound("YES");
    expect(await smsSuppressions(q.workspace.id)).toMatchObject([{ reason: "manual" }]);
  });

  it("answers HELP with the instructions and changes nothing", async () => {
    const p = await person();
    const answer = await p.inbound("help");
    expect(answer.body).toMatch(/<Message>.+: reply STOP to opt out of these messages, START to opt back in\.<\/Message>/);
    expect(await consentOf(p.contact.id)).toBe("subscribed");
  });

  it("records any other message on the sender's timeline and answers an empty TwiML response", async () => {
    const p = await person();
    const answer = await p.inbound("What time do you open on Sunday?");
    expect(answer.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    const [activity] = await handle.db
      .select()
      .from(activities)
      .where(and(eq(activities.contactId, p.contact.id), eq(activities.title, "SMS received")));
    expect(activity).toMatchObject({ body: "What time do you open on Sunday?", data: { channel: "sms", from: p.phone, to: "+14155550100" } });
  });

  it("refuses an inbound message with a wrong signature and changes nothing", async () => {
    const p = await person();
    const answer = await p.inbound("STOP", { signature: "AAAAAAAAAAAAAAAAAAAAAAAAAAA=" });
    expect(answer.status).toBe(403);
    expect(await consentOf(p.contact.id)).toBe("subscribed");
    expect(await smsSuppressions(p.workspace.id)).toEqual([]);
    const [{ count }] = (
      await handle.db.execute<{ count: number }>(
        sql`select count(*)::int as count from crm_consent_events where contact_id = ${p.contact.id} and method = 'sms_keyword'`,
      )
    ).rows as [{ count: number }];
    expect(count).toBe(0);
  });
});
