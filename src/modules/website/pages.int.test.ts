import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, capture, flushEvents, rollupNow } from "@/modules/analytics";
import type { DbHandle } from "@/server/db/client";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { serveHostedPage } from "./server/pages.hosting";

let handle: DbHandle;
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  globalDb.__amtDb = handle;
});
afterAll(async () => {
  await flushEvents();
  delete globalDb.__amtDb;
  await handle.close();
});

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run;
    return { code: "OK", message: "" };
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
}

const visit = (workspaceSlug: string, pageSlug: string, query = "", etag: string | null = null) =>
  serveHostedPage(handle.db, { workspaceSlug, pageSlug, search: new URLSearchParams(query), ip: "203.0.113.9", userAgent: "test-browser" }, etag);

describe("landing pages", () => {
  it("serves the published snapshot while the draft is edited, until the next publish", async () => {
    const { caller, workspace } = await owner();
    const page = await caller.website.pages.create({ title: "Spring sale", template: "product-launch" });
    expect(page.slug).toBe("spring-sale");
    expect((await visit(workspace.slug, page.slug)).status).toBe(404);

    const opened = await caller.website.pages.get({ id: page.id });
    expect(opened.draft.content.length).toBeGreaterThan(2);
    const hero = opened.draft.content[0]!;
    const firstDraft = { ...opened.draft, content: [{ ...hero, props: { ...hero.props, headline: "First headline" } }, ...opened.draft.content.slice(1)] };
    const saved = await caller.website.pages.saveDraft({ id: page.id, baseRevision: opened.draftRevision, draft: firstDraft });
    await caller.website.pages.publish({ id: page.id });
    expect(await (await visit(workspace.slug, page.slug)).text()).toContain("First headline");

    const secondDraft = { ...firstDraft, content: [{ ...hero, props: { ...hero.props, headline: "Second headline" } }, ...firstDraft.content.slice(1)] };
    await caller.website.pages.saveDraft({ id: page.id, baseRevision: saved.draftRevision, draft: secondDraft });
    const stillFirst = await (await visit(workspace.slug, page.slug)).text();
    expect(stillFirst).toContain("First headline");
    expect(stillFirst).not.toContain("Second headline");

    await caller.website.pages.publish({ id: page.id });
    expect(await (await visit(workspace.slug, page.slug)).text()).toContain("Second headline");

    await caller.website.pages.unpublish({ id: page.id });
    expect((await visit(workspace.slug, page.slug)).status).toBe(404);
  });

  it("refuses a draft saved from an older revision, naming the conflict", async () => {
    const { caller } = await owner();
    const page = await caller.website.pages.create({ title: "Webinar", template: "webinar" });
    const opened = await caller.website.pages.get({ id: page.id });
    await caller.website.pages.saveDraft({ id: page.id, baseRevision: opened.draftRevision, draft: opened.draft });
    const stale = await refusal(caller.website.pages.saveDraft({ id: page.id, baseRevision: opened.draftRevision, draft: opened.draft }));
    expect(stale.code).toBe("CONFLICT");
    expect(stale.message).toContain("Your changes are still in the editor");
  });

  it("keeps a version per publish and per save, and restores one into the draft only", async () => {
    const { caller, workspace } = await owner();
    const page = await caller.website.pages.create({ title: "Guide", template: "lead-magnet" });
    await caller.website.pages.publish({ id: page.id });
    const opened = await caller.website.pages.get({ id: page.id });
    await caller.website.pages.saveDraft({
      id: page.id,
      baseRevision: opened.draftRevision,
      draft: { ...opened.draft, content: opened.draft.content.slice(0, 1) },
    });
    await caller.website.pages.saveVersion({ id: page.id });
    const versions = await caller.website.pages.versions({ id: page.id });
    expect(versions.map((v) => [v.number, v.kind])).toEqual([
      [2, "save"],
      [1, "publish"],
    ]);
    await caller.website.pages.restore({ id: page.id, versionId: versions[1]!.id });
    const restored = await caller.website.pages.get({ id: page.id });
    expect(restored.draft.content).toHaveLength(opened.draft.content.length);
    expect(restored.draftRevision).toBe(opened.draftRevision + 2);
    expect((await visit(workspace.slug, page.slug)).status).toBe(200);
  });

  it("checks addresses: format, reserved words and one page per address", async () => {
    const { caller } = await owner();
    const a = await caller.website.pages.create({ title: "Offer", template: "blank" });
    const b = await caller.website.pages.create({ title: "Offer", template: "blank" });
    expect(b.slug).toBe("offer-2");
    expect((await refusal(caller.website.pages.updateSettings({ id: b.id, title: "Offer", slug: a.slug, brandKitId: null }))).message).toContain(
      "already uses this address",
    );
    expect((await refusal(caller.website.pages.updateSettings({ id: b.id, title: "Offer", slug: "Not OK!", brandKitId: null }))).code).toBe("BAD_REQUEST");
    expect((await refusal(caller.website.pages.updateSettings({ id: b.id, title: "Offer", slug: "api", brandKitId: null }))).message).toContain("reserved");
    expect((await refusal(caller.website.pages.delete({ id: b.id, confirm: "wrong" }))).code).toBe("BAD_REQUEST");
    await caller.website.pages.delete({ id: b.id, confirm: b.slug });
    expect((await caller.website.pages.list()).map((p) => p.id)).toEqual([a.id]);
  });

  it("lets a viewer read pages but not edit or publish them", async () => {
    const { caller, workspace } = await owner();
    const page = await caller.website.pages.create({ title: "Event", template: "event" });
    const viewer = await addMember(handle.db, workspace.id, "viewer");
    const viewerCaller = callerFor(handle.db, { userId: viewer.user.id, workspaceId: workspace.id });
    expect((await viewerCaller.website.pages.get({ id: page.id })).title).toBe("Event");
    expect((await refusal(viewerCaller.website.pages.publish({ id: page.id }))).code).toBe("FORBIDDEN");
  });

  it("cleans script out of rich text on save and answers the hosted page with its head, policy and cache headers", async () => {
    const { caller, workspace } = await owner();
    const page = await caller.website.pages.create({ title: "Safe", template: "blank" });
    const opened = await caller.website.pages.get({ id: page.id });
    const draft = {
      root: { props: { title: "Safe <page>", description: "About tea", noindex: true } },
      content: [
        ...opened.draft.content,
        { type: "text" as const, props: { id: "t1", html: `<p>Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p>` } },
      ],
    };
    await caller.website.pages.saveDraft({ id: page.id, baseRevision: opened.draftRevision, draft });
    const stored = await caller.website.pages.get({ id: page.id });
    expect(JSON.stringify(stored.draft)).not.toMatch(/<script|onerror/);
    await caller.website.pages.publish({ id: page.id });

    const response = await visit(workspace.slug, page.slug, "utm_source=news&utm_campaign=spring&other=x");
    const html = await response.text();
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=300");
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'sha256-[^']+'/);
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("https://www.youtube-nocookie.com");
    expect(csp).not.toContain("unsafe-inline");
    expect(html).toContain("<title>Safe &lt;page&gt;</title>");
    expect(html).toContain(`<meta name="description" content="About tea">`);
    expect(html).toContain(`<meta name="robots" content="noindex, nofollow">`);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toContain(`/api/og?title=`);
    expect(html).not.toContain("alert(");
    // The workspace's pop-ups come with the site script, from the product's own address, allowed by that address alone;
    // with the consent banner on (every workspace's default), the script stores nothing until the visitor chooses.
    const siteScript = html.match(/<script src="([^"]+)" data-workspace="([^"]+)" data-pageview="off" data-consent="required" async><\/script>/);
    expect(siteScript?.[1]).toMatch(/^https?:\/\/[^/]+\/api\/public\/site\.js$/);
    expect(siteScript?.[2]).toBe(workspace.slug);
    // The banner's and the page's own scripts by hash, then that one address.
    expect(csp).toMatch(new RegExp(`script-src 'sha256-[^']+' 'sha256-[^']+' ${siteScript![1]!.replace(/[.]/g, "\\.")};`));
    expect((await visit(workspace.slug, page.slug, "", response.headers.get("etag"))).status).toBe(304);

    await flushEvents();
    const views = await handle.db
      .select({ properties: analyticsEvents.properties, source: analyticsEvents.source })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.workspaceId, workspace.id), eq(analyticsEvents.event, "$pageview")));
    expect(views[0]).toEqual({ source: "page", properties: { page_id: page.id, utm_source: "news", utm_campaign: "spring" } });
  });

  it("answers 404 for an unknown workspace or page, and never shows another workspace's page", async () => {
    const { caller, workspace } = await owner();
    const other = await owner();
    const page = await caller.website.pages.create({ title: "Mine", template: "blank" });
    await caller.website.pages.publish({ id: page.id });
    expect((await visit("no-such-workspace", page.slug)).status).toBe(404);
    expect((await visit(workspace.slug, "no-such-page")).status).toBe(404);
    expect((await visit(other.workspace.slug, page.slug)).status).toBe(404);
    const notFound = await visit(workspace.slug, "nope");
    expect(await notFound.text()).toContain("isn't published");
  });

  it("counts a page's views, visitors and conversions (form_submit with its page_id) over the range", async () => {
    const { caller, workspace } = await owner();
    const page = await caller.website.pages.create({ title: "Counted", template: "blank" });
    await caller.website.pages.publish({ id: page.id });
    await visit(workspace.slug, page.slug);
    await visit(workspace.slug, page.slug);
    capture({ workspaceId: workspace.id, event: "form_submit", distinctId: "someone", source: "form", properties: { page_id: page.id, form_id: "f1" } });
    capture({ workspaceId: workspace.id, event: "form_submit", distinctId: "other", source: "form", properties: { form_id: "f1" } });
    await flushEvents();
    await rollupNow(handle.db);
    const stats = await caller.website.pages.stats({ id: page.id, days: 7 });
    expect(stats).toMatchObject({ views: 2, visitors: 1, conversions: 1, conversionRate: 1 });
    expect(stats.series).toHaveLength(7);
    expect(stats.series.at(-1)).toMatchObject({ views: 2, conversions: 1 });
  });

  it("lists every page with its views and conversion rate over the last 30 days", async () => {
    const { caller, workspace } = await owner();
    const seen = await caller.website.pages.create({ title: "Seen", template: "blank" });
    const quiet = await caller.website.pages.create({ title: "Quiet", template: "blank" });
    await caller.website.pages.publish({ id: seen.id });
    await visit(workspace.slug, seen.slug);
    await visit(workspace.slug, seen.slug);
    capture({ workspaceId: workspace.id, event: "$pageview", distinctId: "second-visitor", source: "page", properties: { page_id: seen.id } });
    capture({ workspaceId: workspace.id, event: "form_submit", distinctId: "second-visitor", source: "form", properties: { page_id: seen.id } });
    // Another workspace's events never count here, even naming this page.
    const other = await owner();
    capture({ workspaceId: other.workspace.id, event: "$pageview", distinctId: "x", source: "page", properties: { page_id: seen.id } });
    await flushEvents();
    await rollupNow(handle.db);
    const list = await caller.website.pages.list();
    expect(list.find((p) => p.id === seen.id)).toMatchObject({ views: 3, visitors: 2, conversions: 1, conversionRate: 0.5 });
    expect(list.find((p) => p.id === quiet.id)).toMatchObject({ views: 0, visitors: 0, conversions: 0, conversionRate: null });
  });
});
