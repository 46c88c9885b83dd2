import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, flushEvents, rollupNow, SITE_EVENTS } from "@/modules/analytics";
import type { DbHandle } from "@/server/db/client";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { blankPopup, type CreatePopupInput } from "./contracts/popups.contracts";
import { PUBLIC_LIMITS } from "./contracts/popups.constants";
import { handlePopupsConfig, handleSiteEvents, handleSiteScript } from "./index";
import { resetPublicLimits } from "./server/popups-public";
import type { SiteConfig } from "./site-script/types";

let handle: DbHandle;
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  // captureMany() writes to the process's database: this file's.
  globalDb.__amtDb = handle;
});
afterAll(async () => {
  await flushEvents();
  delete globalDb.__amtDb;
  await handle.close();
});
beforeEach(() => resetPublicLimits());

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

const popupInput = (over: Partial<CreatePopupInput> = {}): CreatePopupInput => ({
  ...blankPopup,
  name: "Spring sale",
  content: { ...blankPopup.content, headline: "20% off this week", url: "https://shop.example/sale" },
  ...over,
});

async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return "OK";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

const get = (path: string, ip = "203.0.113.5") => new Request(`http://app.test${path}`, { headers: { "x-forwarded-for": ip } });
const post = (body: string, ip = "203.0.113.5") =>
  new Request("http://app.test/api/public/events", { method: "POST", body, headers: { "x-forwarded-for": ip, "content-type": "text/plain" } });

describe("website.popups", () => {
  it("creates a draft, saves with the version it started from and refuses a stale save", async () => {
    const { caller } = await owner();
    const popup = await caller.website.popups.create(popupInput());
    expect(popup.status).toBe("draft");
    const saved = await caller.website.popups.update({ ...popupInput({ name: "Spring sale 2" }), id: popup.id, expectedUpdatedAt: popup.updatedAt });
    expect(saved.name).toBe("Spring sale 2");
    expect(await codeOf(caller.website.popups.update({ ...popupInput(), id: popup.id, expectedUpdatedAt: popup.updatedAt }))).toBe("CONFLICT");
  });

  it("refuses content that doesn't fit its kind and addresses that aren't http(s)", async () => {
    const { caller } = await owner();
    expect(await codeOf(caller.website.popups.create(popupInput({ content: { ...blankPopup.content, headline: "x", url: "javascript:alert(1)" } })))).toBe(
      "BAD_REQUEST",
    );
    expect(await codeOf(caller.website.popups.create(popupInput({ content: { ...blankPopup.content, kind: "offer-code", headline: "x" } })))).toBe(
      "BAD_REQUEST",
    );
  });

  it("duplicates as a draft copy and deletes only when the name is typed back", async () => {
    const { caller } = await owner();
    const popup = await caller.website.popups.create(popupInput());
    await caller.website.popups.setStatus({ id: popup.id, status: "live" });
    const copy = await caller.website.popups.duplicate({ id: popup.id });
    expect(copy).toMatchObject({ name: "Spring sale (copy)", status: "draft" });
    expect(await codeOf(caller.website.popups.delete({ id: popup.id, confirmName: "nope" }))).toBe("BAD_REQUEST");
    await caller.website.popups.delete({ id: popup.id, confirmName: "spring sale" });
    expect(await codeOf(caller.website.popups.get({ id: popup.id }))).toBe("NOT_FOUND");
  });

  it("lets a viewer read but not change pop-ups", async () => {
    const { caller, workspace } = await owner();
    await caller.website.popups.create(popupInput());
    const viewer = await addMember(handle.db, workspace.id, "viewer");
    const asViewer = callerFor(handle.db, { userId: viewer.user.id, workspaceId: workspace.id });
    expect((await asViewer.website.popups.list()).popups).toHaveLength(1);
    expect(await codeOf(asViewer.website.popups.create(popupInput()))).toBe("FORBIDDEN");
  });

  it("gives the install snippet with the workspace's address", async () => {
    const { caller, workspace } = await owner();
    const { snippet } = await caller.website.popups.snippet();
    expect(snippet).toMatch(new RegExp(`^<script src="https?://[^"]+/api/public/site\\.js" data-workspace="${workspace.slug}" async></script>$`));
  });
});

describe("GET /api/public/popups", () => {
  it("serves live pop-ups within their schedule only, with the fields the script needs", async () => {
    const { caller, workspace } = await owner();
    const live = await caller.website.popups.create(popupInput({ name: "Live one" }));
    await caller.website.popups.setStatus({ id: live.id, status: "live" });
    const paused = await caller.website.popups.create(popupInput({ name: "Paused one" }));
    await caller.website.popups.setStatus({ id: paused.id, status: "paused" });
    await caller.website.popups.create(popupInput({ name: "Draft one" }));
    const later = await caller.website.popups.create(popupInput({ name: "Later", schedule: { startsAt: "2999-01-01T00:00", endsAt: "" } }));
    await caller.website.popups.setStatus({ id: later.id, status: "live" });

    const response = await handlePopupsConfig(handle.db, get(`/api/public/popups?ws=${workspace.slug}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const config = (await response.json()) as SiteConfig;
    expect(config.popups.map((p) => p.id)).toEqual([live.id]);
    expect(Object.keys(config.popups[0]!).sort()).toEqual(["colours", "content", "frequency", "id", "style", "targeting", "trigger"]);
    expect(JSON.stringify(config)).not.toContain("Live one");
  });

  it("answers 404 for a workspace that doesn't exist", async () => {
    const response = await handlePopupsConfig(handle.db, get("/api/public/popups?ws=no-such-workspace"));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ popups: [] });
  });

  it("limits one address's requests a minute", async () => {
    const { workspace } = await owner();
    for (let i = 0; i < PUBLIC_LIMITS.perIpPerMinute; i++)
      expect((await handlePopupsConfig(handle.db, get(`/api/public/popups?ws=${workspace.slug}`, "198.51.100.9"))).status).toBe(200);
    const refused = await handlePopupsConfig(handle.db, get(`/api/public/popups?ws=${workspace.slug}`, "198.51.100.9"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await handlePopupsConfig(handle.db, get(`/api/public/popups?ws=${workspace.slug}`, "198.51.100.10"))).status).toBe(200);
  });
});

describe("POST /api/public/events", () => {
  it("records the script's view and conversion of the workspace's own pop-up, without an id when none is sent", async () => {
    const { caller, workspace } = await owner();
    const popup = await caller.website.popups.create(popupInput());
    const other = await owner();
    const foreign = await other.caller.website.popups.create(popupInput());
    const body = JSON.stringify({
      ws: workspace.slug,
      events: [
        { event: SITE_EVENTS.popupView, properties: { popup_id: popup.id, $current_url: "https://shop.example/?utm_source=news" } },
        { event: SITE_EVENTS.popupConversion, properties: { popup_id: popup.id }, distinctId: "visitor-1" },
        { event: SITE_EVENTS.popupView, properties: { popup_id: foreign.id } },
        { event: "form_submit", properties: {} },
      ],
    });
    const response = await handleSiteEvents(handle.db, post(body));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2, rejected: 2 });
    await flushEvents();
    const rows = await handle.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.workspaceId, workspace.id)));
    expect(rows.map((r) => [r.event, r.source]).sort()).toEqual([
      [SITE_EVENTS.popupConversion, "site-script"],
      [SITE_EVENTS.popupView, "site-script"],
    ]);
    const view = rows.find((r) => r.event === SITE_EVENTS.popupView)!;
    expect(view.distinctId).toMatch(/^anon-/);
    expect(view.properties).toMatchObject({ popup_id: popup.id, utm_source: "news" });
    await rollupNow(handle.db);
    const { popups } = await caller.website.popups.list();
    expect(popups[0]!.stats).toEqual({ views: 1, conversions: 1, rate: 1 });
  });

  it("refuses a body over the size limit, an unknown workspace and a flood from one workspace", async () => {
    const { workspace } = await owner();
    expect((await handleSiteEvents(handle.db, post("x".repeat(PUBLIC_LIMITS.eventsBodyBytes + 1)))).status).toBe(413);
    expect((await handleSiteEvents(handle.db, post(JSON.stringify({ ws: "nobody-here", events: [] })))).status).toBe(404);
    expect((await handleSiteEvents(handle.db, post("{not json"))).status).toBe(400);
    const batch = JSON.stringify({ ws: workspace.slug, events: Array.from({ length: PUBLIC_LIMITS.eventsPerBatch }, () => ({ event: "$pageview" })) });
    let status = 0;
    for (let i = 0; i * PUBLIC_LIMITS.eventsPerBatch <= PUBLIC_LIMITS.perWorkspacePerMinute; i++) {
      status = (await handleSiteEvents(handle.db, post(batch, `192.0.2.${i % 250}`))).status;
      if (status !== 202) break;
    }
    expect(status).toBe(429);
  });
});

describe("GET /api/public/site.js", () => {
  it("serves the script as JavaScript with an ETag, and 304 when it hasn't changed", async () => {
    const first = await handleSiteScript(new Request("http://app.test/api/public/site.js"));
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const etag = first.headers.get("etag")!;
    const again = await handleSiteScript(new Request("http://app.test/api/public/site.js", { headers: { "if-none-match": etag } }));
    expect(again.status).toBe(304);
  }, 60_000);
});
