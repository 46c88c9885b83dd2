import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { parseMailReport, type MailReport } from "./bounces/parse";
import { sends } from "./db/sends.table";
import { applyMailReport, complaintPauseReason } from "./server/bounces.service";
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

const SAMPLE_SEND = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const SAMPLE_CONTACT = "0b7e9c4d-5a6f-4b8c-9d0e-1f2a3b4c5d6e";

/** A sample report, rewritten to be about message `m` (its ids, its VERP address and recipient). */
function sampleFor(name: string, m: SentMessage, recipient?: string): string {
  let raw = readFileSync(path.join(import.meta.dirname, "bounces/samples", name), "utf8")
    .replaceAll(SAMPLE_SEND, m.sendId)
    .replaceAll(SAMPLE_CONTACT, m.contactId)
    .replaceAll("bounce+2n9c@", `bounce+${m.outboxId.toString(36)}@`);
  if (recipient)
    for (const from of ["no.such.person@gmail.com", "bob@example.org", "dana.fox@contoso.com", "carol@slow.example", "erin.moss@yahoo.com"])
      raw = raw.replaceAll(from, recipient);
  return raw;
}

async function apply(raw: string, workspaceId: string) {
  const report = await parseMailReport(raw);
  if (report.kind === "ignored") throw new Error(report.reason);
  return applyMailReport(handle.db, workspaceId, report);
}

describe("hard bounces", () => {
  for (const sample of ["gmail-hard-bounce.eml", "postfix-hard-bounce.eml", "exchange-hard-bounce.eml"]) {
    it(`marks the message bounced, moves it from sent to bounced, suppresses the address and tells the timeline (${sample})`, async () => {
      const m = await makeSentMessage(handle.db, { sendName: "Autumn sale", sent: 10 });
      expect(await apply(sampleFor(sample, m, m.email), m.workspaceId)).toEqual({ outcome: "hard_bounce", outboxId: m.outboxId });
      const s = await stateOf(handle.db, m);
      expect(s.outbox.state).toBe("bounced");
      expect(s.outbox.lastError).toMatch(/^5\.1\.10? 550/);
      expect([s.send.sent, s.send.bounced]).toEqual([9, 1]);
      expect(s.suppressed.map((x) => [x.reason, x.address])).toEqual([["bounced", m.email]]);
      expect(s.events.map((e) => e.kind)).toEqual(["bounce"]);
      expect(s.events[0]!.detail).toMatchObject({ status: expect.stringMatching(/^5\.1\.1/) });
      expect(s.timeline.map((t) => [t.kind, t.title])).toEqual([["email", "Bounced: “Autumn sale”"]]);
    });
  }

  it("applies the same bounce once, however often it arrives", async () => {
    const m = await makeSentMessage(handle.db, { sent: 5 });
    const raw = sampleFor("gmail-hard-bounce.eml", m);
    await apply(raw, m.workspaceId);
    expect((await apply(raw, m.workspaceId)).outcome).toBe("duplicate");
    const s = await stateOf(handle.db, m);
    expect([s.send.sent, s.send.bounced, s.events.length, s.timeline.length]).toEqual([4, 1, 1, 1]);
  });

  it("finds the message by its VERP address when the returned headers are gone, only if the recipient matches", async () => {
    const m = await makeSentMessage(handle.db);
    const raw = sampleFor("postfix-hard-bounce.eml", m);
    const headless = raw.slice(0, raw.indexOf("--4VbF2t0hXnz9sWb.1762844561/mta-1.mail.shop.example\nContent-Description: Undelivered Message Headers"));
    expect((await apply(headless, m.workspaceId)).outcome).toBe("unmatched");
    expect((await stateOf(handle.db, m)).outbox.state).toBe("sent");
    expect(await apply(headless.replaceAll("bob@example.org", m.email), m.workspaceId)).toEqual({ outcome: "hard_bounce", outboxId: m.outboxId });
  });

  it("doesn't touch another workspace's message named in a report read by this workspace", async () => {
    const m = await makeSentMessage(handle.db);
    const intruder = await makeSentMessage(handle.db);
    expect((await apply(sampleFor("gmail-hard-bounce.eml", m, m.email), intruder.workspaceId)).outcome).toBe("unmatched");
    expect((await stateOf(handle.db, m)).outbox.state).toBe("sent");
  });
});

describe("soft bounces", () => {
  it("only records the event: the message stays sent and the address stays on", async () => {
    const m = await makeSentMessage(handle.db);
    expect((await apply(sampleFor("postfix-delayed.eml", m), m.workspaceId)).outcome).toBe("soft_bounce");
    const s = await stateOf(handle.db, m);
    expect([s.outbox.state, s.send.bounced, s.suppressed.length, s.timeline.length]).toEqual(["sent", 0, 0, 0]);
    expect(s.events.map((e) => [e.kind, e.detail])).toEqual([
      ["soft_bounce", { status: "4.2.2", diagnostic: "452 4.2.2 Mailbox full", recipient: "carol@slow.example" }],
    ]);
  });
});

describe("complaints", () => {
  for (const sample of ["yahoo-complaint.eml", "aol-complaint-headers-only.eml"]) {
    it(`counts the complaint, suppresses the address and unsubscribes the contact from email (${sample})`, async () => {
      const m = await makeSentMessage(handle.db, { sendName: "Autumn sale", sent: 10, status: "completed" });
      expect((await apply(sampleFor(sample, m), m.workspaceId)).outcome).toBe("complaint");
      const s = await stateOf(handle.db, m);
      expect(s.send.complained).toBe(1);
      expect(s.suppressed.map((x) => x.reason)).toEqual(["complained"]);
      expect(s.contact.emailConsent).toBe("unsubscribed");
      expect(s.consent.map((c) => [c.status, c.method, c.source])).toEqual([["unsubscribed", "complaint", "Autumn sale"]]);
      expect(s.events.map((e) => e.kind)).toEqual(["complaint"]);
      expect(s.timeline.map((t) => t.title)).toEqual(["Marked “Autumn sale” as spam"]);
      expect(s.send.status).toBe("completed");
    });
  }

  it("counts a complaint once per message", async () => {
    const m = await makeSentMessage(handle.db, { sent: 10_000 });
    const raw = sampleFor("yahoo-complaint.eml", m);
    await apply(raw, m.workspaceId);
    expect((await apply(raw, m.workspaceId)).outcome).toBe("duplicate");
    const s = await stateOf(handle.db, m);
    expect([s.send.complained, s.events.length, s.consent.length]).toEqual([1, 1, 1]);
  });
});

describe("the complaint-rate guard", () => {
  const complaintOf = (m: SentMessage): MailReport => ({
    kind: "complaint",
    feedbackType: "abuse",
    userAgent: null,
    messageId: m.messageId,
    verpOutboxId: null,
    recipient: null,
  });

  it("pauses a sending campaign whose complaints pass 0.1 % of delivered, saying why", async () => {
    const first = await makeSentMessage(handle.db, { sent: 2000 });
    const others = [];
    for (let i = 0; i < 2; i++) others.push(await makeSentMessage(handle.db, { tenant: first.tenant, sendId: first.sendId }));
    await applyMailReport(handle.db, first.workspaceId, complaintOf(first));
    await applyMailReport(handle.db, first.workspaceId, complaintOf(others[0]!));
    // 2 of 2,000 is exactly 0.1 %: not past it.
    let [send] = await handle.db.select().from(sends).where(eq(sends.id, first.sendId));
    expect([send!.status, send!.complained]).toEqual(["sending", 2]);
    await applyMailReport(handle.db, first.workspaceId, complaintOf(others[1]!));
    [send] = await handle.db
      .select()
      .from(sends)
      .where(and(eq(sends.workspaceId, first.workspaceId), eq(sends.id, first.sendId)));
    expect(send!.status).toBe("paused");
    expect(send!.statusReason).toBe("Paused automatically: the complaint rate passed 0.1 % (3 complaints of 2,000 delivered).");
  });

  it("pauses on a single complaint of a small send, and words one complaint in the singular", async () => {
    const m = await makeSentMessage(handle.db, { sent: 500 });
    await applyMailReport(handle.db, m.workspaceId, complaintOf(m));
    const s = await stateOf(handle.db, m);
    expect([s.send.status, s.send.statusReason]).toEqual(["paused", "Paused automatically: the complaint rate passed 0.1 % (1 complaint of 500 delivered)."]);
    expect(complaintPauseReason(12, 11_500)).toBe("Paused automatically: the complaint rate passed 0.1 % (12 complaints of 11,500 delivered).");
  });

  it("leaves a finished or cancelled send as it is", async () => {
    const m = await makeSentMessage(handle.db, { sent: 3, status: "completed" });
    await applyMailReport(handle.db, m.workspaceId, complaintOf(m));
    expect((await stateOf(handle.db, m)).send.status).toBe("completed");
  });
});
