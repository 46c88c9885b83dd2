import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { makeSmsSend, startSmsProvider, startSmsWebhooks } from "~tests/support/sms";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { deliverSmsBatch } from "./deliver";
import type { TwilioFake } from "./fake-server";

// The server's own account (TWILIO_*): settings are read once per process, so they are set before
// anything reads them, pointing at a stand-in started first.
let handle: DbHandle;
const globalDb = globalThis as { __amtDb?: DbHandle };
let webhooks: Awaited<ReturnType<typeof startSmsWebhooks>>;
let fake: TwilioFake;

beforeAll(async () => {
  fake = await startSmsProvider({ route: (u) => u });
  process.env.TWILIO_ACCOUNT_SID = fake.accountSid;
  process.env.TWILIO_AUTH_TOKEN = fake.authToken;
  process.env.TWILIO_BASE_URL = fake.url;
  process.env.TWILIO_FROM_NUMBER = "+15005550006";
  handle = await createTestDb();
  // Jobs (a send's delivery) are queued in this file's database, not in the default one in DATA_DIR.
  globalDb.__amtDb = handle;
  webhooks = await startSmsWebhooks(handle.db);
});
afterAll(async () => {
  await fake.close();
  await webhooks.close();
  delete globalDb.__amtDb;
  await handle.close();
});

describe("the server's SMS account", () => {
  it("serves a workspace that set no provider: settings say so, the test connects, texts go from the server's number", async () => {
    const ws = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    expect(await caller.messaging.sms.get()).toMatchObject({ configured: true, usesServerAccount: true, accountSid: null, hasAuthToken: false });
    expect(await caller.messaging.sms.testProvider()).toEqual({ ok: true, message: "Connected to Local SMS stand-in (the server's account)." });
    const contact = await caller.crm.contacts.create({ firstName: "Kim", phone: "+14155557777" });
    const { send, rows } = await makeSmsSend(handle.db, ws.workspace.id, [{ id: contact.id, phone: "+14155557777" }]);
    const [outcome] = await deliverSmsBatch(
      handle.db,
      { workspaceId: ws.workspace.id, sendId: send.id, marketing: true },
      rows.map((r) => ({ outboxId: r.id, contactId: r.contactId, address: r.address, timeZone: null, body: "Hi" })),
    );
    expect(outcome).toMatchObject({ outcome: "sent" });
    expect(fake.messages.at(-1)).toMatchObject({ from: "+15005550006", to: "+14155557777" });
  });

  it("lets that workspace text a list with no number of its own: the send is from the server's number, and settings show it", async () => {
    const ws = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    expect(await caller.messaging.sms.get()).toMatchObject({ numbers: [], serverNumber: "+15005550006" });
    const contact = await caller.crm.contacts.create({ firstName: "Ray", phone: "+14155557779", smsConsent: "subscribed" });
    const list = await caller.crm.lists.create({ name: "Texts", kind: "static" });
    await caller.crm.lists.addContacts({ listId: list.id, contactIds: [contact.id] });
    const { sendId } = await caller.messaging.sends.createSms({ name: "Hello", listId: list.id, body: "Hi" });
    expect((await caller.messaging.sends.get({ id: sendId })).smsFrom).toBe("+15005550006");
    await expect(caller.messaging.sends.createSms({ name: "Other", listId: list.id, body: "Hi", from: "+15005550007" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("verifies that workspace's webhooks with the server's token", async () => {
    const ws = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    await caller.messaging.sms.get();
    const contact = await caller.crm.contacts.create({ firstName: "Lee", phone: "+14155557778", smsConsent: "subscribed" });
    const url = webhooks.urlOf(ws.workspace.id, "inbound");
    const params = { AccountSid: fake.accountSid, From: "+14155557778", To: "+15005550006", Body: "STOP" };
    const response = await fetch(webhooks.route(url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": fake.sign(url, params) },
      body: new URLSearchParams(params),
    });
    expect(response.status).toBe(200);
    expect((await caller.crm.contacts.get({ id: contact.id })).contact.smsConsent).toBe("unsubscribed");
  });

  it("gives way to a workspace's own account once it sets one", async () => {
    const ws = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    // Its own provider: a closed local port an administrator allowed (nothing answers there).
    setEgressAllowHostsForTests(["127.0.0.1:9"]);
    await caller.messaging.sms.saveProvider({ accountSid: "AC11111111111111111111111111111111", authToken: "own-token", baseUrl: "http://127.0.0.1:9" });
    expect(await caller.messaging.sms.get()).toMatchObject({ configured: true, usesServerAccount: false, accountSid: "AC11111111111111111111111111111111" });
    expect((await caller.messaging.sms.testProvider()).ok).toBe(false);
  });
});
