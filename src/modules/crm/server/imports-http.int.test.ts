import { randomBytes } from "node:crypto";
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
import { contacts } from "../db/contacts.table";
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

async function upload(bytes: Buffer, opts: { cookie?: string; origin?: string; name?: string; maxBytes?: number; chunk?: number } = {}) {
  const headers = new Headers({ host: "app.test", "content-type": "text/csv", "x-file-name": encodeURIComponent(opts.name ?? "contacts.csv") });
  if (opts.origin !== "none") headers.set("origin", opts.origin ?? "http://app.test");
  if (opts.cookie) headers.set("cookie", opts.cookie);
  const req = new Request("http://app.test/api/crm/imports", { method: "POST", headers, body: streamOf(bytes, opts.chunk), duplex: "half" } as RequestInit);
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

/** Text in UTF-16 or UTF-32 (little- or big-endian) with its byte-order mark. */
function encodeWide(text: string, unit: 2 | 4, endian: "le" | "be"): Buffer {
  const points = [0xfeff, ...[...text].map((c) => c.codePointAt(0)!)];
  const out: number[] = [];
  for (const cp of points) {
    const units = unit === 4 ? [cp] : cp > 0xffff ? [0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff)] : [cp];
    for (const u of units) {
      const bytes = Array.from({ length: unit }, (_, i) => (u >>> (8 * i)) & 0xff);
      out.push(...(endian === "le" ? bytes : bytes.reverse()));
    }
  }
  return Buffer.from(out);
}

describe("files that aren't plain UTF-8 CSV", () => {
  const people = "Email,First Name,Last Name\r\nzoe@example.com,Zoë,Müller-Łukasiewicz\r\nrene@example.com,René,Ærø 東京 😀\r\n";

  for (const [label, unit, endian] of [
    ["UTF-16LE", 2, "le"],
    ["UTF-16BE", 2, "be"],
    ["UTF-32LE", 4, "le"],
    ["UTF-32BE", 4, "be"],
  ] as const) {
    it(`imports a ${label} file with its byte-order mark, accents included`, async () => {
      const { owner, workspace } = await makeWorkspace(handle.db);
      const res = await upload(encodeWide(people, unit, endian), { cookie: await cookieFor(owner.id, workspace.id), chunk: 61 });
      expect(res.status).toBe(201);
      const importId = res.body.importId!;
      const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
      const got = await caller.crm.imports.get({ importId });
      expect(got).toMatchObject({
        headers: ["Email", "First Name", "Last Name"],
        totalRows: 2,
        preview: [
          ["zoe@example.com", "Zoë", "Müller-Łukasiewicz"],
          ["rene@example.com", "René", "Ærø 東京 😀"],
        ],
      });
      await caller.crm.imports.setMapping({ importId, mapping: got.mapping, mergeMode: "skip" });
      await runImport(handle.db, { workspaceId: workspace.id, importId }, { dataDir });
      const stored = await handle.db
        .select({ email: contacts.email, firstName: contacts.firstName, lastName: contacts.lastName })
        .from(contacts)
        .where(eq(contacts.workspaceId, workspace.id))
        .orderBy(contacts.email);
      expect(stored).toEqual([
        { email: "rene@example.com", firstName: "René", lastName: "Ærø 東京 😀" },
        { email: "zoe@example.com", firstName: "Zoë", lastName: "Müller-Łukasiewicz" },
      ]);
    });
  }

  it("refuses a PNG renamed .csv, random bytes, a PDF, a zipped spreadsheet and broken UTF-16, and creates nothing", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const cookie = await cookieFor(owner.id, workspace.id);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from("IHDR"), randomBytes(2000)]);
    const files = {
      "logo.csv": png,
      "random.csv": randomBytes(4096),
      "no-nul.csv": Buffer.from(Array.from({ length: 3000 }, (_, i) => [0x01, 0x02, 0x41, 0x0e, 0x42, 0x1f][i % 6]!)),
      "report.csv": Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"),
      "people.xlsx.csv": Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("[Content_Types].xml")]),
      "lone-surrogate.csv": Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("email\n", "utf16le"), Buffer.from([0x00, 0xd8, 0x41, 0x00])]),
    };
    for (const [name, bytes] of Object.entries(files)) {
      const res = await upload(bytes, { cookie, name });
      expect(res, name).toEqual({ status: 415, body: { message: "This file isn't a CSV file. Export your sheet as CSV and try again." } });
    }
    expect(await handle.db.$count(imports, eq(imports.workspaceId, workspace.id))).toBe(0);
    expect(filesIn(workspace.id)).toEqual([]);
  });

  it("refuses a 10 MB column name, naming the column, so it's never stored or sent back", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const cookie = await cookieFor(owner.id, workspace.id);
    const huge = "H".repeat(10 * 1024 * 1024);
    const res = await upload(Buffer.from(`Email,${huge}\njane@example.com,x\n`), { cookie, chunk: 64 * 1024 });
    expect(res).toEqual({ status: 400, body: { message: "The name of column 2 is longer than 200 characters. Shorten it in your sheet and try again." } });
    expect(JSON.stringify(res.body).length).toBeLessThan(200);
    expect(await handle.db.$count(imports, eq(imports.workspaceId, workspace.id))).toBe(0);
    expect(filesIn(workspace.id)).toEqual([]);
    const wide = ["Email", ...Array.from({ length: 600 }, (_, i) => `c${i}`)].join(",");
    expect(await upload(Buffer.from(`${wide}\njane@example.com\n`), { cookie })).toEqual({
      status: 400,
      body: { message: "This file has 601 columns; an import takes at most 500. Remove the columns you don't need and try again." },
    });
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    expect(JSON.stringify(await caller.crm.imports.list({ limit: 20 })).length).toBeLessThan(1000);
  });

  it("fails a row whose cell is over 10,000 characters, and keeps huge cells out of the preview, the polls and the rows-not-imported file", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const cookie = await cookieFor(owner.id, workspace.id);
    const huge = "N".repeat(2 * 1024 * 1024);
    const res = await upload(Buffer.from(`Email,First Name,Note\nbig@example.com,Big,${huge}\nok@example.com,Ok,fine\n`), { cookie, chunk: 64 * 1024 });
    expect(res.status).toBe(201);
    const importId = res.body.importId!;
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const got = await caller.crm.imports.get({ importId });
    expect(JSON.stringify(got).length).toBeLessThan(5000);
    expect(got.preview[0]![2]).toBe(`${"N".repeat(500)}…`);
    await caller.crm.imports.setMapping({ importId, mapping: ["email", "firstName", null], mergeMode: "skip" });
    await runImport(handle.db, { workspaceId: workspace.id, importId }, { dataDir });
    const done = await caller.crm.imports.get({ importId });
    expect(done).toMatchObject({ status: "completed", created: 1, invalid: 1 });
    expect(JSON.stringify(done).length).toBeLessThan(5000);
    const errors = await caller.crm.imports.errors({ importId });
    expect(errors.items).toMatchObject([{ rowNumber: 2, reason: "Column 3 holds more than 10,000 characters" }]);
    expect(errors.items[0]!.row.Note).toBe(`${"N".repeat(10_000)}…`);
    const file = await (await handleErrorsDownload(new Request("http://app.test/x", { headers: { cookie } }), importId, { db: handle.db })).text();
    expect(file.length).toBeLessThan(11_000);
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
    expect(res.headers.get("content-disposition")).toContain("contacts%20-%20rows%20not%20imported.csv");
    const bytes = Buffer.from(await res.arrayBuffer());
    // A BOM first, so Excel opens the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe(
      'Row,Problem,Email,First Name,Note\r\n3,"""broken"" isn\'t a valid email",broken,Bad,"says ""hi"", twice"\r\n4,"""=cmd@x"" isn\'t a valid email",\'=cmd@x,Formula,x\r\n',
    );
    const other = await makeWorkspace(handle.db);
    const foreign = await handleErrorsDownload(
      new Request("http://app.test/x", { headers: { cookie: await cookieFor(other.owner.id, other.workspace.id) } }),
      importId!,
      { db: handle.db },
    );
    expect(foreign.status).toBe(404);
  });

  it("is contact data: a member or a viewer is refused it (crm.export), an admin downloads it", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const csv = Buffer.from("Email,First Name\nbroken,Bad\n");
    const { importId } = (await upload(csv, { cookie: await cookieFor(owner.id, workspace.id) })).body;
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    await caller.crm.imports.setMapping({ importId: importId!, mapping: ["email", "firstName"], mergeMode: "skip" });
    await runImport(handle.db, { workspaceId: workspace.id, importId: importId! }, { dataDir });
    const as = async (userId: string) =>
      handleErrorsDownload(new Request("http://app.test/x", { headers: { cookie: await cookieFor(userId, workspace.id) } }), importId!, { db: handle.db });
    for (const role of ["member", "viewer"] as const) {
      const person = await addMember(handle.db, workspace.id, role);
      expect((await as(person.user.id)).status, role).toBe(403);
    }
    const admin = await addMember(handle.db, workspace.id, "admin");
    expect((await as(admin.user.id)).status).toBe(200);
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
    const lines = Buffer.from(await res.arrayBuffer())
      .subarray(3)
      .toString("utf8")
      .split("\r\n");
    expect(lines.slice(1, 3)).toEqual([
      `2,"""broken"" isn't a valid email",broken,' =1+1,'@SUM(A1)`,
      `3,"""also broken"" isn't a valid email",also broken,'+cmd,"'\u200b=HYPERLINK(""http://evil.test"")"`,
    ]);
  });
});
