import { and, eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLimit, setPlanManually } from "@/modules/billing";
import { emailHashOf } from "@/modules/crm";
import { activities } from "@/modules/crm/db/activities.table";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { verifyDkim } from "~tests/support/dkim-verify";
import { makeWorkspace } from "~tests/support/factories";
import { makeAudience, makeSendingDomain, setSendingSettings, startRefusingSmtp, testDkimKeys, type TestContact } from "~tests/support/messaging";
import { dkimRecordValue } from "../render/dkim";
import { closeAllSmtpPools } from "../transport/smtp-pool";
import { suppressions } from "../db/preferences.table";
import { messageEvents, outbox, sends } from "../db/sends.table";
import { sendCampaign } from "../server/sends.service";
import { sweepSends } from "../jobs/sweep.job";
import { claimRows } from "./claim";
import { deliverSend } from "./deliver";

/** Recipients whose local part says so are refused at RCPT: soft… with 451, hard… with 550. */
const smtp = await startRefusingSmtp((address) => {
  if (address.startsWith("soft")) return { code: 451, message: "4.7.1 Try again later" };
  if (address.startsWith("hard")) return { code: 550, message: "5.1.1 No such mailbox" };
  return null;
});

let handle: DbHandle;
let boss: PgBoss;
beforeAll(async () => {
  handle = await createTestDb();
  boss = await getBoss(handle, { work: false });
});
afterAll(async () => {
  closeAllSmtpPools();
  await boss.stop({ graceful: false });
  await handle.close();
  await smtp.close();
});

const fast = { flushEveryMs: 5, leaseMs: 5_000 };
const html = '<p>Hello {{ contact.first_name | "there" }} from {{ workspace.name }}</p><p><a href="https://shop.example/sale">Sale</a></p>';

async function campaign(
  people: TestContact[],
  opts: { settings?: Parameters<typeof setSendingSettings>[2]; domain?: Parameters<typeof makeSendingDomain>[2] } = {},
) {
  const { owner, workspace, tenant } = await makeWorkspace(handle.db);
  await setPlanManually(handle.db, workspace.id, "enterprise");
  await setSendingSettings(handle.db, workspace.id, opts.settings);
  const domain = await makeSendingDomain(handle.db, workspace.id, { smtpPort: smtp.port, ...opts.domain });
  const { listId, contacts } = await makeAudience(handle.db, workspace.id, people);
  const { sendId } = await sendCampaign(handle.db, tenant, {
    name: "Spring sale",
    listId,
    domainId: domain.id,
    fromName: "Acme",
    fromLocal: "news",
    subject: 'Hi {{ contact.first_name | "friend" }}',
    html,
  });
  const data = { workspaceId: workspace.id, sendId };
  return { owner, workspace, tenant, domain, listId, contacts, sendId, data, caller: callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id }) };
}

const rowsOf = (sendId: string) => handle.db.select().from(outbox).where(eq(outbox.sendId, sendId)).orderBy(outbox.id);
const sendRow = async (sendId: string) => (await handle.db.select().from(sends).where(eq(sends.id, sendId)))[0]!;
const receivedBy = (address: string) => smtp.received.filter((m) => m.to.includes(address));
/** Makes every waiting row of the send due now (as if its backoff had passed). */
const due = (sendId: string) => handle.db.update(outbox).set({ notBefore: null }).where(eq(outbox.sendId, sendId));

describe("delivering a campaign", () => {
  it("delivers personalised, DKIM-signed mail with one-click unsubscribe to a real SMTP server, and records it", async () => {
    const c = await campaign([{ email: "ada@deliver.test", firstName: "Ada" }, { email: "bob@deliver.test" }]);
    const report = await deliverSend(handle.db, c.data, fast);
    expect(report).toMatchObject({ status: "completed", handedOut: 2 });

    const rows = await rowsOf(c.sendId);
    expect(rows.map((r) => r.state)).toEqual(["sent", "sent"]);
    const [ada] = receivedBy("ada@deliver.test");
    expect(receivedBy("ada@deliver.test")).toHaveLength(1);
    const adaRow = rows.find((r) => r.address === "ada@deliver.test")!;
    expect(ada!.messageId).toBe(`${c.sendId}.${adaRow.contactId}@${c.domain.domain}`);
    expect(ada!.from).toBe(`bounce+${adaRow.id.toString(36)}@bounces.${c.domain.domain}`);

    const parsed = await simpleParser(ada!.bytes);
    expect(parsed.subject).toBe("Hi Ada");
    expect(parsed.html).toContain(`Hello Ada from ${c.workspace.name}`);
    expect(parsed.html).toContain("/t/c/");
    expect(parsed.html).toContain("1 Test Street, Testville");
    expect(ada!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(ada!.raw).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/u\/[0-9a-z]+\.[\w-]{16}\/one-click>\r$/m);
    const [bob] = receivedBy("bob@deliver.test");
    expect((await simpleParser(bob!.bytes)).subject).toBe("Hi friend");

    const keys = await testDkimKeys();
    const [dkim] = await verifyDkim(ada!.bytes, { [`amt1._domainkey.${c.domain.domain}`]: dkimRecordValue(keys.publicKeyBase64) });
    expect(dkim).toMatchObject({ result: "pass", domain: c.domain.domain });
    expect(dkim!.signedHeaders).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post", "message-id"]));

    expect(await sendRow(c.sendId)).toMatchObject({ status: "completed", sent: 2, total: 2 });
    const timeline = await handle.db
      .select()
      .from(activities)
      .where(and(eq(activities.workspaceId, c.workspace.id), eq(activities.contactId, adaRow.contactId!)));
    expect(timeline).toMatchObject([{ kind: "email", title: "Received “Spring sale”", data: { sendId: c.sendId, outboxId: adaRow.id } }]);
  });

  it("retries a 4xx with backoff, and fails the message after its sixth attempt", async () => {
    const c = await campaign([{ email: "soft@retry.test" }, { email: "ok@retry.test" }]);
    const before = Date.now();
    expect(await deliverSend(handle.db, c.data, fast)).toMatchObject({ status: "waiting" });
    const [soft] = (await rowsOf(c.sendId)).filter((r) => r.address === "soft@retry.test");
    expect(soft).toMatchObject({ state: "queued", attempts: 1, lastError: expect.stringContaining("Try again later") });
    expect(soft!.notBefore!.getTime() - before).toBeGreaterThanOrEqual(59_000);
    expect(soft!.notBefore!.getTime() - before).toBeLessThan(75_000);

    // Not due yet: a new run sends nothing. Due again: the second attempt waits 5 minutes.
    expect(await deliverSend(handle.db, c.data, fast)).toMatchObject({ handedOut: 0 });
    await due(c.sendId);
    await deliverSend(handle.db, c.data, fast);
    const [second] = (await rowsOf(c.sendId)).filter((r) => r.address === "soft@retry.test");
    expect(second!.attempts).toBe(2);
    expect(second!.notBefore!.getTime() - Date.now()).toBeGreaterThan(290_000);

    await handle.db.update(outbox).set({ attempts: 5, notBefore: null }).where(eq(outbox.id, soft!.id));
    expect(await deliverSend(handle.db, c.data, fast)).toMatchObject({ status: "completed" });
    expect((await rowsOf(c.sendId)).find((r) => r.id === soft!.id)).toMatchObject({ state: "failed", attempts: 6 });
    expect(await sendRow(c.sendId)).toMatchObject({ sent: 1, failed: 1, status: "completed" });
  });

  it("bounces a 5xx at RCPT and puts the address on the suppression list", async () => {
    const c = await campaign([{ email: "hard@bounce.test" }]);
    expect(await deliverSend(handle.db, c.data, fast)).toMatchObject({ status: "completed" });
    expect(await rowsOf(c.sendId)).toMatchObject([{ state: "bounced", lastError: expect.stringContaining("No such mailbox") }]);
    expect(await sendRow(c.sendId)).toMatchObject({ bounced: 1, sent: 0 });
    const [entry] = await handle.db
      .select()
      .from(suppressions)
      .where(and(eq(suppressions.workspaceId, c.workspace.id), eq(suppressions.addressHash, emailHashOf("hard@bounce.test"))));
    expect(entry).toMatchObject({ reason: "bounced", channel: "email" });
    expect(await handle.db.select().from(messageEvents).where(eq(messageEvents.sendId, c.sendId))).toMatchObject([{ kind: "bounce", detail: { code: 550 } }]);
  });

  it("stops claiming when paused, carries on when resumed, and cancels what is left", async () => {
    const c = await campaign([{ email: "p1@pause.test" }, { email: "p2@pause.test" }, { email: "p3@pause.test" }]);
    await c.caller.messaging.sends.pause({ id: c.sendId });
    expect(await deliverSend(handle.db, c.data, fast)).toMatchObject({ status: "stopped", handedOut: 0 });
    await c.caller.messaging.sends.resume({ id: c.sendId });
    // One batch of one row, then cancelled before the next batch.
    await deliverSend(handle.db, c.data, { ...fast, batchSize: 1, maxRunMs: 0 });
    expect((await rowsOf(c.sendId)).filter((r) => r.state === "sent")).toHaveLength(1);
    const usedBefore = (await checkLimit(handle.db, c.tenant, "emails", 0)).used;
    await c.caller.messaging.sends.cancel({ id: c.sendId });
    expect(await deliverSend(handle.db, c.data, fast)).toMatchObject({ status: "stopped", handedOut: 0 });
    expect((await rowsOf(c.sendId)).map((r) => [r.state, r.reason]).sort()).toEqual([
      ["sent", null],
      ["suppressed", "manual"],
      ["suppressed", "manual"],
    ]);
    expect((await checkLimit(handle.db, c.tenant, "emails", 0)).used).toBe(usedBefore - 2);
    await expect(c.caller.messaging.sends.resume({ id: c.sendId })).rejects.toThrow(/was cancelled, so it can't be resumed/);
  });

  it("after a crash mid-batch, sends each recipient once, with the Message-ID stored on its row", async () => {
    const c = await campaign([{ email: "c1@crash.test" }, { email: "c2@crash.test" }, { email: "c3@crash.test" }]);
    // A worker claims two rows and dies: they stay `sending` until the lease runs out.
    const scope = { workspaceId: c.workspace.id, sendId: c.sendId, channel: "email" as const, marketing: true, topicId: null };
    expect(await claimRows(handle.db, scope, 2, 60_000)).toHaveLength(2);
    expect(await deliverSend(handle.db, c.data, fast)).toMatchObject({ handedOut: 1, status: "waiting" });
    await handle.db.execute(sql`update messaging_outbox set lease_until = now() - interval '1 second' where send_id = ${c.sendId} and state = 'sending'`);
    expect(await sweepSends(handle.db)).toMatchObject({ queued: expect.any(Number) });
    expect(await deliverSend(handle.db, c.data, fast)).toMatchObject({ handedOut: 2, status: "completed" });
    for (const row of await rowsOf(c.sendId)) {
      const got = receivedBy(row.address);
      expect(got.map((m) => m.messageId)).toEqual([row.messageId]);
    }
    expect(await sendRow(c.sendId)).toMatchObject({ sent: 3 });
  });

  it("sweeps: queues a run for a send with rows due, and completes one whose last worker died after its last write", async () => {
    const due = await campaign([{ email: "d1@sweep.test" }]);
    const finished = await campaign([{ email: "f1@sweep.test" }]);
    await handle.db.update(outbox).set({ state: "sent", sentAt: new Date() }).where(eq(outbox.sendId, finished.sendId));
    await handle.db.execute(sql`delete from pgboss.job where name = 'messaging.deliver' and data->>'sendId' = ${due.sendId}`);
    await sweepSends(handle.db);
    const jobs = await handle.db.execute(sql`select 1 from pgboss.job where name = 'messaging.deliver' and data->>'sendId' = ${due.sendId}`);
    expect(jobs.rows).toHaveLength(1);
    expect(await sendRow(finished.sendId)).toMatchObject({ status: "completed" });
    expect(await sendRow(due.sendId)).toMatchObject({ status: "sending" });
  });

  it("honours an unsubscribe that happens after the outbox was written", async () => {
    const c = await campaign([{ email: "late@unsub.test" }, { email: "stays@unsub.test" }]);
    await handle.db.insert(suppressions).values({
      workspaceId: c.workspace.id,
      channel: "email",
      addressHash: emailHashOf("late@unsub.test"),
      address: "late@unsub.test",
      reason: "unsubscribed",
    });
    await deliverSend(handle.db, c.data, fast);
    expect(receivedBy("late@unsub.test")).toHaveLength(0);
    expect((await rowsOf(c.sendId)).map((r) => [r.address, r.state, r.reason]).sort()).toEqual([
      ["late@unsub.test", "suppressed", "unsubscribed"],
      ["stays@unsub.test", "sent", null],
    ]);
    expect(await sendRow(c.sendId)).toMatchObject({ sent: 1, suppressed: 1, status: "completed" });
  });

  it("holds rows over a receiving domain's minute for the next window, without counting a failure", async () => {
    const c = await campaign([{ email: "r1@busy.test" }, { email: "r2@busy.test" }, { email: "r3@busy.test" }, { email: "r4@other.test" }], {
      settings: { perDomainPerMinute: 2 },
    });
    expect(await deliverSend(handle.db, c.data, fast)).toMatchObject({ status: "waiting", handedOut: 3 });
    const held = (await rowsOf(c.sendId)).filter((r) => r.state === "queued");
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ receivingDomain: "busy.test", attempts: 0, lastError: null });
    expect(held[0]!.notBefore!.getTime() % 60_000).toBe(0);
  });

  it("keeps a warming-up domain to its daily cap and says why the rest wait for tomorrow", async () => {
    const c = await campaign([{ email: "w1@warm.test" }, { email: "w2@warm.test" }, { email: "w3@warm.test" }], {
      domain: { warmup: true, verifiedDaysAgo: 0 },
    });
    // 498 of day one's 500 already went out today from this domain.
    await handle.db.execute(sql`
      with people as (
        insert into crm_contacts (workspace_id, email, email_consent) select ${c.workspace.id}, 'old' || g || '@warm.test', 'subscribed' from generate_series(1, 498) g returning id
      ), earlier as (
        insert into messaging_sends (workspace_id, kind, channel, name, status, domain_id) values (${c.workspace.id}, 'campaign', 'email', 'Earlier', 'completed', ${c.domain.id}) returning id
      )
      insert into messaging_outbox (workspace_id, send_id, contact_id, channel, address, message_id, state, sent_at)
      select ${c.workspace.id}, earlier.id, people.id, 'email', 'x', earlier.id || '.' || people.id || '@x', 'sent', now() from people, earlier`);
    expect(await deliverSend(handle.db, c.data, fast)).toMatchObject({ handedOut: 2, status: "waiting" });
    const waiting = (await rowsOf(c.sendId)).filter((r) => r.state === "queued");
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.notBefore!.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect((await sendRow(c.sendId)).statusReason).toBe(
      `Warm-up: ${c.domain.domain} may send 500 messages today (day 1 of its ramp); the rest go out from tomorrow.`,
    );
  });
});
