import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLimit, recordUsage } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { FILES_ROUTE, LocalDriver, setStorageForTests, usedBytes } from "@/server/storage";
import { handleFileRequest } from "@/server/storage/files-route";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { clearMediaUsage, recordMediaUsage } from "./media-usage.service";

let root: string;
let driver: LocalDriver;
let handle: DbHandle;

const put = (url: string, init: RequestInit) => {
  const u = new URL(url);
  return handleFileRequest(
    new Request(url, { ...init, method: "PUT", duplex: "half" } as RequestInit),
    u.pathname.slice(FILES_ROUTE.length + 1).split("/"),
    driver,
  );
};
const stored = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.parentPath.includes(".incoming")).length;
const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#0b3d91" } })
    .png()
    .toBuffer();

async function workspace() {
  const { owner, workspace, tenant } = await makeWorkspace(handle.db);
  return { caller: callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id }), tenant };
}

/** The page's upload: ask for a link, PUT the bytes, say it arrived. */
async function upload(caller: TestCaller, data: Buffer, name: string, contentType = "image/png", extra: { folderId?: string | null } = {}) {
  const link = await caller.assets.media.createUpload({ contentType: contentType as "image/png", bytes: data.length });
  const res = await put(link.url, { headers: link.headers, body: new Uint8Array(data) });
  expect(res.status).toBe(201);
  return caller.assets.media.completeUpload({ key: link.key, name, ...extra });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "amt-media-"));
  driver = new LocalDriver({ root, secret: "test-signing-secret", baseUrl: "http://app.test" });
  setStorageForTests(driver);
  handle = await createTestDb();
});
afterAll(async () => {
  setStorageForTests(null);
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("media library uploads", () => {
  it("stores an image with its size and pixels, finds it by name or description, and counts it against the plan", async () => {
    const { caller, tenant } = await workspace();
    const data = await png(40, 30);
    const file = await upload(caller, data, "Spring shoes.png");
    expect(file).toMatchObject({ name: "Spring shoes.png", contentType: "image/png", width: 40, height: 30, bytes: data.length, usages: [] });
    expect(file.url).toContain(FILES_ROUTE);
    expect(await usedBytes(handle.db, tenant.workspaceId)).toBe(data.length);
    await caller.assets.media.update({ id: file.id, name: "Spring shoes.png", altText: "Red running shoes on grass" });
    expect((await caller.assets.media.list({ q: "running" })).items.map((i) => i.id)).toEqual([file.id]);
    expect((await caller.assets.media.list({ q: "shoes" })).items.map((i) => i.id)).toEqual([file.id]);
    expect((await caller.assets.media.list({ q: "winter" })).items).toEqual([]);
  });

  it("refuses an SVG carrying script, and a PNG named .pdf, by their bytes, and keeps nothing of either", async () => {
    const { caller, tenant } = await workspace();
    const before = stored();
    await expect(caller.assets.media.createUpload({ contentType: "image/svg+xml" as "image/png", bytes: 100 })).rejects.toThrow(/Upload a PNG, JPEG/);
    // Claimed as a PNG, it is an SVG with script all the same.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(upload(caller, svg, "logo.png")).rejects.toThrow(/SVG images can't be used here, because they can contain script/);
    await expect(upload(caller, await png(), "Price list.pdf", "application/pdf")).rejects.toThrow(
      "This file is named .pdf but is a PNG image, going by its contents. Rename it to .png if that's what it is, and upload it again.",
    );
    expect(stored()).toBe(before);
    expect(await usedBytes(handle.db, tenant.workspaceId)).toBe(0);
    expect((await caller.assets.media.list({})).items).toEqual([]);
  });

  it("refuses a too-large file before storing it: a 2 GB claim, and a stream past the link's cap", async () => {
    const { caller } = await workspace();
    await expect(caller.assets.media.createUpload({ contentType: "image/png", bytes: 2 * 1024 ** 3 })).rejects.toThrow(/larger than 20(\.0)? MB/);
    const link = await caller.assets.media.createUpload({ contentType: "image/png", bytes: 100 });
    const big = Readable.toWeb(Readable.from([Buffer.alloc(15 * 1024 * 1024), Buffer.alloc(15 * 1024 * 1024)])) as ReadableStream<Uint8Array>;
    const res = await put(link.url, { headers: link.headers, body: big });
    expect(res.status).toBe(413);
    expect(await driver.head(link.key)).toBeNull();
    await expect(caller.assets.media.completeUpload({ key: link.key, name: "big.png" })).rejects.toThrow(/didn't arrive/);
  });

  it("refuses an upload the plan's storage has no room for", async () => {
    const { caller, tenant } = await workspace();
    const { limit } = await checkLimit(handle.db, tenant, "storage", 0);
    await recordUsage(handle.db, tenant, "storage", limit - 10);
    await expect(caller.assets.media.createUpload({ contentType: "image/png", bytes: 1_000 })).rejects.toThrow(/storage/i);
  });
});

describe("media folders and usage", () => {
  it("creates, renames, moves into and deletes folders; a deleted folder's files stay in the library", async () => {
    const { caller } = await workspace();
    const folder = await caller.assets.media.createFolder({ name: "Summer sale" });
    await expect(caller.assets.media.createFolder({ name: "summer SALE" })).rejects.toThrow("Another folder has this name. Choose another.");
    await caller.assets.media.renameFolder({ id: folder.id, name: "Summer 2026" });
    const a = await upload(caller, await png(), "a.png", "image/png", { folderId: folder.id });
    const b = await upload(caller, await png(), "b.png");
    expect((await caller.assets.media.list({ folderId: folder.id })).items.map((i) => i.id)).toEqual([a.id]);
    expect((await caller.assets.media.list({ folderId: null })).items.map((i) => i.id)).toEqual([b.id]);
    await caller.assets.media.move({ ids: [b.id], folderId: folder.id });
    expect(await caller.assets.media.folders()).toEqual({ folders: [{ id: folder.id, name: "Summer 2026", files: 2 }], unfiled: 0, total: 2 });
    await caller.assets.media.deleteFolder({ id: folder.id });
    expect(await caller.assets.media.folders()).toEqual({ folders: [], unfiled: 2, total: 2 });
  });

  it("lists where a file is used, forgets a use when told, and deleting the file gives its bytes back", async () => {
    const { caller, tenant } = await workspace();
    const file = await upload(caller, await png(), "hero.png");
    await recordMediaUsage(handle.db, tenant, { mediaId: file.id, module: "website", refId: "page-1", label: "Landing page “Spring”", href: "/p/x" });
    await recordMediaUsage(handle.db, tenant, { mediaId: file.id, module: "website", refId: "page-1", label: "Landing page “Spring sale”", href: "/p/x" });
    await recordMediaUsage(handle.db, tenant, { mediaId: file.id, module: "messaging", refId: "email-1", label: "Email “Welcome”" });
    const got = await caller.assets.media.get({ id: file.id });
    expect(got.usages.map((u) => u.label)).toEqual(["Email “Welcome”", "Landing page “Spring sale”"]);
    expect((await caller.assets.media.list({})).items[0]!.usageCount).toBe(2);
    await clearMediaUsage(handle.db, tenant, { module: "website", refId: "page-1" });
    expect((await caller.assets.media.get({ id: file.id })).usages.map((u) => u.module)).toEqual(["messaging"]);
    await caller.assets.media.delete({ id: file.id });
    expect(await usedBytes(handle.db, tenant.workspaceId)).toBe(0);
    await expect(caller.assets.media.get({ id: file.id })).rejects.toThrow(/not found/i);
  });
});
