import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "~tests/support/csv";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { contacts } from "@/modules/crm/db/contacts.table";
import type { DbHandle } from "@/server/db/client";
import { verificationResults, verifications } from "../db/verifications.table";
import { handleVerificationCsv } from "./verification-csv.handler";
import { CSV_PAGE_SIZE } from "./verification-results";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** The cookies a signed-in browser sends: a real session JWT and the workspace it asks for. */
async function cookiesFor(userId: string, workspaceId: string) {
  const token = await encode({ token: { sub: userId, email: "someone@example.test", sv: 0 }, secret: process.env.NEXTAUTH_SECRET! });
  const jar = new Map([
    ["next-auth.session-token", token],
    ["amt.workspace", workspaceId],
  ]);
  return { get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined), getAll: () => [...jar].map(([name, value]) => ({ name, value })) };
}

async function download(userId: string | null, workspaceId: string, id: string) {
  const cookies = userId ? await cookiesFor(userId, workspaceId) : { get: () => undefined, getAll: () => [] };
  return handleVerificationCsv({ db: handle.db, cookies, headers: new Headers(), id });
}

/** A finished run over these contacts, stored as the job stores it. */
async function finishedRun(
  workspaceId: string,
  label: string,
  people: {
    email: string | null;
    firstName?: string;
    erased?: boolean;
    verdict: "valid" | "risky" | "invalid";
    reasonCode: "accepts-mail" | "role" | "no-domain";
    reason: string;
  }[],
) {
  const rows = await handle.db
    .insert(contacts)
    .values(people.map((p) => ({ workspaceId, email: p.email, firstName: p.firstName ?? null, erasedAt: p.erased ? new Date() : null })))
    .returning({ id: contacts.id });
  const [run] = await handle.db
    .insert(verifications)
    .values({ workspaceId, scope: "all", label, status: "completed", total: people.length, done: people.length })
    .returning({ id: verifications.id });
  await handle.db
    .insert(verificationResults)
    .values(
      people.map((p, i) => ({ workspaceId, verificationId: run!.id, contactId: rows[i]!.id, verdict: p.verdict, reasonCode: p.reasonCode, reason: p.reason })),
    );
  return run!.id;
}

describe("GET /api/messaging/verifications/[id]/csv", () => {
  it("streams the run's results as UTF-8 CSV with a BOM, with formula-like cells defused and erased contacts left out", async () => {
    const { owner, workspace: ws } = await makeWorkspace(handle.db);
    const id = await finishedRun(ws.id, "Newsletter (May)", [
      { email: "jane@good.test", firstName: '=HYPERLINK("http://evil","x")', verdict: "valid", reasonCode: "accepts-mail", reason: "The domain accepts mail" },
      { email: "info@good.test", firstName: "Info, Team", verdict: "risky", reasonCode: "role", reason: "Role account (info@)" },
      { email: null, erased: true, verdict: "invalid", reasonCode: "no-domain", reason: "The domain gone.test doesn't exist" },
    ]);
    const res = await download(owner.id, ws.id, id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Email-verification-Newsletter-May-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
    expect(header).toEqual(["Email", "First name", "Last name", "Verdict", "Reason", "Details", "Checked at", "Contact ID"]);
    expect(rows).toHaveLength(2);
    const byEmail = Object.fromEntries(rows.map((r) => [r[0], r]));
    expect(byEmail["jane@good.test"]!.slice(0, 6)).toEqual([
      "jane@good.test",
      '\'=HYPERLINK("http://evil","x")',
      "",
      "Valid",
      "Domain accepts mail",
      "The domain accepts mail",
    ]);
    expect(byEmail["info@good.test"]!.slice(0, 6)).toEqual(["info@good.test", "Info, Team", "", "Risky", "Role account", "Role account (info@)"]);
  });

  it("defuses names a spreadsheet would run as formulas, even behind leading spaces", async () => {
    const { owner, workspace: ws } = await makeWorkspace(handle.db);
    const payloads = ["+cmd|' /C calc'!A0", "@SUM(A1)", ' =HYPERLINK("http://evil.test","x")', "\u00a0-2+3"];
    const id = await finishedRun(
      ws.id,
      "Formulas",
      payloads.map((firstName, i) => ({
        email: `f${i}@good.test`,
        firstName,
        verdict: "valid" as const,
        reasonCode: "accepts-mail" as const,
        reason: "The domain accepts mail",
      })),
    );
    const rows = parseCsv((await (await download(owner.id, ws.id, id)).text()).replace(/^\uFEFF/, "")).slice(1);
    const byEmail = Object.fromEntries(rows.map((r) => [r[0], r[1]]));
    expect(payloads.map((_, i) => byEmail[`f${i}@good.test`])).toEqual(payloads.map((p) => `'${p}`));
  });

  it("pages through a run larger than one read, every contact once", async () => {
    const { owner, workspace: ws } = await makeWorkspace(handle.db);
    const total = CSV_PAGE_SIZE + 5;
    const id = await finishedRun(
      ws.id,
      "Big",
      Array.from({ length: total }, (_, i) => ({
        email: `bulk-${i}@good.test`,
        verdict: "valid" as const,
        reasonCode: "accepts-mail" as const,
        reason: "The domain accepts mail",
      })),
    );
    const rows = parseCsv((await (await download(owner.id, ws.id, id)).text()).replace(/^\uFEFF/, "")).slice(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r[0])).size).toBe(total);
  });

  it("answers 401 signed out, and 404 for another workspace's run or a malformed id", async () => {
    const victim = await makeWorkspace(handle.db);
    const id = await finishedRun(victim.workspace.id, "Victim", [
      { email: "jane@good.test", verdict: "valid", reasonCode: "accepts-mail", reason: "The domain accepts mail" },
    ]);
    expect((await download(null, victim.workspace.id, id)).status).toBe(401);
    const attacker = await makeWorkspace(handle.db);
    const stolen = await download(attacker.owner.id, victim.workspace.id, id);
    expect(stolen.status).toBe(404);
    expect(await stolen.text()).toBe("Verification not found.");
    expect((await download(victim.owner.id, victim.workspace.id, "not-a-uuid")).status).toBe(404);
  });

  it("is contact data: a viewer or a member is refused it (crm.export), an admin downloads it", async () => {
    const { workspace: ws } = await makeWorkspace(handle.db);
    const id = await finishedRun(ws.id, "Names", [
      { email: "jane@good.test", firstName: "Jane", verdict: "valid", reasonCode: "accepts-mail", reason: "The domain accepts mail" },
    ]);
    for (const role of ["viewer", "member"] as const) {
      const person = await addMember(handle.db, ws.id, role);
      const res = await download(person.user.id, ws.id, id);
      expect(res.status, role).toBe(403);
      expect(await res.text()).not.toContain("jane@good.test");
    }
    const admin = await addMember(handle.db, ws.id, "admin");
    expect((await download(admin.user.id, ws.id, id)).status).toBe(200);
  });
});
