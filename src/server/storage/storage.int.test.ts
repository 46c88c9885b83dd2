import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLimit, recordUsage, usage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { driverContract, PNG_BYTES } from "./driver-test-kit";
import { handleFileRequest } from "./files-route";
import { FILES_ROUTE, LocalDriver } from "./local";
import { setStorageForTests, storage } from "./config";
import { completeUpload, createUploadUrl, deleteFile, fileUrl, storeFile, usedBytes } from "./objects.service";
import { ALLOW } from "./sniff";

const EXE = Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000b800000000000000400000000000000000", "hex"), Buffer.alloc(200)]);
/** A one-entry ZIP ("a.txt": hello): a document that is served as an attachment. */
const ZIP = (() => {
  const name = Buffer.from("a.txt");
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt32LE(5, 18);
  header.writeUInt32LE(5, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, Buffer.from("hello")]);
})();

let root: string;
let driver: LocalDriver;
let handle: DbHandle;
let tenant: Tenant;
let other: Tenant;

/** Sends a signed URL's request through the files route, as Next would. */
const request = (url: string, init?: RequestInit) => {
  const u = new URL(url);
  const parts = u.pathname.slice(FILES_ROUTE.length + 1).split("/");
  return handleFileRequest(new Request(url, { ...init, duplex: "half" } as RequestInit), parts, driver);
};
const stored = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.parentPath.includes(".incoming"));

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "amt-storage-"));
  driver = new LocalDriver({ root, secret: "test-signing-secret", baseUrl: "http://app.test" });
  handle = await createTestDb();
  ({ tenant } = await makeWorkspace(handle.db));
  ({ tenant: other } = await makeWorkspace(handle.db));
});
afterAll(async () => {
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("local driver (files in a temp folder, links through the files route)", () => {
  driverContract({ driver: () => driver, request });
});

describe("the files route", () => {
  it("serves safe images inline and other files as attachments, always with nosniff and a closed policy", async () => {
    const png = await storeFile(
      handle.db,
      tenant,
      { purpose: "creative", body: PNG_BYTES, fileName: "Spring banner.png", maxBytes: 10_000, allow: ALLOW.images },
      driver,
    );
    const res = await request(await fileUrl(handle.db, tenant, png.key, {}, driver));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="Spring banner.png"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");

    const zip = await storeFile(
      handle.db,
      tenant,
      { purpose: "team-file", body: ZIP, fileName: "Q3 plan.zip", maxBytes: 10_000, allow: ALLOW.documents },
      driver,
    );
    expect(zip.contentType).toBe("application/zip");
    const download = await request(await fileUrl(handle.db, tenant, zip.key, {}, driver));
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="Q3 plan.zip"/);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses a tampered, expired or re-purposed link", async () => {
    const png = await storeFile(handle.db, tenant, { purpose: "creative", body: PNG_BYTES, maxBytes: 10_000, allow: ALLOW.images }, driver);
    const url = new URL(await fileUrl(handle.db, tenant, png.key, {}, driver));
    url.searchParams.set("name", "evil.html");
    expect((await request(url.toString())).status).toBe(403);
    const expired = await fileUrl(handle.db, tenant, png.key, { now: new Date(Date.now() - 7200_000), expiresInSeconds: 60 }, driver);
    expect((await request(expired)).status).toBe(403);
    // A download link can't be used to upload.
    const get = await fileUrl(handle.db, tenant, png.key, {}, driver);
    expect((await request(get, { method: "PUT", headers: { "Content-Type": "image/png" }, body: PNG_BYTES })).status).toBe(403);
  });

  it("refuses an upload of another type or past the link's size, and keeps nothing of it", async () => {
    const put = await createUploadUrl(handle.db, tenant, { purpose: "creative", contentType: "image/png", maxBytes: 100, allow: ALLOW.images }, driver);
    const wrongType = await request(put.url, { method: "PUT", headers: { "Content-Type": "text/html" }, body: PNG_BYTES });
    expect(wrongType.status).toBe(415);
    const big = Readable.toWeb(Readable.from([Buffer.alloc(80), Buffer.alloc(80)])) as ReadableStream<Uint8Array>;
    const tooBig = await request(put.url, { method: "PUT", headers: put.headers, body: big });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toMatch(/larger than 100 B|larger than/);
    expect(await driver.head(put.key)).toBeNull();
  });
});

describe("storing a workspace's files", () => {
  it("uses the local disk when no bucket or container is set, and the driver tests put in place", async () => {
    expect((await storage()).kind).toBe("local");
    setStorageForTests(driver);
    try {
      const row = await storeFile(handle.db, tenant, { purpose: "creative", body: PNG_BYTES, maxBytes: 10_000, allow: ALLOW.images });
      expect(await driver.head(row.key)).toMatchObject({ size: PNG_BYTES.length });
    } finally {
      setStorageForTests(null);
    }
  });

  it("refuses a program named .png by its bytes, and an SVG, with a sentence", async () => {
    const before = stored().length;
    await expect(
      storeFile(handle.db, tenant, { purpose: "creative", body: EXE, fileName: "photo.png", maxBytes: 10_000, allow: ALLOW.images }, driver),
    ).rejects.toThrow("This file is a Windows program, whatever its name says. Upload a PNG, JPEG, GIF, WebP or AVIF file.");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(
      storeFile(handle.db, tenant, { purpose: "creative", body: svg, fileName: "logo.svg", maxBytes: 10_000, allow: ALLOW.images }, driver),
    ).rejects.toThrow(/SVG images can't be used here/);
    expect(stored().length).toBe(before);
  });

  it("counts stored bytes against the plan and gives them back on delete", async () => {
    const { tenant: ws } = await makeWorkspace(handle.db);
    const row = await storeFile(handle.db, ws, { purpose: "creative", body: PNG_BYTES, maxBytes: 10_000, allow: ALLOW.images }, driver);
    expect(row).toMatchObject({ workspaceId: ws.workspaceId, size: PNG_BYTES.length, contentType: "image/png", purpose: "creative", createdBy: ws.userId });
    expect(await usedBytes(handle.db, ws.workspaceId)).toBe(PNG_BYTES.length);
    expect((await usage(handle.db, ws)).used.storage).toBe(PNG_BYTES.length);
    // Another workspace can't sign or delete it.
    await expect(fileUrl(handle.db, other, row.key, {}, driver)).rejects.toThrow("File not found.");
    await expect(deleteFile(handle.db, other, row.key, driver)).rejects.toThrow("File not found.");
    await deleteFile(handle.db, ws, row.key, driver);
    expect(await usedBytes(handle.db, ws.workspaceId)).toBe(0);
    expect((await usage(handle.db, ws)).used.storage).toBe(0);
    expect(await driver.head(row.key)).toBeNull();
  });

  it("refuses a file when the storage is full, or when it doesn't fit what is left, and keeps nothing", async () => {
    const { tenant: ws } = await makeWorkspace(handle.db);
    const { limit } = await checkLimit(handle.db, ws, "storage", 1);
    await recordUsage(handle.db, ws, "storage", limit - 10);
    const before = stored().length;
    await expect(storeFile(handle.db, ws, { purpose: "creative", body: PNG_BYTES, maxBytes: 10_000, allow: ALLOW.images }, driver)).rejects.toThrow(
      /of file storage.*Upgrade your plan/,
    );
    expect(stored().length).toBe(before);
    await recordUsage(handle.db, ws, "storage", 10);
    await expect(storeFile(handle.db, ws, { purpose: "creative", body: PNG_BYTES, maxBytes: 10_000, allow: ALLOW.images }, driver)).rejects.toThrow(
      /all are in use/,
    );
    expect(await usedBytes(handle.db, ws.workspaceId)).toBe(0);
  });

  it("completes a direct upload once its bytes check out, and deletes one that doesn't", async () => {
    const { tenant: ws } = await makeWorkspace(handle.db);
    const put = await createUploadUrl(handle.db, ws, { purpose: "creative", contentType: "image/png", maxBytes: 10_000, allow: ALLOW.images }, driver);
    expect((await request(put.url, { method: "PUT", headers: put.headers, body: PNG_BYTES })).status).toBe(201);
    const row = await completeUpload(handle.db, ws, { key: put.key, maxBytes: 10_000, allow: ALLOW.images, fileName: "Hero.png" }, driver);
    expect(row).toMatchObject({ size: PNG_BYTES.length, contentType: "image/png", fileName: "Hero.png" });
    expect(await usedBytes(handle.db, ws.workspaceId)).toBe(PNG_BYTES.length);

    const fake = await createUploadUrl(handle.db, ws, { purpose: "creative", contentType: "image/png", maxBytes: 10_000, allow: ALLOW.images }, driver);
    await request(fake.url, { method: "PUT", headers: fake.headers, body: EXE });
    await expect(completeUpload(handle.db, ws, { key: fake.key, maxBytes: 10_000, allow: ALLOW.images }, driver)).rejects.toThrow(/Windows program/);
    expect(await driver.head(fake.key)).toBeNull();
    // A key of another workspace is not found.
    await expect(completeUpload(handle.db, other, { key: put.key, maxBytes: 10_000, allow: ALLOW.images }, driver)).rejects.toThrow("File not found.");
  });
});
