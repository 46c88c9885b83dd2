import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { makeAudience, setSendingSettings } from "~tests/support/messaging";
import { configureSms } from "~tests/support/sms";
import { startTwilioFake } from "../sms/fake-server";
import { outbox, sends } from "../db/sends.table";
import { deliverSend } from "./deliver";

const fake = await startTwilioFake();
let handle: DbHandle;
let boss: PgBoss;
beforeAll(async () => {
  handle = await createTestDb();
  boss = await getBoss(handle, { work: false });
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await handle.close();
  await fake.close();
});

async function smsCampaign() {
  const { owner, workspace } = await makeWorkspace(handle.db);
  await setSendingSettings(handle.db, workspace.id);
  const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
  await configureSms(caller, fake);
  const { listId } = await makeAudience(handle.db, workspace.id, [
    { email: null, phone: "+14155550101", firstName: "Ada", smsConsent: "subscribed" },
    { email: null, phone: "+14155550102", smsConsent: "subscribed" },
    { email: null, phone: "+14155550103", smsConsent: "unknown" },
  ]);
  const { sendId } = await caller.messaging.sends.createSms({ name: "Flash sale", listId, body: 'Hi {{ contact.first_name | "there" }}, 20% off today' });
  return { workspace, caller, sendId, data: { workspaceId: workspace.id, sendId } };
}

const rowsOf = (sendId: string) => handle.db.select().from(outbox).where(eq(outbox.sendId, sendId)).orderBy(outbox.address);

describe("delivering an SMS campaign", () => {
  it("texts subscribed contacts their personalised message with the opt-out line, through the provider", async () => {
    const c = await smsCampaign();
    expect(await deliverSend(handle.db, c.data, { flushEveryMs: 5 })).toMatchObject({ status: "completed", handedOut: 2 });
    const mine = fake.messages.filter((m) => m.to.startsWith("+1415555010"));
    expect(mine.map((m) => [m.to, m.body.split("\n")[0]]).sort()).toEqual([
      ["+14155550101", "Hi Ada, 20% off today"],
      ["+14155550102", "Hi there, 20% off today"],
    ]);
    expect(mine[0]!.body).toMatch(/STOP/);
    const rows = await rowsOf(c.sendId);
    expect(rows.map((r) => [r.state, r.reason])).toEqual([
      ["sent", null],
      ["sent", null],
      ["suppressed", "no_consent"],
    ]);
    expect(rows[0]!.providerId).toMatch(/^SM/);
    expect((await handle.db.select().from(sends).where(eq(sends.id, c.sendId)))[0]).toMatchObject({ status: "completed", sent: 2, suppressed: 1 });
  });

  it("holds messages the provider throttles (429) until its Retry-After, without counting an attempt", async () => {
    const c = await smsCampaign();
    fake.throttleNext(5, 30);
    const before = Date.now();
    expect(await deliverSend(handle.db, c.data, { flushEveryMs: 5 })).toMatchObject({ status: "waiting" });
    const held = (await rowsOf(c.sendId)).filter((r) => r.state === "queued");
    expect(held.length).toBeGreaterThan(0);
    for (const row of held) {
      expect(row.attempts).toBeLessThanOrEqual(1);
      expect(row.notBefore!.getTime() - before).toBeGreaterThanOrEqual(29_000);
    }
    expect((await handle.db.select().from(sends).where(eq(sends.id, c.sendId)))[0]).toMatchObject({ status: "sending", failed: 0 });
  });
});
