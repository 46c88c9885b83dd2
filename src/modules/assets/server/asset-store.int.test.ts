import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, type Role } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const as = (userId: string, workspaceId: string) => callerFor(handle.db, { userId, workspaceId }, new Map());

async function workspace(kind: "brand" | "agency" = "brand") {
  const ws = await makeWorkspace(handle.db, { kind });
  const caller = as(ws.owner.id, ws.workspace.id);
  const member = async (role: Role) => {
    const m = await addMember(handle.db, ws.workspace.id, role);
    return { ...m, caller: as(m.user.id, ws.workspace.id) };
  };
  return { ...ws, caller, member };
}

async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return "OK";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

const line = (text: string) => ({ text, pin: null });
const rsa = (headline: string) => ({ headlines: [line(headline), line("Free returns")], descriptions: [line("Shoes for every run.")] });
const meta = (primary: string) => ({
  primaryTexts: [primary],
  headlines: ["Spring sale"],
  descriptions: ["Free returns"],
  finalUrl: "https://example.com/sale",
});
const welcome = { subject: "Welcome aboard", preheader: "Three things to try first", body: "<p>Hello and welcome.</p>" };

describe("the asset store", () => {
  it("creates an asset with version 1 and finds it by kind, status, tag, author and its text", async () => {
    const { caller, owner } = await workspace();
    const ad = await caller.assets.items.create({
      kind: "google-rsa",
      title: "Spring sale",
      fields: rsa("Trail shoes 20% off"),
      tags: ["Spring", "spring", "shoes"],
    });
    await caller.assets.items.create({ kind: "x-post", title: "Launch post", fields: { text: "Our new app is live" } });
    expect(ad).toMatchObject({ status: "draft", currentVersion: 1, tags: ["spring", "shoes"], authorId: owner.id, fields: rsa("Trail shoes 20% off") });

    const titles = async (input: Parameters<typeof caller.assets.items.list>[0]) => (await caller.assets.items.list(input)).items.map((i) => i.title);
    expect(await titles({})).toEqual(["Launch post", "Spring sale"]);
    expect(await titles({ kinds: ["google-rsa"] })).toEqual(["Spring sale"]);
    expect(await titles({ tag: "shoes" })).toEqual(["Spring sale"]);
    expect(await titles({ authorId: owner.id, statuses: ["draft"] })).toEqual(["Launch post", "Spring sale"]);
    // The current text, by word prefix, any case; punctuation typed is only a separator.
    expect(await titles({ search: "TRAIL sho" })).toEqual(["Spring sale"]);
    expect(await titles({ search: "app & | !" })).toEqual(["Launch post"]);
    expect(await titles({ search: "nothing-here" })).toEqual([]);
    expect(await titles({ updatedFrom: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
  });

  it("pages 50 at a time, newest change first, without repeating or skipping", async () => {
    const { caller } = await workspace();
    for (let i = 0; i < 53; i++) await caller.assets.items.create({ kind: "sms", title: `Text ${i}`, fields: { text: `Message ${i}` } });
    const first = await caller.assets.items.list({});
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.title).toBe("Text 52");
    const second = await caller.assets.items.list({ cursor: first.nextCursor! });
    expect(second.items.map((i) => i.title)).toEqual(["Text 2", "Text 1", "Text 0"]);
    expect(second.nextCursor).toBeNull();
    expect(await codeOf(caller.assets.items.list({ cursor: "garbage" }))).toBe("BAD_REQUEST");
  });

  it("counts per kind under the status filter and per status under the kind filter, archived apart", async () => {
    const { caller } = await workspace();
    const a = await caller.assets.items.create({ kind: "email", title: "Welcome", fields: welcome, tags: ["onboarding"] });
    await caller.assets.items.create({ kind: "email", title: "Digest", tags: ["onboarding"] });
    const post = await caller.assets.items.create({ kind: "x-post", title: "Hello", tags: ["onboarding"] });
    await caller.assets.items.create({ kind: "sms", title: "Other tag", tags: ["other"] });
    await caller.assets.items.submit({ id: a.id });
    await caller.assets.items.archive({ id: post.id });

    const counts = await caller.assets.items.counts({ tag: "onboarding" });
    expect(counts.total).toBe(2);
    expect(counts.kinds).toMatchObject({ email: 2, "x-post": 0, sms: 0 });
    expect(counts.statuses).toMatchObject({ draft: 1, "in-review": 1, archived: 1, approved: 0 });
    const emailsInReview = await caller.assets.items.counts({ tag: "onboarding", kinds: ["email"], statuses: ["in-review"] });
    expect(emailsInReview).toMatchObject({ total: 1, kinds: { email: 1 }, statuses: { draft: 1, "in-review": 1, archived: 0 } });
    expect((await caller.assets.items.list({ statuses: ["archived"] })).items.map((i) => i.title)).toEqual(["Hello"]);
    // Without other filters the counts come from the counters the trigger keeps: the same figures.
    expect(await caller.assets.items.counts({})).toEqual({
      total: 3,
      kinds: expect.objectContaining({ email: 2, "x-post": 0, sms: 1 }),
      statuses: expect.objectContaining({ draft: 2, "in-review": 1, archived: 1, approved: 0 }),
    });
    expect(await caller.assets.items.counts({ kinds: ["email"] })).toMatchObject({ total: 2, statuses: { draft: 1, "in-review": 1, archived: 0 } });
  });

  it("writes a version when the text changes, refuses a save over a newer one, restores as a new version", async () => {
    const { caller, member } = await workspace();
    const writer = await member("member");
    const ad = await caller.assets.items.create({ kind: "google-rsa", title: "Ad", fields: rsa("One") });
    const renamed = await caller.assets.items.update({ id: ad.id, version: 1, title: "Ad renamed", fields: rsa("One") });
    expect(renamed).toMatchObject({ title: "Ad renamed", currentVersion: 1 });
    const v2 = await writer.caller.assets.items.update({ id: ad.id, version: 1, fields: rsa("Two"), note: "Shorter" });
    expect(v2).toMatchObject({ currentVersion: 2, fields: rsa("Two"), versionNote: "Shorter" });
    // The owner's form still holds version 1.
    expect(await codeOf(caller.assets.items.update({ id: ad.id, version: 1, fields: rsa("Mine") }))).toBe("CONFLICT");
    expect((await caller.assets.items.list({ search: "mine" })).items).toEqual([]);

    const restored = await caller.assets.items.restore({ id: ad.id, version: 1, currentVersion: 2 });
    expect(restored).toMatchObject({ currentVersion: 3, fields: rsa("One") });
    const versions = await caller.assets.items.versions({ id: ad.id });
    expect(versions.map((v) => [v.version, v.note, v.authorId])).toEqual([
      [3, "Restored version 1.", ad.authorId],
      [2, "Shorter", writer.user.id],
      [1, null, ad.authorId],
    ]);
    expect(await codeOf(caller.assets.items.restore({ id: ad.id, version: 9, currentVersion: 3 }))).toBe("NOT_FOUND");
    // "Recent" is what I saved last.
    const other = await writer.caller.assets.items.create({ kind: "sms", title: "Mine", fields: { text: "Hi" } });
    expect((await writer.caller.assets.items.recent()).map((i) => i.id)).toEqual([other.id, ad.id]);
    expect((await caller.assets.items.recent()).map((i) => i.id)).toEqual([ad.id]);
  });

  it("approves only with the permission and never your own submission while someone else can", async () => {
    const { caller, member } = await workspace();
    const writer = await member("member");
    const admin = await member("admin");
    const viewer = await member("viewer");
    const ad = await writer.caller.assets.items.create({ kind: "meta-ad", title: "Meta", fields: meta("Hello") });
    expect(await codeOf(writer.caller.assets.items.approve({ id: ad.id }))).toBe("FORBIDDEN");
    expect(await codeOf(caller.assets.items.approve({ id: ad.id }))).toBe("BAD_REQUEST");
    await writer.caller.assets.items.submit({ id: ad.id });
    expect(await codeOf(writer.caller.assets.items.approve({ id: ad.id }))).toBe("FORBIDDEN");
    expect(await codeOf(viewer.caller.assets.items.approve({ id: ad.id }))).toBe("FORBIDDEN");
    await admin.caller.assets.items.reject({ id: ad.id, note: "Add the price." });
    expect((await caller.assets.items.get({ id: ad.id })).status).toBe("draft");
    expect((await caller.assets.items.comments({ id: ad.id })).map((c) => c.body)).toEqual(["Add the price."]);

    // An admin's own submission goes to the other approvers.
    await admin.caller.assets.items.submit({ id: ad.id });
    expect(await codeOf(admin.caller.assets.items.approve({ id: ad.id }))).toBe("FORBIDDEN");
    await caller.assets.items.approve({ id: ad.id });
    expect((await caller.assets.items.get({ id: ad.id })).status).toBe("approved");
    // Changing approved text sends it back to draft; archive and unarchive end as a draft.
    await writer.caller.assets.items.update({ id: ad.id, version: 1, fields: meta("Hello again") });
    expect((await caller.assets.items.get({ id: ad.id })).status).toBe("draft");
    await writer.caller.assets.items.archive({ id: ad.id });
    expect(await codeOf(writer.caller.assets.items.update({ id: ad.id, version: 2, title: "x" }))).toBe("BAD_REQUEST");
    await writer.caller.assets.items.unarchive({ id: ad.id });
    expect((await caller.assets.items.get({ id: ad.id })).status).toBe("draft");
  });

  it("lets the only approver approve their own submission", async () => {
    const { caller, member } = await workspace();
    await member("member");
    const post = await caller.assets.items.create({ kind: "linkedin-post", title: "Solo", fields: { text: "Hi" } });
    await caller.assets.items.submit({ id: post.id });
    await caller.assets.items.approve({ id: post.id });
    expect((await caller.assets.items.get({ id: post.id })).status).toBe("approved");
  });

  it("deletes your own comments; owners and admins delete anyone's", async () => {
    const { caller, member } = await workspace();
    const writer = await member("member");
    const admin = await member("admin");
    const ad = await caller.assets.items.create({ kind: "sms", title: "Text" });
    const mine = await writer.caller.assets.items.addComment({ id: ad.id, body: "Mine" });
    const owners = await caller.assets.items.addComment({ id: ad.id, body: "The owner's" });
    expect(await codeOf(writer.caller.assets.items.deleteComment({ commentId: owners.id }))).toBe("FORBIDDEN");
    await writer.caller.assets.items.deleteComment({ commentId: mine.id });
    await admin.caller.assets.items.deleteComment({ commentId: owners.id });
    expect((await caller.assets.items.comments({ id: ad.id })).map((c) => [c.body, c.deleted])).toEqual([
      ["", true],
      ["", true],
    ]);
  });

  it("duplicates here, and into a client of the same agency where the caller can edit", async () => {
    const agency = await workspace("agency");
    const ad = await agency.caller.assets.items.create({ kind: "google-rsa", title: "Agency ad", fields: rsa("Base"), tags: ["q1"], planRef: "Q1 plan" });
    await agency.caller.assets.items.update({ id: ad.id, version: 1, fields: rsa("Current") });
    const copy = await agency.caller.assets.items.duplicate({ id: ad.id });
    expect(copy).toMatchObject({ title: "Copy of Agency ad", currentVersion: 1, status: "draft", fields: rsa("Current"), tags: ["q1"], planRef: "Q1 plan" });

    const client = await as(agency.owner.id, agency.workspace.id).identity.workspaces.createClient({ name: "Client A" });
    const into = await agency.caller.assets.items.duplicateInto({ id: ad.id, workspaceId: client.id });
    expect(into.workspaceId).toBe(client.id);
    const inClient = as(agency.owner.id, client.id);
    expect(await inClient.assets.items.get({ id: into.id })).toMatchObject({ title: "Agency ad", fields: rsa("Current"), planRef: null, currentVersion: 1 });
    expect(await inClient.assets.items.versions({ id: into.id })).toHaveLength(1);
    // And from the client to a sibling client.
    const sibling = await as(agency.owner.id, agency.workspace.id).identity.workspaces.createClient({ name: "Client B" });
    expect(await codeOf(inClient.assets.items.duplicateInto({ id: into.id, workspaceId: sibling.id }))).toBe("OK");

    // A viewer of the client can't add there; a workspace outside the agency isn't offered.
    const teammate = await agency.member("member");
    await handle.db.insert(memberships).values({ workspaceId: client.id, userId: teammate.user.id, role: "viewer" });
    expect(await codeOf(teammate.caller.assets.items.duplicateInto({ id: ad.id, workspaceId: client.id }))).toBe("FORBIDDEN");
    const outsider = await workspace();
    const stranger = await workspace("agency");
    const strangerClient = await as(stranger.owner.id, stranger.workspace.id).identity.workspaces.createClient({ name: "Not ours" });
    expect(await codeOf(agency.caller.assets.items.duplicateInto({ id: ad.id, workspaceId: outsider.workspace.id }))).toBe("NOT_FOUND");
    expect(await codeOf(agency.caller.assets.items.duplicateInto({ id: ad.id, workspaceId: strangerClient.id }))).toBe("NOT_FOUND");
    expect(await codeOf(agency.caller.assets.items.duplicateInto({ id: ad.id, workspaceId: agency.workspace.id }))).toBe("BAD_REQUEST");
    expect(await codeOf(outsider.caller.assets.items.duplicateInto({ id: ad.id, workspaceId: client.id }))).toBe("NOT_FOUND");
  });
});
