import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandKit } from "@/modules/ai";
import type { DbHandle } from "@/server/db/client";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { getDefaultBrandKit } from "./server/brand-kits.service";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string; fieldErrors?: unknown }> {
  try {
    await run;
    return { code: "OK", message: "" };
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message, fieldErrors: (error.cause as { fieldErrors?: unknown })?.fieldErrors };
    throw error;
  }
}

const profile = {
  companyName: "Harbour Tea",
  website: "https://harbourtea.example",
  industry: "Tea",
  size: "11-50" as const,
  description: "Loose-leaf tea blended in Halifax.",
  products: [
    { name: "Breakfast blend", valueProposition: "A strong black tea that takes milk." },
    { name: "Tea club", valueProposition: "Three new teas a month." },
  ],
  audiences: [{ name: "Tea drinkers", description: "People who brew loose leaf at home.", painsAndGoals: "Want variety." }],
  competitors: [],
  toneTraits: ["friendly" as const, "casual" as const],
  toneExamples: ["Kettle on? Good."],
  wordsToUse: ["loose leaf"],
  wordsToAvoid: ["tea bags"],
  brandColors: ["#123456"],
};

describe("assets.brandKits", () => {
  it("has no kit before one is made, then draws the first from the company profile and makes it the default", async () => {
    const o = await owner();
    expect((await o.caller.assets.brandKits.list()).kits).toEqual([]);
    await o.caller.identity.companyProfile.save(profile);
    const created = await o.caller.assets.brandKits.create({ name: "Harbour Tea", from: "profile" });
    expect(created.isDefault).toBe(true);
    expect(created.kit).toMatchObject({
      name: "Harbour Tea",
      brandName: "Harbour Tea",
      website: "https://harbourtea.example",
      products: [
        { id: "breakfast-blend", name: "Breakfast blend", description: "A strong black tea that takes milk." },
        { id: "tea-club", name: "Tea club" },
      ],
      wordsToUse: ["loose leaf"],
      wordsToAvoid: ["tea bags"],
      colours: [{ name: "Primary", hex: "#123456" }],
      exampleCopy: [{ channel: "all", text: "Kettle on? Good." }],
    });
    expect(created.kit.voice.formality).toBeGreaterThan(50);
    expect(brandKit.safeParse(created.kit).success).toBe(true);
    expect((await getDefaultBrandKit(handle.db, o.tenant))?.id).toBe(created.id);
  });

  it("starts a blank kit with the company name as its brand name (or the kit's name without a profile)", async () => {
    const o = await owner();
    const bare = await o.caller.assets.brandKits.create({ name: "Spring launch", from: "blank" });
    expect(bare.kit).toMatchObject({ name: "Spring launch", brandName: "Spring launch", products: [], wordsToUse: [] });
    await o.caller.identity.companyProfile.save(profile);
    const blank = await o.caller.assets.brandKits.create({ name: "Autumn", from: "blank" });
    expect(blank.kit.brandName).toBe("Harbour Tea");
    expect(blank.isDefault).toBe(false);
  });

  it("refuses a second kit of the same name, whatever its case, on the name field", async () => {
    const o = await owner();
    await o.caller.assets.brandKits.create({ name: "Main", from: "blank" });
    const r = await refusal(o.caller.assets.brandKits.create({ name: "MAIN", from: "blank" }));
    expect(r.code).toBe("BAD_REQUEST");
    expect(r.fieldErrors).toEqual({ name: "You already have a brand kit with this name" });
  });

  it("saves the whole kit, validated, and refuses a save over someone else's newer one without writing", async () => {
    const o = await owner();
    const kit = await o.caller.assets.brandKits.create({ name: "Main", from: "blank" });
    const saved = await o.caller.assets.brandKits.update({
      ...kit.kit,
      wordsToAvoid: ["synergy"],
      voice: { ...kit.kit.voice, humour: 80 },
      id: kit.id,
      expectedUpdatedAt: kit.updatedAt,
    });
    expect(saved.kit.wordsToAvoid).toEqual(["synergy"]);
    expect(saved.kit.voice.humour).toBe(80);
    expect(saved.updatedAt.getTime()).toBeGreaterThanOrEqual(kit.updatedAt.getTime());

    // A second editor still holding the first version.
    const stale = await refusal(o.caller.assets.brandKits.update({ ...kit.kit, tagline: "Mine", id: kit.id, expectedUpdatedAt: kit.updatedAt }));
    expect(stale.code).toBe("CONFLICT");
    expect(stale.message).toMatch(/Someone saved this brand kit/);
    expect((await o.caller.assets.brandKits.get({ id: kit.id })).kit).toEqual(saved.kit);

    const invalid = await refusal(
      o.caller.assets.brandKits.update({ ...saved.kit, colours: [{ name: "Red", hex: "red" }], id: kit.id, expectedUpdatedAt: saved.updatedAt }),
    );
    expect(invalid.code).toBe("BAD_REQUEST");
  });

  it("duplicates a kit under a free name, moves the default and deletes any kit but the last", async () => {
    const o = await owner();
    const first = await o.caller.assets.brandKits.create({ name: "Main", from: "blank" });
    const copy = await o.caller.assets.brandKits.duplicate({ id: first.id });
    const copy2 = await o.caller.assets.brandKits.duplicate({ id: first.id });
    expect([copy.kit.name, copy2.kit.name]).toEqual(["Main (copy)", "Main (copy) (2)"]);
    expect(copy.isDefault).toBe(false);

    await o.caller.assets.brandKits.setDefault({ id: copy.id });
    expect((await o.caller.assets.brandKits.list()).kits.map((k) => [k.kit.name, k.isDefault])).toEqual([
      ["Main (copy)", true],
      ["Main", false],
      ["Main (copy) (2)", false],
    ]);

    // Deleting the default hands it to the oldest kit left.
    await o.caller.assets.brandKits.delete({ id: copy.id });
    expect((await o.caller.assets.brandKits.list()).kits.find((k) => k.isDefault)?.id).toBe(first.id);
    await o.caller.assets.brandKits.delete({ id: copy2.id });
    // Without a name, a kit is named after the company (numbered when taken).
    expect((await o.caller.assets.brandKits.create({ from: "profile" })).kit.name).toBe("Brand kit");
    expect((await o.caller.assets.brandKits.create({ from: "blank" })).kit.name).toBe("Brand kit (2)");
    await o.caller.assets.brandKits.delete({ id: (await o.caller.assets.brandKits.list()).kits.find((k) => k.kit.name === "Brand kit")!.id });
    await o.caller.assets.brandKits.delete({ id: (await o.caller.assets.brandKits.list()).kits.find((k) => k.kit.name === "Brand kit (2)")!.id });
    const last = await refusal(o.caller.assets.brandKits.delete({ id: first.id }));
    expect(last).toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/at least one brand kit/) });
    expect((await o.caller.assets.brandKits.list()).kits).toHaveLength(1);
  });

  it("lets every role read, members write, and viewers and clients only read", async () => {
    const o = await owner();
    const kit = await o.caller.assets.brandKits.create({ name: "Main", from: "blank" });
    for (const role of ["member", "viewer", "client"] as const) {
      const person = await addMember(handle.db, o.workspace.id, role);
      const caller = callerFor(handle.db, { userId: person.user.id, workspaceId: o.workspace.id });
      expect(
        (await caller.assets.brandKits.list()).kits.map((k) => k.id),
        role,
      ).toContain(kit.id);
      const write = await refusal(caller.assets.brandKits.create({ name: `By ${role}`, from: "blank" }));
      expect(write.code, role).toBe(role === "member" ? "OK" : "FORBIDDEN");
    }
  });

  it("keeps each workspace's kits to itself", async () => {
    const a = await owner();
    const b = await owner();
    const kit = await a.caller.assets.brandKits.create({ name: "Secret", from: "blank" });
    expect((await b.caller.assets.brandKits.list()).kits).toEqual([]);
    expect((await refusal(b.caller.assets.brandKits.get({ id: kit.id }))).code).toBe("NOT_FOUND");
    expect((await refusal(b.caller.assets.brandKits.update({ ...kit.kit, id: kit.id, expectedUpdatedAt: kit.updatedAt }))).code).toBe("NOT_FOUND");
    expect((await refusal(b.caller.assets.brandKits.delete({ id: kit.id }))).code).toBe("NOT_FOUND");
    // Same name in another workspace is fine.
    expect((await b.caller.assets.brandKits.create({ name: "Secret", from: "blank" })).kit.name).toBe("Secret");
  });
});
