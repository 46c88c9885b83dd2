import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { startDnsServer, type LocalDnsServer } from "~tests/support/dns-server";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { startSmtp } from "~tests/support/smtp";
import { setPlanManually } from "@/modules/billing";
import { contacts } from "@/modules/crm/db/contacts.table";
import type { DbHandle } from "@/server/db/client";
import { setDnsServersForTests } from "@/server/dns/resolver";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { getBoss } from "@/server/jobs/boss";
import { jobRuns } from "@/server/jobs/job-runs.table";
import { verificationResults } from "../db/verifications.table";
import { runVerifyJob, VERIFY_RUN_KIND } from "../jobs/verify.job";
import { setProbeSettingsForTests } from "./verification-context";

let handle: DbHandle;
let boss: PgBoss;
let dns: LocalDnsServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

/** Mailboxes the local mail server has on good.test; catchall.test takes any address. */
const mailboxes = new Set(["jane@good.test", "bob@good.test", "info@good.test"]);

beforeAll(async () => {
  handle = await createTestDb();
  // The queue on the test database, not worked: each test runs the queued job itself, as the worker would.
  boss = await getBoss(handle, { work: false });
  dns = await startDnsServer();
  setDnsServersForTests([dns.address]);
  smtp = await startSmtp(undefined, 0, { rejectRecipient: (address) => address.endsWith("@good.test") && !mailboxes.has(address) });
  setProbeSettingsForTests({ port: smtp.port, timeoutMs: 2_000 });
  // The MX names below resolve to the local mail server: exactly those host:port pairs may be reached.
  setEgressAllowHostsForTests([`mx.good.test:${smtp.port}`, `mx.catchall.test:${smtp.port}`]);
  // Every MX is the local mail server.
  dns.set("good.test", "MX", ["10 mx.good.test"]);
  dns.set("mx.good.test", "A", ["127.0.0.1"]);
  dns.set("catchall.test", "MX", ["10 mx.catchall.test"]);
  dns.set("mx.catchall.test", "A", ["127.0.0.1"]);
  dns.set("nullmx.test", "MX", ["0 ."]);
  dns.set("web-only.test", "A", ["127.0.0.1"]);
  dns.set("parked.test", "TXT", ["v=spf1 -all"]);
  dns.set("mailinator.com", "MX", ["10 mx.good.test"]);
});
afterAll(async () => {
  setProbeSettingsForTests(null);
  setEgressAllowHostsForTests(null);
  setDnsServersForTests(null);
  await smtp.close();
  await dns.close();
  await boss.stop({ graceful: false, close: false, wait: true });
  await handle.close();
});

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: unknown) => (e instanceof TRPCError ? e.code : `unexpected: ${String(e)}`),
  );

async function workspace() {
  const ws = await makeWorkspace(handle.db);
  await setPlanManually(handle.db, ws.workspace.id, "standard");
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

/** A static list holding contacts with these addresses (and the contacts' ids by address). */
async function listOf(caller: TestCaller, name: string, emails: string[]) {
  const ids = new Map<string, string>();
  for (const email of emails) ids.set(email, (await caller.crm.contacts.create({ email, firstName: email.split("@")[0] })).id);
  const list = await caller.crm.lists.create({ name, kind: "static" });
  await caller.crm.lists.addContacts({ listId: list.id, contactIds: [...ids.values()] });
  return { listId: list.id, ids };
}

const contactRow = async (id: string) => (await handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;

describe("verifying one address", () => {
  it("checks it now, writes the verdict on the contact with that address, and keeps it in the history", async () => {
    const { caller } = await workspace();
    const jane = await caller.crm.contacts.create({ email: "jane@good.test" });
    const result = await caller.messaging.verification.checkOne({ email: " Jane@Good.test " });
    expect(result).toMatchObject({ address: "Jane@good.test", verdict: "valid", reason: "The domain accepts mail", contactIds: [jane.id] });
    expect(result.checks.map((c) => c.status)).toEqual(["pass", "pass", "pass", "pass", "pass", "skipped"]);
    expect(await contactRow(jane.id)).toMatchObject({ emailVerdict: "valid", emailVerdictReason: "The domain accepts mail" });
    expect((await contactRow(jane.id)).emailVerifiedAt).toBeInstanceOf(Date);
    const { runs } = await caller.messaging.verification.list();
    expect(runs[0]).toMatchObject({ id: result.id, scope: "single", label: "Jane@good.test", status: "completed", valid: 1, total: 1, done: 1 });
    const page = await caller.messaging.verification.results({ id: result.id });
    expect(page.rows).toMatchObject([{ contactId: jane.id, email: "jane@good.test", verdict: "valid" }]);
  });

  it("asks the local DNS: a missing domain, a null MX and no mail server are invalid; a web-only domain, a disposable and a role address are risky", async () => {
    const { caller } = await workspace();
    const verdictOf = async (email: string) => {
      const r = await caller.messaging.verification.checkOne({ email });
      return [r.verdict, r.reason];
    };
    expect(await verdictOf("jane@nowhere.test")).toEqual(["invalid", "The domain nowhere.test doesn't exist"]);
    expect(await verdictOf("jane@nullmx.test")).toEqual(["invalid", "The domain accepts no email (null MX record)"]);
    expect(await verdictOf("jane@parked.test")).toEqual(["invalid", "The domain has no mail server (no MX record)"]);
    expect(await verdictOf("jane@web-only.test")).toEqual(["risky", "The domain has no MX record; mail would go to its web address (RFC 5321 fallback)"]);
    expect(await verdictOf("someone@mailinator.com")).toEqual(["risky", "Disposable address (mailinator.com)"]);
    expect(await verdictOf("info@good.test")).toEqual(["risky", "Role account (info@)"]);
    expect(await verdictOf("not an address")).toEqual(["invalid", "The address contains a space"]);
  });

  it("probes the mailbox through the domain's MX when asked: an existing one, a missing one, a catch-all domain; no message is sent", async () => {
    const { caller } = await workspace();
    const before = smtp.received.length;
    const probe = (email: string) => caller.messaging.verification.checkOne({ email, probe: true });
    const jane = await probe("jane@good.test");
    expect(jane).toMatchObject({ verdict: "valid", reasonCode: "mailbox-exists" });
    expect(jane.reason).toMatch(/^The mailbox exists \(250 /);
    const ghost = await probe("ghost@good.test");
    expect(ghost).toMatchObject({
      verdict: "invalid",
      reason: "Mailbox doesn't exist (550 5.1.1 <ghost@good.test>: Recipient address rejected: User unknown)",
    });
    expect(await probe("anyone@catchall.test")).toMatchObject({ verdict: "risky", reason: "Catch-all domain: any address is accepted" });
    expect(smtp.received.length).toBe(before);
  });
});

describe("verifying a list as a job", () => {
  it("walks the list in batches with progress, writes each contact's verdict and keeps the run's summary and results", async () => {
    const { caller, workspace: ws } = await workspace();
    const { listId, ids } = await listOf(caller, "Newsletter", [
      "jane@good.test",
      "bob@good.test",
      "sam@nowhere.test",
      "temp@mailinator.com",
      "sales@good.test",
    ]);
    const outsider = await caller.crm.contacts.create({ email: "outsider@nowhere.test" });
    expect(await caller.messaging.verification.count({ scope: "list", listId })).toEqual({ count: 5 });

    const { id, total } = await caller.messaging.verification.start({ scope: "list", listId });
    expect(total).toBe(5);
    expect(await caller.messaging.verification.get({ id })).toMatchObject({ status: "queued", label: "Newsletter", total: 5, done: 0 });
    const progress: number[] = [];
    await runVerifyJob(handle.db, { workspaceId: ws.id, verificationId: id }, { batchSize: 2, afterBatch: (done) => void progress.push(done) });
    expect(progress).toEqual([2, 4, 5]);

    const run = await caller.messaging.verification.get({ id });
    expect(run).toMatchObject({ status: "completed", total: 5, done: 5, valid: 2, risky: 2, invalid: 1 });
    expect(run.finishedAt).toBeInstanceOf(Date);
    expect(run.reasons).toEqual(
      expect.arrayContaining([
        { verdict: "valid", code: "accepts-mail", label: "Domain accepts mail", count: 2 },
        { verdict: "invalid", code: "no-domain", label: "Domain doesn't exist", count: 1 },
        { verdict: "risky", code: "disposable", label: "Disposable address", count: 1 },
        { verdict: "risky", code: "role", label: "Role account", count: 1 },
      ]),
    );
    expect(await contactRow(ids.get("sam@nowhere.test")!)).toMatchObject({
      emailVerdict: "invalid",
      emailVerdictReason: "The domain nowhere.test doesn't exist",
    });
    expect(await contactRow(ids.get("temp@mailinator.com")!)).toMatchObject({
      emailVerdict: "risky",
      emailVerdictReason: "Disposable address (mailinator.com)",
    });
    expect((await contactRow(outsider.id)).emailVerdict).toBeNull();

    const invalid = await caller.messaging.verification.results({ id, verdict: "invalid" });
    expect(invalid).toMatchObject({ total: 1, pages: 1, rows: [{ email: "sam@nowhere.test", verdict: "invalid", reasonCode: "no-domain" }] });
    expect((await caller.messaging.verification.results({ id })).total).toBe(5);
    const [jobRun] = await handle.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.workspaceId, ws.id), eq(jobRuns.kind, VERIFY_RUN_KIND), eq(jobRuns.key, id)));
    expect(jobRun).toMatchObject({ status: "succeeded", done: 5, total: 5 });
  });

  it("verifies every contact with an address, and a segment by its rules", async () => {
    const { caller, workspace: ws } = await workspace();
    await caller.crm.contacts.create({ email: "jane@good.test", tags: ["vip"] });
    await caller.crm.contacts.create({ email: "bob@good.test" });
    await caller.crm.contacts.create({ firstName: "No address", phone: "+14155550123" });
    const all = await caller.messaging.verification.start({ scope: "all" });
    expect(all.total).toBe(2);
    await runVerifyJob(handle.db, { workspaceId: ws.id, verificationId: all.id });
    expect(await caller.messaging.verification.get({ id: all.id })).toMatchObject({ status: "completed", label: "All contacts", done: 2, valid: 2 });
    const segment = await caller.crm.lists.create({
      name: "VIPs",
      kind: "segment",
      rules: { combinator: "and", groups: [{ combinator: "and", conditions: [{ type: "tag", op: "has", value: "vip" }] }] },
    });
    const vips = await caller.messaging.verification.start({ scope: "list", listId: segment.id, probe: true });
    await runVerifyJob(handle.db, { workspaceId: ws.id, verificationId: vips.id });
    expect(await caller.messaging.verification.get({ id: vips.id })).toMatchObject({ status: "completed", probeSmtp: true, done: 1, valid: 1 });
    expect((await caller.messaging.verification.results({ id: vips.id })).rows[0]!.reason).toMatch(/^The mailbox exists/);
  });

  it("runs one list verification at a time per workspace, and refuses a list without addresses", async () => {
    const { caller } = await workspace();
    const { listId } = await listOf(caller, "Leads", ["jane@good.test"]);
    await caller.messaging.verification.start({ scope: "list", listId });
    await expect(caller.messaging.verification.start({ scope: "all" })).rejects.toThrow(
      "A verification is already running in this workspace. Wait for it to finish, or stop it, before starting another.",
    );
    expect(await codeOf(caller.messaging.verification.start({ scope: "all" }))).toBe("CONFLICT");
    // A single address is checked beside it.
    expect((await caller.messaging.verification.checkOne({ email: "bob@good.test" })).verdict).toBe("valid");
    const empty = await caller.crm.lists.create({ name: "Empty", kind: "static" });
    await expect(caller.messaging.verification.start({ scope: "list", listId: empty.id })).rejects.toThrow(
      "“Empty” has no contacts with an email address to verify.",
    );
  });

  it("stops a cancelled run at its next batch, keeping the batches already stored", async () => {
    const { caller, workspace: ws } = await workspace();
    const { listId } = await listOf(caller, "Big", ["a@good.test", "b@good.test", "c@good.test", "d@good.test", "e@good.test"]);
    const { id } = await caller.messaging.verification.start({ scope: "list", listId });
    await runVerifyJob(
      handle.db,
      { workspaceId: ws.id, verificationId: id },
      { batchSize: 2, afterBatch: async () => void (await caller.messaging.verification.cancel({ id })) },
    );
    const run = await caller.messaging.verification.get({ id });
    expect(run).toMatchObject({ status: "cancelled", done: 2 });
    expect((await caller.messaging.verification.results({ id })).total).toBe(2);
    await expect(caller.messaging.verification.cancel({ id })).rejects.toThrow("This verification has already finished.");
    // The slot is free again.
    expect((await caller.messaging.verification.start({ scope: "list", listId })).total).toBe(5);
  });

  it("resumes after a crash without checking the stored batches again, and counts each contact once", async () => {
    const { caller, workspace: ws } = await workspace();
    const emails = ["a@good.test", "b@good.test", "c@nowhere.test", "d@good.test", "e@good.test", "f@good.test", "g@nowhere.test"];
    const { listId } = await listOf(caller, "Crashy", emails);
    const { id } = await caller.messaging.verification.start({ scope: "list", listId });
    const data = { workspaceId: ws.id, verificationId: id };
    let batches = 0;
    const crash = async () => {
      if (++batches === 2) throw new Error("worker killed");
    };
    await expect(runVerifyJob(handle.db, data, { batchSize: 3, afterBatch: crash })).rejects.toThrow("worker killed");
    const stored = await handle.db.select().from(verificationResults).where(eq(verificationResults.verificationId, id));
    expect(stored).toHaveLength(6);
    expect(await caller.messaging.verification.get({ id })).toMatchObject({ status: "running", done: 6 });

    // The retry goes on at once (the failed worker gave up its lease) after the last stored batch.
    const resumed: number[] = [];
    await runVerifyJob(handle.db, data, { batchSize: 3, afterBatch: (done) => void resumed.push(done) });
    expect(resumed).toEqual([7]);
    const after = await handle.db.select().from(verificationResults).where(eq(verificationResults.verificationId, id));
    expect(after).toHaveLength(7);
    for (const row of stored) expect(after.find((r) => r.contactId === row.contactId)!.checkedAt).toEqual(row.checkedAt);
    expect(await caller.messaging.verification.get({ id })).toMatchObject({ status: "completed", total: 7, done: 7, valid: 5, invalid: 2 });
    // Delivered once more, it does nothing.
    await runVerifyJob(handle.db, data, { leaseMs: 0 });
    expect(await caller.messaging.verification.get({ id })).toMatchObject({ done: 7, valid: 5, invalid: 2 });
  });

  it("fails a run whose list was deleted with a sentence saying so", async () => {
    const { caller, workspace: ws } = await workspace();
    const { listId } = await listOf(caller, "Soon gone", ["jane@good.test"]);
    const { id } = await caller.messaging.verification.start({ scope: "list", listId });
    await caller.crm.lists.delete({ id: listId });
    await runVerifyJob(handle.db, { workspaceId: ws.id, verificationId: id });
    expect(await caller.messaging.verification.get({ id })).toMatchObject({
      status: "failed",
      error: "The list was deleted before its verification finished.",
      label: "Soon gone",
    });
  });
});

describe("verification tenancy", () => {
  it("answers NOT_FOUND for another workspace's list or run, and refuses a viewer's writes", async () => {
    const victim = await workspace();
    const { listId } = await listOf(victim.caller, "Victim", ["jane@good.test"]);
    const { id } = await victim.caller.messaging.verification.start({ scope: "list", listId });
    const attacker = await workspace();
    const a = attacker.caller.messaging.verification;
    expect(await codeOf(a.start({ scope: "list", listId }))).toBe("NOT_FOUND");
    expect(await codeOf(a.count({ scope: "list", listId }))).toBe("NOT_FOUND");
    expect(await codeOf(a.get({ id }))).toBe("NOT_FOUND");
    expect(await codeOf(a.results({ id }))).toBe("NOT_FOUND");
    expect(await codeOf(a.cancel({ id }))).toBe("NOT_FOUND");
    expect((await a.list()).runs).toEqual([]);
    const viewer = await addMember(handle.db, victim.workspace.id, "viewer");
    const v = callerFor(handle.db, { userId: viewer.user.id, workspaceId: victim.workspace.id }).messaging.verification;
    expect(await codeOf(v.checkOne({ email: "jane@good.test" }))).toBe("FORBIDDEN");
    expect(await codeOf(v.cancel({ id }))).toBe("FORBIDDEN");
    expect(await codeOf(v.start({ scope: "all" }))).toBe("FORBIDDEN");
    expect((await v.get({ id })).status).toBe("queued");
  });
});
