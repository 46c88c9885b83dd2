import { readFileSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { startNotPop3Server, startPop3Server } from "~tests/support/pop3-server";
import { waitFor } from "~tests/support/wait";
import { makeTestCert } from "@/modules/reporting/seo/test-cert";
import { seal } from "@/server/crypto/vault";
import type { Db, DbHandle } from "@/server/db/client";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { getBoss } from "@/server/jobs/boss";
import { jobDefinitions } from "@/server/jobs/registry";
import { Pop3Error, Pop3Session } from "./bounces/pop3";
import { messagingSettings } from "./db/settings.table";
import { INBOUND_JOB } from "./jobs/inbound.job";
import { pollAllInboundMailboxes, pollInboundMailbox, testInboundMailbox } from "./server/inbound.service";
import { getMessagingSettings } from "./server/settings.service";
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

const USER = "bounces@shop.example";
const PASSWORD = "s3cret pass";
const sample = (name: string, m: SentMessage) =>
  readFileSync(path.join(import.meta.dirname, "bounces/samples", name), "utf8")
    .replaceAll("6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b", m.sendId)
    .replaceAll("0b7e9c4d-5a6f-4b8c-9d0e-1f2a3b4c5d6e", m.contactId);
/** The mailbox on a local server: its host:port is allowed (egress refuses loopback otherwise). */
const allowPop3 = (port: number) => setEgressAllowHostsForTests([`127.0.0.1:${port}`]);
const mailbox = (port: number, extra: Partial<{ tls: boolean; password: string; ca: string }> = {}) => {
  allowPop3(port);
  return { host: "127.0.0.1", port, tls: false, user: USER, password: PASSWORD, ...extra };
};
const startPop3 = async (options: Parameters<typeof startPop3Server>[0]) => {
  const server = await startPop3Server(options);
  allowPop3(server.port);
  return server;
};

/** A port nobody listens on. */
async function closedPort() {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe("the POP3 client against a local POP3 server", () => {
  it("signs in, counts, lists, reads (undoing dot-stuffing), deletes at QUIT only", async () => {
    const server = await startPop3({
      user: USER,
      password: PASSWORD,
      messages: ["Subject: one\n\n.starts with a dot\n..two dots\nend\n", "Subject: two\n\nhello\n"],
    });
    try {
      const session = await Pop3Session.open(mailbox(server.port));
      expect(await session.stat()).toEqual({ count: 2, bytes: expect.any(Number) });
      expect((await session.uidl()).map((u) => u.n)).toEqual([1, 2]);
      expect((await session.list()).map((l) => l.n)).toEqual([1, 2]);
      expect((await session.retr(1)).toString()).toBe("Subject: one\r\n\r\n.starts with a dot\r\n..two dots\r\nend\r\n");
      await session.dele(1);
      expect(server.mailbox()).toHaveLength(2);
      await session.quit();
      expect(server.mailbox().map((m) => m.split("\r\n")[0])).toEqual(["Subject: two"]);
      expect(server.commands.filter((c) => c.startsWith("PASS"))).toEqual(["PASS ****"]);
    } finally {
      await server.close();
    }
  });

  it("deletes nothing when a session breaks off before QUIT", async () => {
    const server = await startPop3({ user: USER, password: PASSWORD, messages: ["Subject: keep\n\nx\n"] });
    try {
      const session = await Pop3Session.open(mailbox(server.port));
      await session.dele(1);
      session.close();
      await waitFor(
        async () => server.openSessions(),
        (open) => open === 0,
      );
      expect(server.openSessions()).toBe(0);
      expect(server.mailbox()).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("speaks TLS from the first byte", async () => {
    const cert = makeTestCert();
    const server = await startPop3({ user: USER, password: PASSWORD, messages: ["Subject: tls\n\nx\n"], tls: cert });
    try {
      const session = await Pop3Session.open(mailbox(server.port, { tls: true, ca: cert.cert }));
      expect((await session.stat()).count).toBe(1);
      await session.quit();
      await expect(Pop3Session.open(mailbox(server.port, { tls: true }))).rejects.toMatchObject({ kind: "tls" });
    } finally {
      await server.close();
    }
  });

  it("says what went wrong: a wrong password, a closed port, a server that isn't POP3", async () => {
    const server = await startPop3({ user: USER, password: PASSWORD });
    const notPop3 = await startNotPop3Server();
    try {
      await expect(Pop3Session.open(mailbox(server.port, { password: "wrong" }))).rejects.toThrow(
        new Pop3Error("auth", "The mailbox refused the user name or password."),
      );
      const port = await closedPort();
      await expect(Pop3Session.open(mailbox(port))).rejects.toThrow("The server refused the connection.");
      await expect(Pop3Session.open(mailbox(notPop3.port))).rejects.toMatchObject({ kind: "not_pop3", message: "That address isn't a mail server." });
      await expect(Pop3Session.open(mailbox(server.port, { password: "a\r\nDELE 1" }))).rejects.toMatchObject({ kind: "auth" });
    } finally {
      await server.close();
      await notPop3.close();
    }
  });
});

describe("reading the bounce mailbox", () => {
  it("applies every report, deletes what it read, and leaves a message whose applying failed for the next poll", async () => {
    const m = await makeSentMessage(handle.db, { sent: 100 });
    const other = await makeSentMessage(handle.db, { tenant: m.tenant, sent: 100 });
    const server = await startPop3({
      user: USER,
      password: PASSWORD,
      messages: [
        sample("gmail-hard-bounce.eml", m),
        sample("yahoo-complaint.eml", other),
        readFileSync(path.join(import.meta.dirname, "bounces/samples/auto-reply.eml"), "utf8"),
      ],
    });
    try {
      expect(await pollInboundMailbox(handle.db, m.workspaceId, mailbox(server.port))).toEqual({
        read: 3,
        applied: 2,
        ignored: 1,
        unmatched: 0,
        failed: 0,
        left: 0,
      });
      expect(server.mailbox()).toEqual([]);
      expect((await stateOf(handle.db, m)).outbox.state).toBe("bounced");
      expect((await stateOf(handle.db, other)).send.complained).toBe(1);

      const third = await makeSentMessage(handle.db, { tenant: m.tenant });
      server.add(sample("postfix-hard-bounce.eml", third));
      const failing = new Proxy(handle.db, {
        get: (db, key) => (key === "transaction" ? () => Promise.reject(new Error("database down")) : Reflect.get(db, key)),
      }) as Db;
      expect(await pollInboundMailbox(failing, m.workspaceId, mailbox(server.port))).toMatchObject({ read: 1, failed: 1 });
      expect(server.mailbox()).toHaveLength(1);
      expect(await pollInboundMailbox(handle.db, m.workspaceId, mailbox(server.port))).toMatchObject({ read: 1, applied: 1 });
      expect(server.mailbox()).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("reads a batch at a time and says how many are left", async () => {
    const m = await makeSentMessage(handle.db);
    const server = await startPop3({ user: USER, password: PASSWORD, messages: ["Subject: a\n\n1\n", "Subject: b\n\n2\n", "Subject: c\n\n3\n"] });
    try {
      expect(await pollInboundMailbox(handle.db, m.workspaceId, mailbox(server.port), { batch: 2 })).toMatchObject({ read: 2, ignored: 2, left: 1 });
      expect(server.mailbox()).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("polls every workspace with a mailbox set, every five minutes", async () => {
    const m = await makeSentMessage(handle.db, { sent: 10 });
    const server = await startPop3({ user: USER, password: PASSWORD, messages: [sample("exchange-hard-bounce.eml", m)] });
    try {
      await getMessagingSettings(handle.db, m.workspaceId);
      await handle.db
        .update(messagingSettings)
        .set({ inboundHost: "127.0.0.1", inboundPort: server.port, inboundTls: false, inboundUser: USER, inboundPasswordSealed: seal(PASSWORD) })
        .where(eq(messagingSettings.workspaceId, m.workspaceId));
      const job = jobDefinitions().find((j) => j.name === INBOUND_JOB)!;
      expect(job.cron).toBe("*/5 * * * *");
      await job.run({}, { db: handle.db });
      expect(server.mailbox()).toEqual([]);
      expect((await stateOf(handle.db, m)).outbox.state).toBe("bounced");
      // A mailbox that can't be reached is logged and skipped; the others are still read.
      expect(await pollAllInboundMailboxes(handle.db)).toBeGreaterThanOrEqual(1);
    } finally {
      await server.close();
    }
  });
});

describe("testing the mailbox from the settings page", () => {
  it("signs in and counts the waiting messages, with the saved settings or typed ones", async () => {
    const m = await makeSentMessage(handle.db);
    const server = await startPop3({ user: USER, password: PASSWORD, messages: ["Subject: a\n\n1\n", "Subject: b\n\n2\n"] });
    try {
      expect(await testInboundMailbox(handle.db, m.tenant)).toEqual({ ok: false, message: "Enter the mailbox's server, user name and password first." });
      expect(await testInboundMailbox(handle.db, m.tenant, mailbox(server.port))).toEqual({ ok: true, count: 2 });
      expect(await testInboundMailbox(handle.db, m.tenant, mailbox(server.port, { password: "nope" }))).toEqual({
        ok: false,
        message: "The mailbox refused the user name or password.",
      });
      await handle.db
        .update(messagingSettings)
        .set({ inboundHost: "127.0.0.1", inboundPort: server.port, inboundTls: false, inboundUser: USER, inboundPasswordSealed: seal(PASSWORD) })
        .where(eq(messagingSettings.workspaceId, m.workspaceId));
      expect(await testInboundMailbox(handle.db, m.tenant)).toEqual({ ok: true, count: 2 });
      expect(server.mailbox()).toHaveLength(2);
      const port = await closedPort();
      expect(await testInboundMailbox(handle.db, m.tenant, mailbox(port))).toEqual({ ok: false, message: "The server refused the connection." });
    } finally {
      await server.close();
    }
  });
});
