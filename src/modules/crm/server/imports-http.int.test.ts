import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { imports } from "../db/imports.table";
import { handleErrorsDownload, handleUpload } from "./imports-http";
import { runImport } from "./imports-engine";
import { storedPathOf } from "./imports-upload";

let handle: DbHandle;
let dataDir: string;
beforeAll(async () => {
  handle = await createTestDb();
  dataDir = await mkdtemp(path.join(tmpdir(), "amt-imports-http-"));
});
afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../import/fixtures", name));

async function cookieFor(userId: string, workspaceId: string) {
  const token = await encode({ token: { sub: userId, email: "someone@example.test", sv: 0 }, secret: process.env.NEXTAUTH_SECRET! });
  return `next-auth.session-token=${token}; amt.workspace=${workspaceId}`;
}

/** A browser's upload: the body arrives as a stream of chunks. */
function streamOf(bytes: Buffer, chunk = 64): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + chunk)));
      at += chunk;
    },
  });
}

async function upload(bytes: Buffer, opts: { cookie?: string; origin?: string; name?: string; maxBytes?: number } = {}) {
  const headers = new Headers({ host: "app.test", "content-type": "text/csv", "x-file-name": encodeURIComponent(opts.name ?? "contacts.csv") });
  if (opts.origin !== "none") headers.set("origin", opts.origin ?? "http://app.test");
  if (opts.cookie) headers.set("cookie", opts.cookie);
  const req = new Request("http://app.test/api/crm/imports", { method: "POST", headers, body: streamOf(bytes), duplex: "half" } as RequestInit);
  const res = await handleUpload(req, { db: handle.db, dataDir, maxBytes: opts.maxBytes });
  return { status: res.status, body: (await res.json()) as { importId?: string; message?: string } };
}

const filesIn = (workspaceId: string) => {
  const dir = path.join(dataDir, "imports", workspaceId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe("POST /api/crm/imports", () => {
  it("streams the file to disk and reads its delimiter, encoding, rows, header and preview", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const res = await upload(fixture("windows-1252.csv"), { cookie: await cookieFor(owner.id, workspace.id), name: "../../Kunden (Excel).csv" });
    expect(res.status).toBe(201);
    const id = res.body.importId!;
    expect(readFileSync(path.join(dataDir, storedPathOf(workspace.id, id)))).toEqual(fixture("windows-1252.csv"));
    const got = await callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id }).crm.imports.get({ importId: id });
    expect(got).toMatchObject({
      fileName: "Kunden (Excel).csv",
      status: "uploaded",
      delimiter: ",",
      encoding: "windows-1252",
      totalRows: 2,
      headers: ["Email", "First Name", "Last Name", "Company"],
      mapping: ["email", "firstName", "lastName", "companyName"],
      mappingSaved: false,
      previewChecks: [
        { ok: true, reason: null },
        { ok: true, reason: null },
      ],
    });
    expect(got.preview[0]).toEqual(["mueller@example.de", "Jürgen", "Müller", "Café Zürich"]);
    expect(got).not.toHaveProperty("storedPath");
  });

  it("refuses a viewer, another site and a missing session, and writes nothing", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const viewer = await addMember(handle.db, workspace.id, "viewer");
    expect((await upload(fixture("hubspot-export.csv"), { cookie: await cookieFor(viewer.user.id, workspace.id) })).status).toBe(403);
    expect(await upload(fixture("hubspot-export.csv"), { cookie: await cookieFor(owner.id, workspace.id), origin: "https://evil.example" })).toMatchObject({
      status: 403,
      body: { message: "Uploads must come from this site." },
    });
    expect((await upload(fixture("hubspot-export.csv"), { cookie: await cookieFor(owner.id, workspace.id), origin: "none" })).status).toBe(403);
    expect((await upload(fixture("hubspot-export.csv"))).status).toBe(401);
    expect(await handle.db.$count(imports, eq(imports.workspaceId, workspace.id))).toBe(0);
    expect(filesIn(workspace.id)).toEqual([]);
  });

  it("answers 413 past the size limit and removes the partial file", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const big = Buffer.from(`email\n${"someone@example.com\n".repeat(200)}`);
    const res = await upload(big, { cookie: await cookieFor(owner.id, workspace.id), maxBytes: 1024 });
    expect(res).toMatchObject({ status: 413, body: { message: expect.stringContaining("larger than 512 MB") } });
    expect(filesIn(workspace.id)).toEqual([]);
  });

  it("answers 400 to an empty file or a header with no rows", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const cookie = await cookieFor(owner.id, workspace.id);
    expect(await upload(Buffer.from(""), { cookie })).toMatchObject({ status: 400, body: { message: "This file is empty." } });
    expect(await upload(Buffer.from("email,name\n\n\n"), { cookie })).toMatchObject({ status: 400, body: { message: expect.stringContaining("no contacts") } });
    expect(await upload(Buffer.from('email\n"never closed\n'), { cookie })).toMatchObject({ status: 400, body: { message: expect.stringContaining("quote") } });
    expect(filesIn(workspace.id)).toEqual([]);
  });
});

describe("GET /api/crm/imports/<id>/errors", () => {
  it("downloads the rows not imported as CSV, and answers 404 to another workspace", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const cookie = await cookieFor(owner.id, workspace.id);
    const csv = Buffer.from('Email,First Name,Note\nok@example.com,Ok,fine\nbroken,Bad,"says ""hi"", twice"\n=cmd@x,Formula,x\n');
    const { importId } = (await upload(csv, { cookie })).body;
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    await caller.crm.imports.setMapping({ importId: importId!, mapping: ["email", "firstName", null], mergeMode: "skip" });
    await runImport(handle.db, { workspaceId: workspace.id, importId: importId! }, { dataDir });
    const res = await handleErrorsDownload(new Request("http://app.test/x", { headers: { cookie } }), importId!, { db: handle.db });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("contacts - rows not imported.csv");
    const bytes = Buffer.from(await res.arrayBuffer());
    // A BOM first, so Excel opens the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe(
      'Row,Problem,Email,First Name,Note\r\n3,"""broken"" isn\'t a valid email",broken,Bad,"says ""hi"", twice"\r\n4,"""=cmd@x"" isn\'t a valid email",\'=cmd@x,Formula,x\r\n',
    );
    const other = await makeWorkspace(handle.db);
    const foreign = await handleErrorsDownload(new Request("http://app.test/x", { headers: { cookie: await cookieFor(other.owner.id, other.workspace.id) } }), importId!, { db: handle.db });
    expect(foreign.status).toBe(404);
  });

  it("defuses cells of the rows not imported that a spreadsheet would run as formulas, even behind leading spaces", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const cookie = await cookieFor(owner.id, workspace.id);
    const csv = Buffer.from('Email,First Name,Note\nbroken," =1+1",@SUM(A1)\nalso broken,+cmd,"\u200b=HYPERLINK(""http://evil.test"")"\n');
    const { importId } = (await upload(csv, { cookie })).body;
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    await caller.crm.imports.setMapping({ importId: importId!, mapping: ["email", "firstName", null], mergeMode: "skip" });
    await runImport(handle.db, { workspaceId: workspace.id, importId: importId! }, { dataDir });
    const res = await handleErrorsDownload(new Request("http://app.test/x", { headers: { cookie } }), importId!, { db: handle.db });
    const lines = Buffer.from(await res.arrayBuffer()).subarray(3).toString("utf8").split("\r\n");
    expect(lines.slice(1, 3)).toEqual([
      `2,"""broken"" isn't a valid email",broken,' =1+1,'@SUM(A1)`,
      `3,"""also broken"" isn't a valid email",also broken,'+cmd,"'\u200b=HYPERLINK(""http://evil.test"")"`,
    ]);
  });
});
