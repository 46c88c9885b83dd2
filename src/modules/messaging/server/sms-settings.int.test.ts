import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteUrl } from "@/env";
import type { DbHandle } from "@/server/db/client";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { startTrap, type Trap } from "~tests/support/trap";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { messagingSettings } from "../db/settings.table";
import { startTwilioFake, type TwilioFake } from "../sms/fake-server";

let handle: DbHandle;
let fake: TwilioFake;
let trap: Trap;
/** A provider stand-in that redirects every request to the trap. */
let redirector: Server;
let redirectorUrl = "";

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startTwilioFake();
  trap = await startTrap();
  redirector = createServer((_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${trap.port}/2010-04-01/Accounts/x.json` }).end());
  await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
  redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
  // The local stand-ins a workspace may name as its provider: exactly their host:port pairs.
  // (127.0.0.1:9 is closed: an allowed provider that can't be reached.)
  setEgressAllowHostsForTests([new URL(fake.url).host, new URL(redirectorUrl).host, "127.0.0.1:9"]);
});
afterAll(async () => {
  setEgressAllowHostsForTests(null);
  await new Promise((resolve) => redirector.close(resolve));
  await trap.close();
  await fake.close();
  await handle.close();
});

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

async function codeOf(run: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run;
    return { code: "OK", message: "" };
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
}

describe("messaging.sms settings", () => {
  it("starts unconfigured, with Twilio's address, no numbers, quiet hours off and the webhook URLs to paste", async () => {
    const o = await owner();
    expect(await o.caller.messaging.sms.get()).toEqual({
      configured: false,
      usesServerAccount: false,
      serverNumber: null,
      accountSid: null,
      hasAuthToken: false,
      baseUrl: "https://api.twilio.com",
      numbers: [],
      quietHours: null,
      workspaceTimeZone: "UTC",
      webhooks: { status: `${siteUrl()}/api/webhooks/sms/${o.workspace.id}/status`, inbound: `${siteUrl()}/api/webhooks/sms/${o.workspace.id}/inbound` },
    });
  });

  it("saves the provider with the token sealed at rest and never sends the token back", async () => {
    const o = await owner();
    const saved = await o.caller.messaging.sms.saveProvider({ accountSid: fake.accountSid, authToken: fake.authToken, baseUrl: `${fake.url}/` });
    expect(saved).toMatchObject({ configured: true, accountSid: fake.accountSid, hasAuthToken: true, baseUrl: fake.url });
    expect(JSON.stringify(saved)).not.toContain(fake.authToken);
    const [row] = await handle.db.select().from(messagingSettings).where(eq(messagingSettings.workspaceId, o.workspace.id));
    expect(row!.smsAuthTokenSealed).toMatch(/^v1\./);
    expect(row!.smsAuthTokenSealed).not.toContain(fake.authToken);
    // Saving again without a token keeps the stored one.
    await o.caller.messaging.sms.saveProvider({ accountSid: fake.accountSid, baseUrl: fake.url });
    expect(await o.caller.messaging.sms.testProvider()).toMatchObject({ ok: true });
  });

  it("asks for the token the first time and refuses a bad SID or address", async () => {
    const o = await owner();
    expect(await codeOf(o.caller.messaging.sms.saveProvider({ accountSid: fake.accountSid }))).toEqual({
      code: "BAD_REQUEST",
      message: "Enter the auth token.",
    });
    expect((await codeOf(o.caller.messaging.sms.saveProvider({ accountSid: "AC 123", authToken: "x" }))).code).toBe("BAD_REQUEST");
    expect((await codeOf(o.caller.messaging.sms.saveProvider({ accountSid: "AC123", authToken: "x", baseUrl: "ftp://example.com" }))).code).toBe("BAD_REQUEST");
    expect((await codeOf(o.caller.messaging.sms.saveProvider({ accountSid: "AC123", authToken: "x", baseUrl: "http://sms.example.com" }))).code).toBe(
      "BAD_REQUEST",
    );
  });

  it("tests the provider: connected with the right token, refused with a wrong one, unreachable with a closed port", async () => {
    const o = await owner();
    expect(await o.caller.messaging.sms.testProvider()).toEqual({ ok: false, message: expect.stringContaining("SMS isn't set up") });
    await o.caller.messaging.sms.saveProvider({ accountSid: fake.accountSid, authToken: fake.authToken, baseUrl: fake.url });
    expect(await o.caller.messaging.sms.testProvider()).toEqual({ ok: true, message: "Connected to Local SMS stand-in." });
    expect(fake.calls.at(-1)).toEqual({ method: "GET", path: `/2010-04-01/Accounts/${fake.accountSid}.json` });
    await o.caller.messaging.sms.saveProvider({ accountSid: fake.accountSid, authToken: "wrong-token", baseUrl: fake.url });
    expect(await o.caller.messaging.sms.testProvider()).toEqual({ ok: false, message: expect.stringContaining("refused the account SID or auth token") });
    await o.caller.messaging.sms.saveProvider({ accountSid: fake.accountSid, authToken: fake.authToken, baseUrl: "http://127.0.0.1:9" });
    expect(await o.caller.messaging.sms.testProvider()).toEqual({
      ok: false,
      message: "The SMS provider couldn't be reached: The server refused the connection.",
    });
  });

  it("refuses a base URL on this machine or a private network when saved, and never connects to one saved before", async () => {
    const o = await owner();
    const trapUrl = `http://127.0.0.1:${trap.port}`;
    expect(await codeOf(o.caller.messaging.sms.saveProvider({ accountSid: fake.accountSid, authToken: fake.authToken, baseUrl: trapUrl }))).toEqual({
      code: "BAD_REQUEST",
      message: "That address is this server itself, so we can't connect to it.",
    });
    expect(await codeOf(o.caller.messaging.sms.saveProvider({ accountSid: fake.accountSid, authToken: fake.authToken, baseUrl: "https://10.0.0.8" }))).toEqual({
      code: "BAD_REQUEST",
      message: "That address is on a private network, so we can't connect to it.",
    });
    // A value saved before these checks existed is checked again when the provider is called.
    await o.caller.messaging.sms.saveProvider({ accountSid: fake.accountSid, authToken: fake.authToken, baseUrl: fake.url });
    await handle.db.update(messagingSettings).set({ smsBaseUrl: trapUrl }).where(eq(messagingSettings.workspaceId, o.workspace.id));
    const tested = await o.caller.messaging.sms.testProvider();
    expect(trap.connections).toBe(0);
    expect(tested).toEqual({ ok: false, message: "The SMS provider couldn't be reached: That address is this server itself, so we can't connect to it." });
  });

  it("doesn't follow a provider's redirect to this machine, and shows none of the answer", async () => {
    const o = await owner();
    await o.caller.messaging.sms.saveProvider({ accountSid: fake.accountSid, authToken: fake.authToken, baseUrl: redirectorUrl });
    const tested = await o.caller.messaging.sms.testProvider();
    expect(trap.connections).toBe(0);
    expect(tested).toEqual({ ok: false, message: "The SMS provider couldn't be reached: That address is this server itself, so we can't connect to it." });
    expect(JSON.stringify(tested)).not.toContain(trap.banner);
  });

  it("adds sender numbers in E.164, the first one the default, and refuses duplicates and bad numbers", async () => {
    const o = await owner();
    const first = await o.caller.messaging.sms.numbers.add({ phone: "+1 (415) 555-0100", label: "Main" });
    expect(first).toMatchObject({ phone: "+14155550100", label: "Main", isDefault: true });
    const second = await o.caller.messaging.sms.numbers.add({ phone: "+447700900123" });
    expect(second).toMatchObject({ phone: "+447700900123", isDefault: false });
    expect(await codeOf(o.caller.messaging.sms.numbers.add({ phone: "+14155550100" }))).toEqual({
      code: "BAD_REQUEST",
      message: "This number is already added.",
    });
    expect((await codeOf(o.caller.messaging.sms.numbers.add({ phone: "415 555 0100" }))).code).toBe("BAD_REQUEST");
    expect((await o.caller.messaging.sms.get()).numbers.map((x) => [x.phone, x.isDefault])).toEqual([
      ["+14155550100", true],
      ["+447700900123", false],
    ]);
  });

  it("moves the default, and hands it to the oldest remaining number when the default is removed", async () => {
    const o = await owner();
    const a = await o.caller.messaging.sms.numbers.add({ phone: "+14155550101" });
    const b = await o.caller.messaging.sms.numbers.add({ phone: "+14155550102" });
    const c = await o.caller.messaging.sms.numbers.add({ phone: "+14155550103" });
    await o.caller.messaging.sms.numbers.makeDefault({ id: c.id });
    expect((await o.caller.messaging.sms.get()).numbers.filter((x) => x.isDefault).map((x) => x.id)).toEqual([c.id]);
    await o.caller.messaging.sms.numbers.remove({ id: c.id });
    expect((await o.caller.messaging.sms.get()).numbers.map((x) => [x.id, x.isDefault])).toEqual([
      [a.id, true],
      [b.id, false],
    ]);
    expect((await codeOf(o.caller.messaging.sms.numbers.remove({ id: c.id }))).code).toBe("NOT_FOUND");
  });

  it("saves quiet hours, refuses half a window or an empty one, and turns them off with both empty", async () => {
    const o = await owner();
    expect(await o.caller.messaging.sms.saveQuietHours({ start: 21, end: 8 })).toEqual({ quietHours: { start: 21, end: 8 } });
    expect((await o.caller.messaging.sms.get()).quietHours).toEqual({ start: 21, end: 8 });
    expect(await codeOf(o.caller.messaging.sms.saveQuietHours({ start: 21, end: null }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await codeOf(o.caller.messaging.sms.saveQuietHours({ start: 9, end: 9 }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await codeOf(o.caller.messaging.sms.saveQuietHours({ start: 24, end: 8 }))).toMatchObject({ code: "BAD_REQUEST" });
    await o.caller.messaging.sms.saveQuietHours({ start: null, end: null });
    expect((await o.caller.messaging.sms.get()).quietHours).toBeNull();
  });

  it("lets a viewer read the settings but not change them", async () => {
    const o = await owner();
    const viewer = await addMember(handle.db, o.workspace.id, "viewer");
    const asViewer = callerFor(handle.db, { userId: viewer.user.id, workspaceId: o.workspace.id });
    expect((await asViewer.messaging.sms.get()).configured).toBe(false);
    expect((await codeOf(asViewer.messaging.sms.numbers.add({ phone: "+14155550111" }))).code).toBe("FORBIDDEN");
    expect((await codeOf(asViewer.messaging.sms.testProvider())).code).toBe("FORBIDDEN");
  });
});
