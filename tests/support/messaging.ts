import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { and, eq, inArray, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { emailHashOf } from "@/modules/crm";
import { contacts } from "@/modules/crm/db/contacts.table";
import { listMembers, lists } from "@/modules/crm/db/lists.table";
import { sendingDomains } from "@/modules/messaging/db/domains.table";
import { outbox, sends } from "@/modules/messaging/db/sends.table";
import { messagingSettings } from "@/modules/messaging/db/settings.table";
import { deliverSend, type DeliverOptions } from "@/modules/messaging/engine/deliver";
import { closeAllSmtpPools } from "@/modules/messaging/transport/smtp-pool";
import { generateDkimKeyPair } from "@/modules/messaging/render/dkim";
import { getMessagingSettings } from "@/modules/messaging/server/settings.service";
import { seal } from "@/server/crypto/vault";
import type { Db } from "@/server/db/client";
import { setEgressAllowHostsForTests } from "@/server/egress";
// Delivering a send records its campaign in the warehouse through connectors' port, which the composition root fills.
import "@/server/compose";

/** Messaging test helpers: a verified sending domain, contacts in a list, and an SMTP server that can refuse. */

let keyPair: Promise<{ publicKeyBase64: string; privateKeyPem: string }> | undefined;
/** One DKIM key pair per test process (generating RSA keys is slow). */
export const testDkimKeys = () => (keyPair ??= generateDkimKeyPair());

/** A sending domain of the workspace, verified since `verifiedDaysAgo`, with its own SMTP server (a test's). */
export async function makeSendingDomain(
  db: Db,
  workspaceId: string,
  opts: { smtpPort?: number | null; verified?: boolean; warmup?: boolean; verifiedDaysAgo?: number; domain?: string } = {},
) {
  const keys = await testDkimKeys();
  // The domain's SMTP server is a host a user typed, reached through egress: allow exactly the test's.
  if (opts.smtpPort) setEgressAllowHostsForTests([`127.0.0.1:${opts.smtpPort}`]);
  const domain = opts.domain ?? `mail-${randomBytes(3).toString("hex")}.example.test`;
  const verified = opts.verified ?? true;
  const [row] = await db
    .insert(sendingDomains)
    .values({
      workspaceId,
      domain,
      dkimSelector: "amt1",
      dkimPublicKey: keys.publicKeyBase64,
      dkimPrivateKeySealed: seal(keys.privateKeyPem),
      returnPathHost: `bounces.${domain}`,
      status: verified ? "verified" : "pending",
      verifiedAt: verified ? new Date(Date.now() - (opts.verifiedDaysAgo ?? 30) * 86_400_000) : null,
      warmup: opts.warmup ?? false,
      smtpHost: opts.smtpPort ? "127.0.0.1" : null,
      smtpPort: opts.smtpPort ?? null,
    })
    .returning();
  return row!;
}

/** The workspace's sending settings with a postal address (marketing mail needs one) and the given overrides. */
export async function setSendingSettings(db: Db, workspaceId: string, patch: Partial<typeof messagingSettings.$inferInsert> = {}) {
  await getMessagingSettings(db, workspaceId);
  await db
    .update(messagingSettings)
    .set({ postalAddress: "1 Test Street, Testville", ratePerSecond: 10_000, ...patch })
    .where(eq(messagingSettings.workspaceId, workspaceId));
}

export type TestContact = Partial<typeof contacts.$inferInsert> & { email?: string | null };

/** Contacts (subscribed to email unless said otherwise) in a new static list. */
export async function makeAudience(db: Db, workspaceId: string, people: TestContact[], listName = `List ${randomBytes(3).toString("hex")}`) {
  const rows = people.length
    ? await db
        .insert(contacts)
        .values(people.map((p) => ({ emailConsent: "subscribed" as const, ...p, workspaceId, emailHash: p.email ? emailHashOf(p.email) : null })))
        .returning({ id: contacts.id, email: contacts.email, phone: contacts.phone })
    : [];
  const [list] = await db.insert(lists).values({ workspaceId, name: listName, kind: "static" }).returning({ id: lists.id });
  if (rows.length) await db.insert(listMembers).values(rows.map((r) => ({ workspaceId, listId: list!.id, contactId: r.id })));
  return { listId: list!.id, contacts: rows };
}

export type ReceivedMessage = { from: string; to: string[]; raw: string; bytes: Buffer; messageId: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives; a recipient matched by `refuse`
 * gets that reply at RCPT TO (e.g. 451 to try again, 550 for no such mailbox).
 */
export async function startRefusingSmtp(refuse: (address: string) => { code: number; message: string } | null = () => null) {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const refusal = refuse(address.address);
      if (!refusal) return callback();
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.code;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const raw = bytes.toString("utf8");
        const messageId = /^Message-ID:\s*<([^>]+)>/im.exec(raw)?.[1] ?? "";
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          bytes,
          messageId,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs the messaging engine's delivery (what the queued `messaging.deliver` jobs do) for every send
 * of the workspace still sending, until none is left with due rows; answers how many runs it made.
 */
export async function deliverQueuedMail(db: Db, workspaceId: string, options: DeliverOptions = { flushEveryMs: 5, leaseMs: 5_000 }) {
  let runs = 0;
  for (let round = 0; round < 20; round++) {
    const active = await db
      .select({ id: sends.id })
      .from(sends)
      .where(and(eq(sends.workspaceId, workspaceId), eq(sends.status, "sending")));
    if (active.length === 0) return runs;
    for (const send of active) {
      await deliverSend(db, { workspaceId, sendId: send.id }, options);
      runs++;
    }
    // Whatever waits now waits on a backoff: the caller makes it due if the test wants it.
    const due = await db
      .select({ id: outbox.id })
      .from(outbox)
      .innerJoin(sends, eq(sends.id, outbox.sendId))
      .where(
        and(
          eq(outbox.workspaceId, workspaceId),
          eq(sends.status, "sending"),
          inArray(outbox.state, ["queued", "sending"]),
          sql`(${outbox.notBefore} is null or ${outbox.notBefore} <= now())`,
        ),
      );
    if (due.length === 0) return runs;
  }
  return runs;
}

/** Closes the SMTP connections the engine pooled (call in `afterAll` of a file that delivered mail). */
export const closeTestSmtpPools = () => closeAllSmtpPools();
