import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLimit, recordUsage, setPlanManually } from "@/modules/billing";
import { emailHashOf } from "@/modules/crm";
import { contacts } from "@/modules/crm/db/contacts.table";
import type { Tenant } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { makeAudience, makeSendingDomain, setSendingSettings } from "~tests/support/messaging";
import { outbox, sends } from "../db/sends.table";
import { suppressions, topicPreferences, topics } from "../db/preferences.table";
import { sendCampaign, sendTransactional } from "./sends.service";

let handle: DbHandle;
let boss: PgBoss;
beforeAll(async () => {
  handle = await createTestDb();
  boss = await getBoss(handle, { work: false });
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await handle.close();
});

const message = {
  name: "November news",
  fromName: "Acme",
  fromLocal: "news",
  subject: 'Hello {{ contact.first_name | "there" }}',
  html: "<p>Hi {{ contact.first_name }}</p>",
};

async function setup(opts: { plan?: "basic" | "enterprise" } = {}) {
  const { owner, workspace, tenant } = await makeWorkspace(handle.db);
  await setPlanManually(handle.db, workspace.id, opts.plan ?? "enterprise");
  await setSendingSettings(handle.db, workspace.id);
  const domain = await makeSendingDomain(handle.db, workspace.id, { smtpPort: 2525 });
  const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
  return { owner, workspace, tenant, domain, caller };
}

const rowsOf = (sendId: string) =>
  handle.db
    .select({ contactId: outbox.contactId, state: outbox.state, reason: outbox.reason, messageId: outbox.messageId, address: outbox.address })
    .from(outbox)
    .where(eq(outbox.sendId, sendId));

/** A previous marketing send that reached these contacts `daysAgo` days ago, on a channel. */
async function pastSend(tenant: Tenant, channel: "email" | "sms", contactIds: string[], daysAgo = 1) {
  const [send] = await handle.db
    .insert(sends)
    .values({ workspaceId: tenant.workspaceId, kind: "campaign", channel, name: `Past ${channel}`, status: "completed", marketing: true })
    .returning();
  await handle.db.insert(outbox).values(
    contactIds.map((contactId) => ({
      workspaceId: tenant.workspaceId,
      sendId: send!.id,
      contactId,
      channel,
      address: "x",
      messageId: `${send!.id}.${contactId}@x`,
      state: "sent" as const,
      sentAt: new Date(Date.now() - daysAgo * 86_400_000),
    })),
  );
}

describe("materialising a campaign's outbox", () => {
  it("queues eligible contacts and suppresses the others with the first reason that applies, as the audience count said", async () => {
    const { tenant, domain, caller } = await setup();
    const [topic] = await handle.db.insert(topics).values({ workspaceId: tenant.workspaceId, name: "Offers" }).returning();
    const { listId, contacts: people } = await makeAudience(handle.db, tenant.workspaceId, [
      { email: "ok@a.test", firstName: "Ada" },
      { email: null, phone: "+14155550100" },
      { email: "unknown@a.test", emailConsent: "unknown" },
      { email: "unsub@a.test" },
      { email: "bounced@a.test" },
      { email: "complained@a.test" },
      { email: "erased-before@a.test" },
      { email: "topic@a.test" },
      { email: "invalid@a.test", emailVerdict: "invalid" },
      { email: "capped@a.test" },
      { email: "once@a.test" },
    ]);
    const byEmail = new Map(people.map((p) => [p.email, p.id]));
    await handle.db.insert(suppressions).values(
      (["unsub", "bounced", "complained"] as const).map((who) => ({
        workspaceId: tenant.workspaceId,
        channel: "email" as const,
        addressHash: emailHashOf(`${who}@a.test`),
        address: `${who}@a.test`,
        reason: who === "unsub" ? ("unsubscribed" as const) : who,
      })),
    );
    // An erased person's tombstone keeps the email's hash: a new contact with that address stays suppressed.
    await handle.db
      .insert(contacts)
      .values({ workspaceId: tenant.workspaceId, email: null, emailHash: emailHashOf("erased-before@a.test"), erasedAt: new Date() });
    await handle.db
      .insert(topicPreferences)
      .values({ workspaceId: tenant.workspaceId, contactId: byEmail.get("topic@a.test")!, topicId: topic!.id, channel: "email", subscribed: false });
    // Cap of 2 marketing messages a week, counted across email and SMS.
    await setSendingSettings(handle.db, tenant.workspaceId, { frequencyCapCount: 2, frequencyCapDays: 7 });
    await pastSend(tenant, "email", [byEmail.get("capped@a.test")!, byEmail.get("once@a.test")!]);
    await pastSend(tenant, "sms", [byEmail.get("capped@a.test")!]);
    await pastSend(tenant, "sms", [byEmail.get("once@a.test")!], 10);

    const count = await caller.messaging.sends.audienceCount({ listId, channel: "email", topicId: topic!.id });
    const { sendId } = await caller.messaging.sends.createEmail({ ...message, listId, domainId: domain.id, topicId: topic!.id });

    const rows = await rowsOf(sendId);
    const reasonOf = (email: string | null) => rows.find((r) => r.contactId === people.find((p) => p.email === email)!.id)!;
    expect(reasonOf("ok@a.test")).toMatchObject({ state: "queued", reason: null, messageId: `${sendId}.${byEmail.get("ok@a.test")}@${domain.domain}` });
    expect(reasonOf("once@a.test")).toMatchObject({ state: "queued" });
    const expected: Array<[string | null, string]> = [
      [null, "no_address"],
      ["unknown@a.test", "no_consent"],
      ["unsub@a.test", "unsubscribed"],
      ["bounced@a.test", "bounced"],
      ["complained@a.test", "complained"],
      ["erased-before@a.test", "erased"],
      ["topic@a.test", "topic_opt_out"],
      ["invalid@a.test", "invalid_address"],
      ["capped@a.test", "frequency_cap"],
    ];
    for (const [email, reason] of expected) expect(reasonOf(email), String(email)).toMatchObject({ state: "suppressed", reason });
    expect(count).toEqual({ total: 11, eligible: 2, byReason: Object.fromEntries(expected.map(([, r]) => [r, 1])) });
    const send = await caller.messaging.sends.get({ id: sendId });
    expect(send).toMatchObject({ status: "sending", total: 11, suppressed: 9, sent: 0, byState: { queued: 2, suppressed: 9 } });
    expect(send.suppressedBy.frequency_cap).toBe(1);
  });

  it("sends transactional mail past consent, topics and the cap, but never to a bounced or erased address", async () => {
    const { tenant, domain } = await setup();
    const { contacts: people } = await makeAudience(handle.db, tenant.workspaceId, [
      { email: "receipt@a.test", emailConsent: "unsubscribed" },
      { email: "gone@a.test" },
    ]);
    await handle.db
      .insert(suppressions)
      .values({ workspaceId: tenant.workspaceId, channel: "email", addressHash: emailHashOf("gone@a.test"), address: "gone@a.test", reason: "bounced" });
    const input = { domainId: domain.id, fromName: "Acme", fromLocal: "billing", subject: "Your receipt", html: "<p>Thanks</p>" };
    const ok = await sendTransactional(handle.db, tenant, { ...input, contactId: people[0]!.id });
    const refused = await sendTransactional(handle.db, tenant, { ...input, contactId: people[1]!.id });
    expect(await rowsOf(ok.sendId)).toMatchObject([{ state: "queued" }]);
    expect(await rowsOf(refused.sendId)).toMatchObject([{ state: "suppressed", reason: "bounced" }]);
    const [done] = await handle.db.select().from(sends).where(eq(sends.id, refused.sendId));
    expect(done).toMatchObject({ kind: "transactional", marketing: false, status: "completed" });
    const other = await makeAudience(handle.db, (await makeWorkspace(handle.db)).workspace.id, [{ email: "theirs@a.test" }]);
    await expect(sendTransactional(handle.db, tenant, { ...input, contactId: other.contacts[0]!.id })).rejects.toThrow("Contact not found.");
  });

  it("suppresses recipients past the monthly email allowance and meters the rest in the same transaction", async () => {
    const { tenant, domain } = await setup({ plan: "basic" });
    await recordUsage(handle.db, tenant, "emails", 4_998);
    const { listId } = await makeAudience(handle.db, tenant.workspaceId, [{ email: "a@l.test" }, { email: "b@l.test" }, { email: "c@l.test" }]);
    const { sendId } = await sendCampaign(handle.db, tenant, { ...message, listId, domainId: domain.id });
    const rows = await rowsOf(sendId);
    expect(rows.filter((r) => r.state === "queued")).toHaveLength(2);
    expect(rows.filter((r) => r.reason === "limit_reached")).toHaveLength(1);
    expect((await checkLimit(handle.db, tenant, "emails", 0)).remaining).toBe(0);
    // Nothing left: the next send is refused whole, and leaves no send behind.
    const before = await handle.db.$count(sends, eq(sends.workspaceId, tenant.workspaceId));
    await expect(sendCampaign(handle.db, tenant, { ...message, listId, domainId: domain.id })).rejects.toThrow(/Basic plan includes 5,000 emails a month/);
    expect(await handle.db.$count(sends, eq(sends.workspaceId, tenant.workspaceId))).toBe(before);
  });

  it("never lets two sends at once spend the same allowance", async () => {
    const { tenant, domain } = await setup({ plan: "basic" });
    await recordUsage(handle.db, tenant, "emails", 4_997);
    const first = await makeAudience(handle.db, tenant.workspaceId, [{ email: "a@c.test" }, { email: "b@c.test" }]);
    const second = await makeAudience(handle.db, tenant.workspaceId, [{ email: "c@c.test" }, { email: "d@c.test" }]);
    await Promise.all([first, second].map((a) => sendCampaign(handle.db, tenant, { ...message, listId: a.listId, domainId: domain.id })));
    const queued = await handle.db.$count(outbox, and(eq(outbox.workspaceId, tenant.workspaceId), eq(outbox.state, "queued")));
    expect(queued).toBe(3);
    expect((await checkLimit(handle.db, tenant, "emails", 0)).used).toBe(5_000);
  });

  it("writes each contact once even when materialising runs again", async () => {
    const { tenant, domain } = await setup();
    const { listId } = await makeAudience(handle.db, tenant.workspaceId, [{ email: "x@i.test" }, { email: "y@i.test" }]);
    const { sendId } = await sendCampaign(handle.db, tenant, { ...message, listId, domainId: domain.id });
    const { insertOutbox } = await import("./materialise");
    const { membershipOf, findList } = await import("@/modules/crm");
    const where = await membershipOf(handle.db, tenant, await findList(handle.db, tenant, listId));
    const again = await handle.db.transaction((tx) =>
      insertOutbox(
        tx,
        sendId,
        { workspaceId: tenant.workspaceId, channel: "email", marketing: true, topicId: null, excludeInvalid: true, frequencyCap: null },
        where,
        domain.domain,
        null,
      ),
    );
    expect(again).toEqual({ total: 0, queued: 0, suppressed: 0 });
    expect(await rowsOf(sendId)).toHaveLength(2);
  });
});

describe("refusing a send", () => {
  const codeOf = async (p: Promise<unknown>) =>
    p.then(
      () => "OK",
      (e: unknown) => (e instanceof TRPCError ? `${e.code}: ${e.message}` : String(e)),
    );

  it("refuses an unverified domain, a server without mail, a template with a mistake and a missing postal address, with the reason", async () => {
    const { tenant, caller } = await setup();
    const { listId } = await makeAudience(handle.db, tenant.workspaceId, [{ email: "p@r.test" }]);
    const pending = await makeSendingDomain(handle.db, tenant.workspaceId, { verified: false, domain: "mail.example.com", smtpPort: 2525 });
    expect(await codeOf(caller.messaging.sends.createEmail({ ...message, listId, domainId: pending.id }))).toBe(
      "BAD_REQUEST: mail.example.com isn't verified yet: publish its DNS records on Settings → Sending domains and check again.",
    );
    const noServer = await makeSendingDomain(handle.db, tenant.workspaceId, { smtpPort: null });
    expect(await codeOf(caller.messaging.sends.createEmail({ ...message, listId, domainId: noServer.id }))).toMatch(
      /^BAD_REQUEST: Email sending is off on this server\. Ask the person who runs it to turn it on\. Or give .* its own SMTP server/,
    );
    const good = await makeSendingDomain(handle.db, tenant.workspaceId, { smtpPort: 2525 });
    expect(await codeOf(caller.messaging.sends.createEmail({ ...message, listId, domainId: good.id, html: "<p>Hi\n{{ contact.frist_name }}</p>" }))).toBe(
      'BAD_REQUEST: The message: Line 2, column 4: unknown merge tag "contact.frist_name" (did you mean contact.first_name?)',
    );
    await setSendingSettings(handle.db, tenant.workspaceId, { postalAddress: "" });
    expect(await codeOf(caller.messaging.sends.createEmail({ ...message, listId, domainId: good.id }))).toMatch(/^BAD_REQUEST: Add your postal address/);
    expect(await handle.db.$count(sends, eq(sends.workspaceId, tenant.workspaceId))).toBe(0);
  });

  it("answers NOT_FOUND for another workspace's list or domain, and FORBIDDEN to a viewer", async () => {
    const mine = await setup();
    const theirs = await setup();
    const myList = await makeAudience(handle.db, mine.tenant.workspaceId, [{ email: "m@t.test" }]);
    const theirList = await makeAudience(handle.db, theirs.tenant.workspaceId, [{ email: "t@t.test" }]);
    expect(await codeOf(mine.caller.messaging.sends.createEmail({ ...message, listId: theirList.listId, domainId: mine.domain.id }))).toBe(
      "NOT_FOUND: List not found.",
    );
    expect(await codeOf(mine.caller.messaging.sends.createEmail({ ...message, listId: myList.listId, domainId: theirs.domain.id }))).toBe(
      "NOT_FOUND: Sending domain not found.",
    );
    expect(await codeOf(mine.caller.messaging.sends.audienceCount({ listId: theirList.listId, channel: "email" }))).toBe("NOT_FOUND: List not found.");
    const viewer = await addMember(handle.db, mine.workspace.id, "viewer");
    const asViewer = callerFor(handle.db, { userId: viewer.user.id, workspaceId: mine.workspace.id });
    expect(await codeOf(asViewer.messaging.sends.createEmail({ ...message, listId: myList.listId, domainId: mine.domain.id }))).toMatch(/^FORBIDDEN/);
    expect(await asViewer.messaging.sends.audienceCount({ listId: myList.listId, channel: "email" })).toMatchObject({ eligible: 1 });
  });
});

describe("previewing a message", () => {
  it("renders the list's first contact's merge tags, with fallbacks for what's missing", async () => {
    const { tenant, caller } = await setup();
    const { listId } = await makeAudience(handle.db, tenant.workspaceId, [{ email: "first@p.test", lastName: "Lovelace" }]);
    const preview = await caller.messaging.sends.preview({
      listId,
      subject: 'Hi {{ contact.first_name | "friend" }}',
      html: "<p>{{ contact.last_name }} & co</p>",
      smsBody: "Hey {{ contact.last_name }}",
    });
    expect(preview).toMatchObject({ contact: { email: "first@p.test" }, subject: "Hi friend", html: "<p>Lovelace & co</p>" });
    expect(preview.sms).toMatch(/^Hey Lovelace\n.*STOP/);
  });
});
