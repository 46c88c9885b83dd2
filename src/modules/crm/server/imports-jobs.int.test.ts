import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { addMember } from "~tests/support/factories";
import { recordUsage, setPlanManually } from "@/modules/billing";
import { imports } from "../db/imports.table";
import { runImportJob } from "../jobs/import.job";
import { runImport } from "./imports-engine";
import { importTestKit, people } from "./imports-test-kit";

const { kit, db, workspace, uploadCsv, importCsv, contactsOf } = importTestKit();

describe("import jobs", () => {
  it("resumes after a crash from its last committed batch: no duplicates, the same end state", async () => {
    const ws = await workspace();
    const importId = await uploadCsv(ws, people(25));
    await ws.caller.crm.imports.setMapping({ importId, mapping: ["email", "firstName", "lastName"], mergeMode: "skip" });
    await ws.caller.crm.imports.start({ importId });
    const crash = () => {
      throw new Error("worker killed");
    };
    await expect(runImportJob(db(), { workspaceId: ws.workspace.id, importId }, { dataDir: kit.dataDir, batchSize: 10, afterBatch: crash })).rejects.toThrow(
      "worker killed",
    );
    expect(await ws.caller.crm.imports.get({ importId })).toMatchObject({ status: "failed", committedRows: 10, created: 10 });
    await runImportJob(db(), { workspaceId: ws.workspace.id, importId }, { dataDir: kit.dataDir, batchSize: 10 });
    // Delivered once more after it finished: nothing changes.
    await runImportJob(db(), { workspaceId: ws.workspace.id, importId }, { dataDir: kit.dataDir, batchSize: 10 });
    expect(await ws.caller.crm.imports.get({ importId })).toMatchObject({ status: "completed", committedRows: 25, created: 25, skipped: 0, error: null });
    const clean = await workspace();
    await importCsv(clean, people(25), { mergeMode: "skip" });
    const shape = (rows: Awaited<ReturnType<typeof contactsOf>>) => rows.map((c) => [c.email, c.firstName, c.lastName]);
    expect(shape(await contactsOf(ws))).toEqual(shape(await contactsOf(clean)));
    expect(await contactsOf(ws)).toHaveLength(25);
  });

  it("has its effect once when two workers run the same import at the same time", async () => {
    const ws = await workspace();
    const importId = await uploadCsv(ws, people(45));
    await ws.caller.crm.imports.setMapping({ importId, mapping: ["email", "firstName", "lastName"], mergeMode: "overwrite" });
    await ws.caller.crm.imports.start({ importId });
    const job = { workspaceId: ws.workspace.id, importId };
    await Promise.all([runImport(db(), job, { dataDir: kit.dataDir, batchSize: 10 }), runImport(db(), job, { dataDir: kit.dataDir, batchSize: 10 })]);
    expect(await ws.caller.crm.imports.get({ importId })).toMatchObject({ status: "completed", committedRows: 45, created: 45, updated: 0, skipped: 0 });
    expect(await contactsOf(ws)).toHaveLength(45);
  });

  it("stops at a cancel between batches, keeping only whole batches", async () => {
    const ws = await workspace();
    const importId = await uploadCsv(ws, people(30));
    await ws.caller.crm.imports.setMapping({ importId, mapping: ["email", "firstName", "lastName"], mergeMode: "skip" });
    const { jobRunId } = await ws.caller.crm.imports.start({ importId });
    const cancelAfterFirst = async (done: number) => {
      if (done === 10) await ws.caller.crm.imports.cancel({ importId });
    };
    await runImportJob(db(), { workspaceId: ws.workspace.id, importId }, { dataDir: kit.dataDir, batchSize: 10, afterBatch: cancelAfterFirst });
    expect(await ws.caller.crm.imports.get({ importId })).toMatchObject({ status: "cancelled", committedRows: 10, created: 10 });
    expect(await contactsOf(ws)).toHaveLength(10);
    expect((await ws.caller.jobs.runs.get({ id: jobRunId })).status).toBe("succeeded");
    await expect(ws.caller.crm.imports.cancel({ importId })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(ws.caller.crm.imports.start({ importId })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("checks the contacts limit before starting, and imports what fits when asked", async () => {
    const ws = await workspace();
    await setPlanManually(db(), ws.workspace.id, "basic");
    await recordUsage(db(), ws.tenant, "contacts", 998);
    const importId = await uploadCsv(ws, people(5));
    const got = await ws.caller.crm.imports.get({ importId });
    expect(got.limit).toMatchObject({ allowed: false, remaining: 2 });
    await ws.caller.crm.imports.setMapping({ importId, mapping: got.mapping, mergeMode: "skip" });
    await expect(ws.caller.crm.imports.start({ importId })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringContaining("1,000 contacts"),
    });
    expect((await ws.caller.crm.imports.get({ importId })).status).toBe("uploaded");
    await ws.caller.crm.imports.start({ importId, acceptPartial: true });
    await runImportJob(db(), { workspaceId: ws.workspace.id, importId }, { dataDir: kit.dataDir });
    expect(await ws.caller.crm.imports.get({ importId })).toMatchObject({ status: "completed", created: 2, skipped: 3 });
    expect((await ws.caller.crm.imports.errors({ importId })).items.map((e) => e.reason)).toEqual(
      Array(3).fill("Plan limit reached: upgrade your plan to import this contact"),
    );
  });

  it("validates the mapping: an email or a name, each field once", async () => {
    const ws = await workspace();
    const importId = await uploadCsv(ws, "Phone,Email,Mail\n+14155550100,a@x.com,b@x.com\n");
    await expect(ws.caller.crm.imports.setMapping({ importId, mapping: ["phone", null, null], mergeMode: "skip" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose the column with the email, or the columns with the first and last names.",
    });
    await expect(ws.caller.crm.imports.setMapping({ importId, mapping: ["phone", "email", "email"], mergeMode: "skip" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(ws.caller.crm.imports.start({ importId })).rejects.toMatchObject({ message: "Map the columns before starting the import." });
    const ok = await ws.caller.crm.imports.setMapping({ importId, mapping: ["phone", "email", null], mergeMode: "skip" });
    expect(ok.previewChecks).toEqual([{ ok: true, reason: null }]);
  });

  it("lists recent imports, newest first", async () => {
    const ws = await workspace();
    const first = await uploadCsv(ws, people(1));
    const second = await uploadCsv(ws, people(2));
    expect((await ws.caller.crm.imports.list()).map((i) => [i.id, i.totalRows])).toEqual([
      [second, 2],
      [first, 1],
    ]);
  });
});

describe("imports and access", () => {
  it("answers NOT_FOUND to another workspace's import and changes nothing", async () => {
    const mine = await workspace();
    const theirs = await workspace();
    const importId = await uploadCsv(theirs, people(2));
    for (const call of [
      () => mine.caller.crm.imports.get({ importId }),
      () => mine.caller.crm.imports.setMapping({ importId, mapping: ["email", null, null], mergeMode: "skip" }),
      () => mine.caller.crm.imports.start({ importId }),
      () => mine.caller.crm.imports.cancel({ importId }),
      () => mine.caller.crm.imports.errors({ importId }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await expect(runImportJob(db(), { workspaceId: mine.workspace.id, importId }, { dataDir: kit.dataDir })).rejects.toMatchObject({
      message: "Import not found.",
    });
    const [row] = await db().select().from(imports).where(eq(imports.id, importId));
    expect(row).toMatchObject({ status: "uploaded", mapping: null });
  });

  it("lets a viewer follow imports but not map, start or cancel them", async () => {
    const ws = await workspace();
    const viewer = await addMember(db(), ws.workspace.id, "viewer");
    const asViewer: TestCaller = callerFor(db(), { userId: viewer.user.id, workspaceId: ws.workspace.id });
    const importId = await uploadCsv(ws, people(1));
    expect((await asViewer.crm.imports.get({ importId })).id).toBe(importId);
    await expect(asViewer.crm.imports.setMapping({ importId, mapping: ["email", null, null], mergeMode: "skip" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(asViewer.crm.imports.start({ importId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(asViewer.crm.imports.cancel({ importId })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
