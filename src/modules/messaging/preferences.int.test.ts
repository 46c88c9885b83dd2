import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { emailHashOf } from "@/modules/crm";
import { auditEvents } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { suppressions, topicPreferences } from "./db/preferences.table";
import { suppressAddresses } from "./server/suppressions.service";
import { makeSentMessage } from "./tracking-test-kit";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code ?? String(e),
  );

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

describe("subscription topics (messaging.preferences.topics)", () => {
  it("creates, renames and archives topics; the list shows active ones by name, archived ones on request", async () => {
    const { caller } = await owner();
    const news = await caller.messaging.preferences.topics.create({ name: "Product news", description: "What's new" });
    await caller.messaging.preferences.topics.create({ name: "Offers" });
    expect((await caller.messaging.preferences.topics.list()).map((t) => t.name)).toEqual(["Offers", "Product news"]);
    await caller.messaging.preferences.topics.update({ id: news.id, name: "Release notes", description: "Monthly" });
    await caller.messaging.preferences.topics.update({ id: news.id, name: "Release notes" });
    await caller.messaging.preferences.topics.archive({ id: news.id });
    expect((await caller.messaging.preferences.topics.list({})).map((t) => t.name)).toEqual(["Offers"]);
    const all = await caller.messaging.preferences.topics.list({ includeArchived: true });
    expect(all.map((t) => [t.name, t.description, t.archivedAt !== null])).toEqual([
      ["Offers", "", false],
      ["Release notes", "Monthly", true],
    ]);
  });

  it("refuses a second topic of the same name (in any case), and brings an archived one back instead of a copy", async () => {
    const { caller } = await owner();
    const first = await caller.messaging.preferences.topics.create({ name: "Offers" });
    await expect(caller.messaging.preferences.topics.create({ name: "offers" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "A topic with this name already exists.",
    });
    const other = await caller.messaging.preferences.topics.create({ name: "Events" });
    await expect(caller.messaging.preferences.topics.update({ id: other.id, name: "OFFERS" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await caller.messaging.preferences.topics.archive({ id: first.id });
    const again = await caller.messaging.preferences.topics.create({ name: "Offers", description: "Back" });
    expect([again.id, again.restored, again.archivedAt, again.description]).toEqual([first.id, true, null, "Back"]);
    await expect(caller.messaging.preferences.topics.create({ name: "  " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("counts the contacts who opted out of each topic, per channel", async () => {
    const m = await makeSentMessage(handle.db);
    const caller = callerFor(handle.db, { userId: m.owner!.id, workspaceId: m.workspaceId });
    const topic = await caller.messaging.preferences.topics.create({ name: "Offers" });
    await handle.db
      .insert(topicPreferences)
      .values({ workspaceId: m.workspaceId, contactId: m.contactId, topicId: topic.id, channel: "email", subscribed: false });
    expect((await caller.messaging.preferences.topics.list())[0]!.optedOut).toEqual({ email: 1, sms: 0 });
  });

  it("lets the team read topics, and only admins change them", async () => {
    const { caller, workspace } = await owner();
    const topic = await caller.messaging.preferences.topics.create({ name: "Offers" });
    for (const role of ["member", "viewer"] as const) {
      const { user } = await addMember(handle.db, workspace.id, role);
      const as = callerFor(handle.db, { userId: user.id, workspaceId: workspace.id });
      expect(await codeOf(as.messaging.preferences.topics.list())).toBe("OK");
      expect(await codeOf(as.messaging.preferences.topics.create({ name: `By ${role}` }))).toBe("FORBIDDEN");
      expect(await codeOf(as.messaging.preferences.topics.archive({ id: topic.id }))).toBe("FORBIDDEN");
    }
  });
});

describe("the suppression list (messaging.preferences.suppressions)", () => {
  it("adds an address by hand, refuses one already there with its reason, and removes it again", async () => {
    const { caller, workspace } = await owner();
    const added = await caller.messaging.preferences.suppressions.add({ channel: "email", address: " Someone@Example.NET ", note: "Asked by phone" });
    expect([added.address, added.reason, added.source, added.addressHash]).toEqual([
      "someone@example.net",
      "manual",
      "Asked by phone",
      emailHashOf("someone@example.net"),
    ]);
    await suppressAddresses(handle.db, workspace.id, [{ channel: "email", address: "bounced@example.net", reason: "bounced" }]);
    await expect(caller.messaging.preferences.suppressions.add({ channel: "email", address: "bounced@example.net" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This address is already on the list (bounced).",
    });
    const sms = await caller.messaging.preferences.suppressions.add({ channel: "sms", address: "+1 (415) 555-0123" });
    expect(sms.address).toBe("+14155550123");
    await expect(caller.messaging.preferences.suppressions.add({ channel: "sms", address: "0612" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.messaging.preferences.suppressions.add({ channel: "email", address: "not an email" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await caller.messaging.preferences.suppressions.remove({ id: added.id });
    expect((await caller.messaging.preferences.suppressions.list({})).rows.map((r) => r.address).sort()).toEqual(["+14155550123", "bounced@example.net"]);
  });

  it("records who added and removed addresses by hand in the audit log, with the address masked", async () => {
    const { caller, workspace, owner: person } = await owner();
    const added = await caller.messaging.preferences.suppressions.add({ channel: "email", address: "someone@example.net" });
    await caller.messaging.preferences.suppressions.add({ channel: "sms", address: "+14155550123" });
    await caller.messaging.preferences.suppressions.remove({ id: added.id });
    const rows = await handle.db
      .select({ action: auditEvents.action, subject: auditEvents.subject, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.workspaceId, workspace.id))
      .orderBy(asc(auditEvents.at));
    expect(rows.filter((r) => r.action.startsWith("messaging."))).toEqual([
      { action: "messaging.suppression_added", subject: "s…@example.net", actorId: person.id },
      { action: "messaging.suppression_added", subject: "…0123", actorId: person.id },
      { action: "messaging.suppression_removed", subject: "s…@example.net", actorId: person.id },
    ]);
  });

  it("keeps an erased person's address whatever anyone asks", async () => {
    const { caller, workspace } = await owner();
    const [row] = await handle.db
      .insert(suppressions)
      .values({ workspaceId: workspace.id, channel: "email", addressHash: emailHashOf("erased@example.net"), address: null, reason: "erased" })
      .returning();
    await expect(caller.messaging.preferences.suppressions.remove({ id: row!.id })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("searches part of an address, or a whole one by its hash (erased addresses too), with filters and pages", async () => {
    const { caller, workspace } = await owner();
    await suppressAddresses(
      handle.db,
      workspace.id,
      Array.from({ length: 60 }, (_, i) => ({
        channel: "email" as const,
        address: `person${i}@list.example`,
        reason: i % 2 ? ("bounced" as const) : ("unsubscribed" as const),
      })),
    );
    await handle.db
      .insert(suppressions)
      .values({ workspaceId: workspace.id, channel: "email", addressHash: emailHashOf("ghost@example.net"), address: null, reason: "erased" });
    const first = await caller.messaging.preferences.suppressions.list({});
    expect([first.rows.length, first.total, first.nextCursor !== null]).toEqual([50, 61, true]);
    const second = await caller.messaging.preferences.suppressions.list({ cursor: first.nextCursor! });
    expect(second.rows.length).toBe(11);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(61);
    expect((await caller.messaging.preferences.suppressions.list({ search: "person1" })).total).toBe(11);
    expect((await caller.messaging.preferences.suppressions.list({ search: "person1", reason: "bounced" })).total).toBe(6);
    expect((await caller.messaging.preferences.suppressions.list({ search: "Ghost@Example.net" })).rows.map((r) => r.reason)).toEqual(["erased"]);
    expect((await caller.messaging.preferences.suppressions.list({ search: "100%_" })).total).toBe(0);
    expect((await caller.messaging.preferences.suppressions.list({ channel: "sms" })).total).toBe(0);
  });

  it("lets the team read the list, and only admins change it", async () => {
    const { caller, workspace } = await owner();
    const row = await caller.messaging.preferences.suppressions.add({ channel: "email", address: "x@example.net" });
    const { user } = await addMember(handle.db, workspace.id, "member");
    const member = callerFor(handle.db, { userId: user.id, workspaceId: workspace.id });
    expect(await codeOf(member.messaging.preferences.suppressions.list({}))).toBe("OK");
    expect(await codeOf(member.messaging.preferences.suppressions.add({ channel: "email", address: "y@example.net" }))).toBe("FORBIDDEN");
    expect(await codeOf(member.messaging.preferences.suppressions.remove({ id: row.id }))).toBe("FORBIDDEN");
  });
});
