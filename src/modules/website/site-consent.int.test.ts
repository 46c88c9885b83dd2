import { createHash } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { flushEvents } from "@/modules/analytics";
import type { DbHandle } from "@/server/db/client";
import { callerFor } from "~tests/support/caller";
import { parseCsv } from "~tests/support/csv";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { handleConsentChoice, resetConsentLimits } from "./server/consent-public";
import { handleConsentRecordsCsv } from "./server/consent-records-csv";
import { handleHostedForm } from "./server/form-public-http";
import { forgetPublishedForms } from "./server/form-intake.service";
import { serveHostedPage } from "./server/pages.hosting";
import { liveSiteConfig } from "./server/popups-public";

let handle: DbHandle;
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  globalDb.__amtDb = handle;
}, 300_000);
afterAll(async () => {
  await flushEvents();
  delete globalDb.__amtDb;
  await handle.close();
});
beforeEach(() => resetConsentLimits());

const HOSTILE = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;
const settings = {
  enabled: true,
  message: "We measure visits.",
  acceptLabel: "Accept all",
  rejectLabel: "Reject all",
  chooseLabel: "Choose",
  privacyUrl: "https://example.com/privacy",
  position: "bottom" as const,
};

async function publishedPage() {
  const ws = await makeWorkspace(handle.db);
  const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const page = await caller.website.pages.create({ title: "Spring sale", template: "product-launch" });
  await caller.website.pages.publish({ id: page.id });
  return { ...ws, caller, page };
}

const visit = (workspaceSlug: string, pageSlug: string) =>
  serveHostedPage(handle.db, { workspaceSlug, pageSlug, search: new URLSearchParams(), ip: "203.0.113.9", userAgent: "test-browser" }, null);

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
/** Every inline script and style of a document is allowed by a hash of the policy; nothing is allowed inline otherwise. */
function expectStrictPolicy(html: string, csp: string) {
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  for (const s of scripts) expect(csp).toContain(sha(s));
  for (const s of styles) expect(csp).toContain(sha(s));
  // No tag carries an event handler (a typed text that looks like one is escaped, so it opens no tag).
  expect(/<[a-z][^>]*\son[a-z]+\s*=/i.test(html.replace(/<script>[\s\S]*?<\/script>/g, ""))).toBe(false);
}

const choice = (body: Record<string, unknown> | string, headers: Record<string, string> = {}) =>
  handleConsentChoice(
    handle.db,
    new Request("http://app.test/api/public/consent", {
      method: "POST",
      headers: { "content-type": "text/plain", "x-forwarded-for": "198.51.100.7", "user-agent": "test-browser", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

describe("the consent banner on hosted pages", () => {
  it("is on by default: the banner and its script are in the page, hidden until the script reads the cookie, under a strict policy", async () => {
    const { workspace, page } = await publishedPage();
    const response = await visit(workspace.slug, page.slug);
    const html = await response.text();
    const csp = response.headers.get("content-security-policy")!;
    expect(html).toContain(`<section id="aimt-consent"`);
    expect(html).toMatch(/id="aimt-consent"[^>]* hidden/);
    expect(html).toContain(`data-paths="/p/${workspace.slug},/f/${workspace.slug}"`);
    expect(html).toContain(`data-consent="accept"`);
    expect(html).toContain(`data-consent="reject"`);
    expect(html).toContain(`data-consent="open"`);
    expectStrictPolicy(html, csp);
  });

  it("draws the workspace's texts as text, and leaves the page without banner when it is turned off", async () => {
    const { caller, workspace, page } = await publishedPage();
    const first = await visit(workspace.slug, page.slug);
    await caller.website.consent.update({ ...settings, message: HOSTILE, acceptLabel: `"><b>x` });
    const hostile = await visit(workspace.slug, page.slug);
    const html = await hostile.text();
    expect(hostile.headers.get("etag")).not.toBe(first.headers.get("etag"));
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;&lt;script&gt;");
    expect(html).toContain("&quot;&gt;&lt;b&gt;x</button>");
    expectStrictPolicy(html, hostile.headers.get("content-security-policy")!);

    await caller.website.consent.update({ ...settings, enabled: false });
    const off = await (await visit(workspace.slug, page.slug)).text();
    expect(off).not.toContain("aimt-consent");
    expect(off).not.toContain("__aimtSiteConsent=st");
  });

  it("bumps the banner version when a text changes, not when it moves or is switched off", async () => {
    const { caller } = await publishedPage();
    expect((await caller.website.consent.get()).version).toBe("v1");
    expect(await caller.website.consent.update(settings)).toEqual({ version: "v2", reworded: true });
    expect(await caller.website.consent.update({ ...settings, position: "bottom-left", enabled: false })).toEqual({ version: "v2", reworded: false });
    expect(await caller.website.consent.update({ ...settings, privacyUrl: "" })).toEqual({ version: "v3", reworded: true });
    const config = await liveSiteConfig(handle.db, { id: (await caller.identity.workspaces.current()).id, slug: "unused" });
    expect(config.consent).toMatchObject({ enabled: true, version: "v3", message: settings.message, privacyUrl: "" });
  });

  it("lets owners and admins change the banner, not members or viewers", async () => {
    const { workspace } = await publishedPage();
    for (const role of ["member", "viewer"] as const) {
      const { user } = await addMember(handle.db, workspace.id, role);
      const caller = callerFor(handle.db, { userId: user.id, workspaceId: workspace.id });
      await expect(caller.website.consent.update(settings)).rejects.toSatisfy((e: unknown) => e instanceof TRPCError && e.code === "FORBIDDEN");
      await expect(caller.website.consent.records({})).rejects.toBeInstanceOf(TRPCError);
    }
  });
});

describe("the consent banner on hosted forms", () => {
  it("shows on the hosted form with its script from 'self', never in the frame variant", async () => {
    const ws = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    const created = await caller.website.forms.create({ name: "Newsletter" });
    await caller.website.forms.update({
      id: created.id,
      name: "Newsletter",
      status: "published",
      definition: created.definition,
      expectedUpdatedAt: created.updatedAt,
    });
    forgetPublishedForms();
    const open = (query: string) =>
      handleHostedForm(new Request(`http://app.test/f/${ws.workspace.slug}/${created.id}${query}`), { workspace: ws.workspace.slug, formId: created.id });
    const full = await open("");
    const html = await full.text();
    expect(html).toContain(`<section id="aimt-consent"`);
    expect(html).toContain(`data-source="form"`);
    expect(html).toContain(`<script src="/api/public/consent.js" defer></script>`);
    expect(full.headers.get("content-security-policy")).toContain("script-src 'self'");
    const frame = await (await open("?embed=1")).text();
    expect(frame).not.toContain("aimt-consent");
    expect(frame).not.toContain("consent.js");
  });
});

describe("POST /api/public/consent", () => {
  it("records a site visitor's choice with its banner version, the page without its query and no personal data; admins list it", async () => {
    const { caller, workspace } = await publishedPage();
    expect(
      (
        await choice({
          ws: workspace.slug,
          analytics: 1,
          advertising: 0,
          version: "v1",
          url: `https://app.test/p/${workspace.slug}/spring-sale?email=a@b.test`,
          source: "page",
          vid: "visitor-0001",
        })
      ).status,
    ).toBe(204);
    expect((await choice({ ws: workspace.slug, analytics: 0, advertising: 0, version: "v1", url: "not an address", source: "site-script" })).status).toBe(204);

    const all = await caller.website.consent.records({});
    expect(all.totals).toEqual({ total: 2, accepted: 0, rejected: 1 });
    const custom = all.records.find((r) => r.analytics === 1)!;
    expect(custom).toMatchObject({
      advertising: 0,
      bannerVersion: "v1",
      source: "page",
      pageUrl: `https://app.test/p/${workspace.slug}/spring-sale`,
      visitorId: "visitor-0001",
    });
    const rejected = all.records.find((r) => r.analytics === 0)!;
    expect(rejected.visitorId).toMatch(/^anon_/);
    expect(rejected.pageUrl).toBeNull();

    expect((await caller.website.consent.records({ choice: "rejected" })).records).toHaveLength(1);
    expect((await caller.website.consent.records({ choice: "custom" })).records).toHaveLength(1);
    expect((await caller.website.consent.records({ choice: "accepted" })).records).toHaveLength(0);
    expect((await caller.website.consent.records({ source: "site-script" })).records).toHaveLength(1);
  });

  it("refuses what isn't a choice, a body too large, and a flood from one address; an unknown workspace records nothing", async () => {
    const { caller, workspace } = await publishedPage();
    const ok = { ws: workspace.slug, analytics: 1, advertising: 1, version: "v1", url: "https://example.com/", source: "site-script" };
    expect((await choice("{not json")).status).toBe(400);
    expect((await choice({ ...ok, analytics: -1 })).status).toBe(400);
    expect((await choice({ ...ok, version: "v1; drop" })).status).toBe(400);
    expect((await choice({ ...ok, padding: "x".repeat(4000) })).status).toBe(413);
    expect((await choice({ ...ok, ws: "no-such-workspace-anywhere" })).status).toBe(204);
    let last = 0;
    for (let i = 0; i < 25; i++) last = (await choice(ok, { "x-forwarded-for": "198.51.100.99" })).status;
    expect(last).toBe(429);
    expect((await caller.website.consent.records({})).totals.total).toBe(20);
  });

  it("downloads the filtered records as CSV for owners and admins only", async () => {
    const { workspace, owner } = await publishedPage();
    await choice({
      ws: workspace.slug,
      analytics: 1,
      advertising: 1,
      version: "v1",
      url: "https://example.com/=cmd",
      source: "site-script",
      vid: "visitor-csv-1",
    });
    await choice({ ws: workspace.slug, analytics: 0, advertising: 0, version: "v1", url: "https://example.com/b", source: "page" });
    const cookiesFor = async (userId: string) => {
      const token = await encode({ token: { sub: userId, email: "someone@example.test", sv: 0 }, secret: process.env.NEXTAUTH_SECRET! });
      const jar = new Map([
        ["next-auth.session-token", token],
        ["amt.workspace", workspace.id],
      ]);
      return {
        get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
        getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      };
    };
    const download = async (userId: string, query: string) =>
      handleConsentRecordsCsv({ db: handle.db, cookies: await cookiesFor(userId), headers: new Headers(), search: new URLSearchParams(query) });

    const response = await download(owner.id, "choice=accepted&days=7");
    expect(response.headers.get("content-type")).toContain("text/csv");
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual(["Recorded at", "Analytics", "Advertising", "Banner version", "Source", "Page", "Visitor id"]);
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1]!.slice(1)).toEqual(["granted", "granted", "v1", "Your website (site script)", "https://example.com/=cmd", "visitor-csv-1"]);

    const { user } = await addMember(handle.db, workspace.id, "member");
    expect((await download(user.id, "")).status).toBe(403);
    expect((await download(owner.id, "days=3")).status).toBe(400);
  });
});
