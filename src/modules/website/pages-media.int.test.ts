import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getMedia, handlePublicMedia, publicMediaPath, storeMedia } from "@/modules/assets";
import type { DbHandle } from "@/server/db/client";
import { LocalDriver, setStorageForTests } from "@/server/storage";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { serveHostedPage } from "./server/pages.hosting";

let root: string;
let handle: DbHandle;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "amt-page-media-"));
  setStorageForTests(new LocalDriver({ root, secret: "test-signing-secret", baseUrl: "http://app.test" }));
  handle = await createTestDb();
});
afterAll(async () => {
  setStorageForTests(null);
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 20, height: 10, channels: 3, background: "#0b3d91" } })
    .png()
    .toBuffer();

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

/** A page whose image block shows a library file, and that file. */
async function pageWithLibraryImage() {
  const o = await owner();
  const file = await storeMedia(handle.db, o.tenant, { data: await png(), name: "hero.png" });
  const page = await o.caller.website.pages.create({ title: "Launch", template: "blank" });
  const opened = await o.caller.website.pages.get({ id: page.id });
  const media = { id: file.id, name: "hero.png", url: publicMediaPath(o.workspace.slug, file.id) };
  await o.caller.website.pages.saveDraft({
    id: page.id,
    baseRevision: opened.draftRevision,
    draft: { root: { props: { title: "Launch" } }, content: [{ type: "image", props: { id: "img-1", media, src: "", alt: "Our roastery", caption: "" } }] },
  });
  return { ...o, page, file, media };
}

const fetchMedia = (workspaceSlug: string, id: string, etag: string | null = null) => handlePublicMedia(handle.db, workspaceSlug, id, etag);

describe("library images on landing pages", () => {
  it("serves a published page's library image at its public address, cacheable, and only while the page is published", async () => {
    const o = await pageWithLibraryImage();
    expect((await fetchMedia(o.workspace.slug, o.file.id)).status).toBe(404); // a draft shows nobody anything

    await o.caller.website.pages.publish({ id: o.page.id });
    const html = await (
      await serveHostedPage(
        handle.db,
        { workspaceSlug: o.workspace.slug, pageSlug: o.page.slug, search: new URLSearchParams(), ip: null, userAgent: "t" },
        null,
      )
    ).text();
    expect(html).toContain(`<img src="${o.media.url}" alt="Our roastery"`);

    const res = await fetchMedia(o.workspace.slug, o.file.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d{6,}/);
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(20);
    expect((await fetchMedia(o.workspace.slug, o.file.id, etag)).status).toBe(304);

    const usages = (await getMedia(handle.db, o.tenant, o.file.id)).usages;
    expect(usages).toEqual([expect.objectContaining({ module: "website.pages", refId: o.page.id, label: "Landing page: Launch" })]);

    await o.caller.website.pages.unpublish({ id: o.page.id });
    expect((await fetchMedia(o.workspace.slug, o.file.id)).status).toBe(404);
    expect((await getMedia(handle.db, o.tenant, o.file.id)).usages).toEqual([]);

    await o.caller.website.pages.publish({ id: o.page.id });
    expect((await fetchMedia(o.workspace.slug, o.file.id)).status).toBe(200);
    await o.caller.website.pages.delete({ id: o.page.id, confirm: o.page.slug });
    expect((await fetchMedia(o.workspace.slug, o.file.id)).status).toBe(404);
  });

  it("answers 404 for another workspace's file, an unknown workspace, a file not in public use and a malformed id", async () => {
    const o = await pageWithLibraryImage();
    await o.caller.website.pages.publish({ id: o.page.id });
    const other = await owner();
    const unused = await storeMedia(handle.db, o.tenant, { data: await png(), name: "unused.png" });
    expect((await fetchMedia(other.workspace.slug, o.file.id)).status).toBe(404);
    expect((await fetchMedia("no-such-workspace", o.file.id)).status).toBe(404);
    expect((await fetchMedia(o.workspace.slug, unused.id)).status).toBe(404);
    expect((await fetchMedia(o.workspace.slug, "../../etc/passwd")).status).toBe(404);

    // Another workspace's page naming this file: publishing records no use there, and its address for it stays a 404.
    const theirs = await other.caller.website.pages.create({ title: "Thief", template: "blank" });
    const opened = await other.caller.website.pages.get({ id: theirs.id });
    const stolen = { id: o.file.id, name: "x", url: publicMediaPath(other.workspace.slug, o.file.id) };
    await other.caller.website.pages.saveDraft({
      id: theirs.id,
      baseRevision: opened.draftRevision,
      draft: { root: { props: {} }, content: [{ type: "image", props: { id: "i", media: stolen } }] },
    });
    await other.caller.website.pages.publish({ id: theirs.id });
    expect((await fetchMedia(other.workspace.slug, o.file.id)).status).toBe(404);
    expect((await getMedia(handle.db, o.tenant, o.file.id)).usages).toHaveLength(1);
  });
});
