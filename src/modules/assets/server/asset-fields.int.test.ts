import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run;
    return { code: "OK", message: "" };
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
}

const line = (text: string) => ({ text, pin: null });
const rsa = (headlines: string[], descriptions: string[] = ["Cushioned trail shoes for every run.", "Free returns within 60 days."]) => ({
  headlines: headlines.map(line),
  descriptions: descriptions.map(line),
  path1: "shoes",
  path2: "",
  finalUrl: "https://example.com/shoes",
});

describe("an asset's fields, per kind", () => {
  it("saves a draft over a platform's limits without losing a character, and refuses review until it is fixed", async () => {
    const { workspace, owner } = await makeWorkspace(handle.db);
    const caller = as(owner.id, workspace.id);
    const long = "Trail running shoes that never slip on wet rock";
    const ad = await caller.assets.items.create({ kind: "google-rsa", title: "Long ad", fields: rsa([long, "Free returns", "Made to last"]) });
    expect(ad.fields).toEqual(rsa([long, "Free returns", "Made to last"]));

    const refused = await refusal(caller.assets.items.submit({ id: ad.id }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.message).toMatch(/^Fix these before sending it for review: .*Headline 1/);

    const fixed = await caller.assets.items.update({ id: ad.id, version: 1, fields: rsa(["Trail shoes that grip", "Free returns", "Made to last"]) });
    await caller.assets.items.submit({ id: fixed.id });
    await caller.assets.items.approve({ id: fixed.id });
    expect((await caller.assets.items.get({ id: ad.id })).status).toBe("approved");
  });

  it("refuses structural nonsense with a message per field, on create and on update", async () => {
    const { workspace, owner } = await makeWorkspace(handle.db);
    const caller = as(owner.id, workspace.id);
    const wrongType = await refusal(caller.assets.items.create({ kind: "google-rsa", title: "Bad", fields: { headlines: ["Not an object"] } }));
    expect(wrongType.code).toBe("BAD_REQUEST");
    expect(wrongType.message).toContain("Headlines, line 1");

    // Twice the platform's 15 headlines is room for spares; more is refused.
    const spares = Array.from({ length: 30 }, (_, i) => `Headline ${i + 1}`);
    const ad = await caller.assets.items.create({ kind: "google-rsa", title: "Spares", fields: rsa(spares) });
    const tooMany = await refusal(caller.assets.items.update({ id: ad.id, version: 1, fields: rsa([...spares, "One more"]) }));
    expect(tooMany).toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("Keep up to 30 lines") });

    const post = await caller.assets.items.create({ kind: "x-post", title: "Post", fields: { text: "Hello" } });
    expect((await refusal(caller.assets.items.update({ id: post.id, version: 1, fields: { text: 42 } }))).message).toContain("Text: this should be text.");
    // A draft can be half written, and a kind without a shape of its own keeps any record.
    await caller.assets.items.create({ kind: "email", title: "Half written", fields: { subject: "Hi" } });
    await caller.assets.items.create({ kind: "creative", title: "Banner", fields: { sizes: [300, 250], note: "Blue" } });
  });

  it("links an asset to one of the workspace's brand kits only, and forgets a deleted kit", async () => {
    const { workspace, owner } = await makeWorkspace(handle.db);
    const caller = as(owner.id, workspace.id);
    const kit = await caller.assets.brandKits.create({ name: "Spring", from: "blank" });
    await caller.assets.brandKits.create({ name: "Other", from: "blank" });
    const ad = await caller.assets.items.create({ kind: "sms", title: "Text", fields: { text: "Hi" }, brandKitId: kit.id });
    expect(ad.brandKitId).toBe(kit.id);
    expect((await caller.assets.items.list({ brandKitId: kit.id })).items.map((i) => i.id)).toEqual([ad.id]);

    const stranger = await makeWorkspace(handle.db);
    const theirs = await as(stranger.owner.id, stranger.workspace.id).assets.brandKits.create({ name: "Theirs", from: "blank" });
    expect((await refusal(caller.assets.items.create({ kind: "sms", title: "X", brandKitId: theirs.id }))).code).toBe("NOT_FOUND");
    expect((await refusal(caller.assets.items.update({ id: ad.id, version: 1, brandKitId: theirs.id }))).code).toBe("NOT_FOUND");

    await caller.assets.brandKits.delete({ id: kit.id });
    expect((await caller.assets.items.get({ id: ad.id })).brandKitId).toBeNull();
    const member = await addMember(handle.db, workspace.id, "member");
    expect((await as(member.user.id, workspace.id).assets.items.get({ id: ad.id })).title).toBe("Text");
  });
});

describe("the library's author filter", () => {
  it("offers the workspace's members by name, without their addresses, to every role", async () => {
    const { workspace, owner } = await makeWorkspace(handle.db);
    const viewer = await addMember(handle.db, workspace.id, "viewer");
    const authors = await as(viewer.user.id, workspace.id).assets.items.authors();
    expect(authors.map((a) => a.id).sort()).toEqual([owner.id, viewer.user.id].sort());
    expect(authors.every((a) => Object.keys(a).sort().join() === "id,name" && a.name.length > 0)).toBe(true);
  });
});
