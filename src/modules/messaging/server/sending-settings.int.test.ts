import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { startPop3Server } from "~tests/support/pop3-server";
import { startTrap } from "~tests/support/trap";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { auditEvents } from "@/modules/identity";
import { open } from "@/server/crypto/vault";
import type { DbHandle } from "@/server/db/client";
import { messagingSettings } from "../db/settings.table";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle?.close());

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return "OK";
  } catch (error) {
    return error instanceof TRPCError ? `${error.code}: ${error.message}` : `unexpected: ${String(error)}`;
  }
};

const base = {
  postalAddress: "Example Ltd, 1 High Street, London N1 1AA",
  frequencyCap: { count: 3, days: 7 },
  ratePerSecond: 50,
  perDomainPerMinute: 600,
  trackOpens: false,
  trackClicks: true,
  excludeInvalid: false,
  inbound: { host: null },
};

async function storedRow(workspaceId: string) {
  const [row] = await handle.db.select().from(messagingSettings).where(eq(messagingSettings.workspaceId, workspaceId));
  return row!;
}

describe("sending settings", () => {
  it("start with the defaults: no postal address, no cap, tracking on, no mailbox, no webhook key", async () => {
    const { caller, workspace } = await owner();
    expect(await caller.messaging.settings.get()).toEqual({
      postalAddress: "",
      frequencyCap: null,
      ratePerSecond: 100,
      perDomainPerMinute: 3000,
      trackOpens: true,
      trackClicks: true,
      excludeInvalid: true,
      inbound: { host: null, port: null, tls: true, user: null, hasPassword: false },
      webhook: { url: expect.stringMatching(new RegExp(`/api/webhooks/mail/${workspace.id}$`)), hasKey: false },
    });
  });

  it("save the postal address, frequency cap, rates and tracking defaults; a null cap turns it off", async () => {
    const { caller } = await owner();
    const saved = await caller.messaging.settings.update(base);
    expect(saved).toMatchObject({
      postalAddress: base.postalAddress,
      frequencyCap: { count: 3, days: 7 },
      ratePerSecond: 50,
      perDomainPerMinute: 600,
      trackOpens: false,
      trackClicks: true,
      excludeInvalid: false,
    });
    expect(await caller.messaging.settings.get()).toEqual(saved);
    expect((await caller.messaging.settings.update({ ...base, frequencyCap: null })).frequencyCap).toBeNull();
  });

  it("refuse values out of range with the field's message", async () => {
    const { caller } = await owner();
    expect(await codeOf(caller.messaging.settings.update({ ...base, ratePerSecond: 0 }))).toContain("BAD_REQUEST");
    expect(await codeOf(caller.messaging.settings.update({ ...base, frequencyCap: { count: 3, days: 365 } }))).toContain("Enter 1 to 90");
    expect(await codeOf(caller.messaging.settings.update({ ...base, postalAddress: "x".repeat(501) }))).toContain("under 500 characters");
    expect(await codeOf(caller.messaging.settings.update({ ...base, inbound: { host: "pop.example.com", port: 995, tls: true, user: "" } }))).toContain(
      "Enter the mailbox user name",
    );
    expect(await codeOf(caller.messaging.settings.update({ ...base, inbound: { host: "not a host", port: 995, tls: true, user: "u" } }))).toContain(
      "Enter a host name",
    );
  });

  it("keep the mailbox password sealed and never return it; left out it stays, and clearing the mailbox removes it", async () => {
    const { caller, workspace } = await owner();
    const saved = await caller.messaging.settings.update({
      ...base,
      inbound: { host: "POP.Example.com", port: 995, tls: true, user: "bounces", password: "mailbox-secret" },
    });
    expect(saved.inbound).toEqual({ host: "pop.example.com", port: 995, tls: true, user: "bounces", hasPassword: true });
    expect(JSON.stringify(saved)).not.toContain("mailbox-secret");
    expect(JSON.stringify(await caller.messaging.settings.get())).not.toContain("mailbox-secret");
    const row = await storedRow(workspace.id);
    expect(row.inboundPasswordSealed).not.toContain("mailbox-secret");
    expect(open(row.inboundPasswordSealed!)).toBe("mailbox-secret");
    await caller.messaging.settings.update({ ...base, inbound: { host: "pop.example.com", port: 110, tls: false, user: "bounces" } });
    expect(open((await storedRow(workspace.id)).inboundPasswordSealed!)).toBe("mailbox-secret");
    const cleared = await caller.messaging.settings.update({ ...base, inbound: { host: "" } });
    expect(cleared.inbound).toEqual({ host: null, port: null, tls: true, user: null, hasPassword: false });
  });

  it("test the mailbox typed in the form, or the saved one, with the saved password when none is typed", async () => {
    const { caller } = await owner();
    const pop3 = await startPop3Server({ user: "bounces", password: "right", messages: ["Subject: one\n\nbody", "Subject: two\n\nbody"] });
    setEgressAllowHostsForTests([`127.0.0.1:${pop3.port}`]);
    try {
      const typed = { host: "127.0.0.1", port: pop3.port, tls: false, user: "bounces" };
      expect(await caller.messaging.settings.testInbound({ inbound: { ...typed, password: "wrong" } })).toMatchObject({ ok: false });
      expect(await caller.messaging.settings.testInbound({ inbound: { ...typed, password: "right" } })).toEqual({ ok: true, count: 2 });
      expect(await caller.messaging.settings.testInbound()).toMatchObject({ ok: false, message: expect.stringContaining("first") });
      await caller.messaging.settings.update({ ...base, inbound: { ...typed, password: "right" } });
      expect(await caller.messaging.settings.testInbound({ inbound: typed })).toEqual({ ok: true, count: 2 });
      expect(await caller.messaging.settings.testInbound()).toEqual({ ok: true, count: 2 });
    } finally {
      setEgressAllowHostsForTests(null);
      await pop3.close();
    }
  });

  it("test no mailbox on this machine or a private network, and never show what a server there says", async () => {
    const { caller } = await owner();
    const trap = await startTrap("+OK INTERNAL-POP3-SECRET ready\r\n");
    try {
      const typed = { host: "127.0.0.1", port: trap.port, tls: false, user: "bounces", password: "x" };
      const local = await caller.messaging.settings.testInbound({ inbound: typed });
      const spelled = await caller.messaging.settings.testInbound({ inbound: { ...typed, host: "0x7f.1" } });
      const privateNet = await caller.messaging.settings.testInbound({ inbound: { ...typed, host: "192.168.0.10", port: 110 } });
      expect(trap.connections).toBe(0);
      expect(local).toEqual({ ok: false, message: "That address is this server itself, so we can't connect to it." });
      expect(privateNet).toEqual({ ok: false, message: "That address is on a private network, so we can't connect to it." });
      for (const r of [local, spelled, privateNet]) expect(JSON.stringify(r)).not.toContain("INTERNAL-POP3-SECRET");
    } finally {
      await trap.close();
    }
  });

  it("say a mailbox that isn't POP3 isn't a mail server, without its words", async () => {
    const { caller } = await owner();
    const other = await startTrap("-ERR INTERNAL-SECRET go away\r\n");
    setEgressAllowHostsForTests([`127.0.0.1:${other.port}`]);
    try {
      const result = await caller.messaging.settings.testInbound({
        inbound: { host: "127.0.0.1", port: other.port, tls: false, user: "bounces", password: "x" },
      });
      expect(result).toEqual({ ok: false, message: "That address isn't a mail server." });
    } finally {
      setEgressAllowHostsForTests(null);
      await other.close();
    }
  });

  it("make a webhook signing key shown once, sealed at rest; a new one replaces it", async () => {
    const { caller, workspace } = await owner();
    const first = await caller.messaging.settings.rotateWebhookKey();
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    const view = await caller.messaging.settings.get();
    expect(view.webhook.hasKey).toBe(true);
    expect(JSON.stringify(view)).not.toContain(first.key);
    const sealed = (await storedRow(workspace.id)).webhookSigningKeySealed!;
    expect(sealed).not.toContain(first.key);
    expect(open(sealed)).toBe(first.key);
    const second = await caller.messaging.settings.rotateWebhookKey();
    expect(second.key).not.toBe(first.key);
    expect(open((await storedRow(workspace.id)).webhookSigningKeySealed!)).toBe(second.key);
    const audit = await handle.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.workspaceId, workspace.id));
    expect(audit.filter((r) => r.action === "messaging.webhook_key_rotated")).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(second.key);
  });

  it("are read by the team and changed by admins only", async () => {
    const { caller, workspace } = await owner();
    await caller.messaging.settings.update(base);
    const viewer = await addMember(handle.db, workspace.id, "viewer");
    const member = await addMember(handle.db, workspace.id, "member");
    for (const who of [viewer, member]) {
      const as = callerFor(handle.db, { userId: who.user.id, workspaceId: workspace.id });
      expect((await as.messaging.settings.get()).postalAddress).toBe(base.postalAddress);
      expect(await codeOf(as.messaging.settings.update({ ...base, postalAddress: "Changed" }))).toContain("FORBIDDEN");
      expect(await codeOf(as.messaging.settings.rotateWebhookKey())).toContain("FORBIDDEN");
    }
    expect((await caller.messaging.settings.get()).postalAddress).toBe(base.postalAddress);
  });
});
