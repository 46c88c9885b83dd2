import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureKit } from "@/modules/ai/ai.fixture";
import { recordUsage } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

/** A workspace whose default brand kit has the fixture's facts, and a page written in it. */
async function withKitAndPage() {
  const o = await owner();
  const created = await o.caller.assets.brandKits.create({ name: "Northwind", from: "blank" });
  const { name: _name, ...facts } = fixtureKit();
  await o.caller.assets.brandKits.update({ ...created.kit, ...facts, id: created.id, expectedUpdatedAt: created.updatedAt });
  const page = await o.caller.website.pages.create({ title: "Spring", template: "blank", brandKitId: created.id });
  return { ...o, page };
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

const used = async (o: Awaited<ReturnType<typeof owner>>) => (await o.caller.billing.overview()).meters.find((m) => m.key === "aiGenerations")!.used;

describe("Fill with AI (website.pages.fillBlock), with the offline writer", () => {
  it("writes a block's copy fields from the page's brand kit, counts one generation and saves nothing", async () => {
    const o = await withKitAndPage();
    const before = await used(o);
    const opened = await o.caller.website.pages.get({ id: o.page.id });
    const hero = await o.caller.website.pages.fillBlock({
      id: o.page.id,
      brief: "spring launch",
      block: { type: "hero", props: { id: "hero-1", headline: "Old", ctaHref: "/buy", align: "left" } },
    });
    expect(hero.source).toBe("offline");
    expect(hero.note).toMatch(/brand kit/);
    expect(Object.keys(hero.props).sort()).toEqual(["ctaLabel", "eyebrow", "headline", "subheadline"]);
    expect(hero.props.headline).not.toBe("Old");
    expect(String(hero.props.ctaLabel)).toMatch(/^(Order|Try) /);
    expect(String(hero.props.ctaLabel).length).toBeLessThanOrEqual(30);
    expect(await used(o)).toBe(before + 1);
    const after = await o.caller.website.pages.get({ id: o.page.id });
    expect(after.draftRevision).toBe(opened.draftRevision);
    expect(after.draft).toEqual(opened.draft);
  });

  it("writes the text block as paragraphs and a list block item by item", async () => {
    const o = await withKitAndPage();
    const text = await o.caller.website.pages.fillBlock({ id: o.page.id, block: { type: "text", props: { id: "t", html: "<p>x</p>" } } });
    expect(String(text.props.html)).toMatch(/^<p>.+<\/p>$/);
    expect(String(text.props.html)).not.toMatch(/<script/);
    const faq = await o.caller.website.pages.fillBlock({
      id: o.page.id,
      block: {
        type: "faq",
        props: {
          id: "f",
          heading: "Q",
          items: [
            { question: "a?", answer: "b" },
            { question: "c?", answer: "d" },
          ],
        },
      },
    });
    const items = faq.props.items as { question: string; answer: string }[];
    expect(items).toHaveLength(2);
    expect(items.every((i) => i.question.endsWith("?") && i.answer.length > 0)).toBe(true);
  });

  it("refuses a block without text, a workspace without a brand kit, a viewer, the plan's limit and another workspace's page", async () => {
    const o = await withKitAndPage();
    const video = { type: "video" as const, props: { id: "v", url: "" } };
    expect(await codeOf(o.caller.website.pages.fillBlock({ id: o.page.id, block: video }))).toBe("BAD_REQUEST");

    const bare = await owner();
    const barePage = await bare.caller.website.pages.create({ title: "No kit", template: "blank" });
    await expect(bare.caller.website.pages.fillBlock({ id: barePage.id, block: { type: "hero", props: { id: "h" } } })).rejects.toThrow(/brand kit/);

    const viewer = await addMember(handle.db, o.workspace.id, "viewer");
    const asViewer = callerFor(handle.db, { userId: viewer.user.id, workspaceId: o.workspace.id });
    expect(await codeOf(asViewer.website.pages.fillBlock({ id: o.page.id, block: { type: "hero", props: { id: "h" } } }))).toBe("FORBIDDEN");

    expect(await codeOf(bare.caller.website.pages.fillBlock({ id: o.page.id, block: { type: "hero", props: { id: "h" } } }))).toBe("NOT_FOUND");

    await recordUsage(handle.db, { workspaceId: o.workspace.id }, "aiGenerations", 100_000);
    expect(await codeOf(o.caller.website.pages.fillBlock({ id: o.page.id, block: { type: "hero", props: { id: "h" } } }))).toBe("PRECONDITION_FAILED");
  });
});
