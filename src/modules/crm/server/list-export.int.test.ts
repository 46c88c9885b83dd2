import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { parseCsv } from "~tests/support/csv";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { contacts } from "../db/contacts.table";
import { customFields } from "../db/settings.table";
import { handleListExport } from "./list-export.handler";
import { EXPORT_PAGE_SIZE } from "./list-export.service";

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

async function exportAs(userId: string, workspaceId: string, listId: string) {
  return handleListExport({ db: handle.db, cookies: await cookiesFor(userId, workspaceId), headers: new Headers(), listId });
}

async function workspace() {
  const ws = await makeWorkspace(handle.db);
  await handle.db.insert(customFields).values([
    { workspaceId: ws.workspace.id, object: "contact", key: "plan", label: "Plan", type: "select", options: ["free", "pro"], position: 0 },
    { workspaceId: ws.workspace.id, object: "contact", key: "interests", label: "Interests", type: "multi_select", options: ["seo", "ads"], position: 1 },
  ]);
  const rows = await handle.db
    .insert(contacts)
    .values([
      {
        workspaceId: ws.workspace.id,
        email: "zoe@example.com",
        firstName: "Zoë",
        lastName: 'O"Brien, Jr.',
        phone: "+14155550123",
        companyName: "=HYPERLINK(1)",
        jobTitle: "Head of\nGrowth",
        lifecycleStage: "lead",
        ownerId: ws.owner.id,
        tags: ["vip", "東京"],
        emailConsent: "subscribed",
        firstTouch: { source: "google", medium: "cpc", campaign: "spring" },
        custom: { plan: "pro", interests: ["seo", "ads"] },
        leadScore: 70,
      },
      { workspaceId: ws.workspace.id, email: "plain@example.com", firstName: "Plain", tags: [] },
      { workspaceId: ws.workspace.id, email: null, emailHash: "x", tags: ["vip"], erasedAt: new Date() },
    ])
    .returning({ id: contacts.id });
  const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  return { ...ws, caller, ids: rows.map((r) => r.id) };
}

describe("GET /api/crm/lists/[id]/export", () => {
  it("streams a segment as UTF-8 CSV with a BOM, quoting, consent, tags, owner and custom fields", async () => {
    const { caller, owner, workspace: ws } = await workspace();
    const segment = await caller.crm.lists.create({
      name: "VIP leads (2025)",
      kind: "segment",
      rules: { combinator: "and", groups: [{ combinator: "and", conditions: [{ type: "tag", op: "has", value: "vip" }] }] },
    });
    const res = await exportAs(owner.id, ws.id, segment.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="VIP-leads-2025-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''VIP%20leads%20\(2025\)/,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes)); // the decoder drops the BOM
    expect(header).toEqual([
      "Contact ID",
      "Email",
      "First name",
      "Last name",
      "Phone",
      "Company",
      "Job title",
      "Lifecycle stage",
      "Lead status",
      "Owner",
      "Source",
      "Lead score",
      "Tags",
      "Email consent",
      "SMS consent",
      "First touch source",
      "First touch medium",
      "First touch campaign",
      "Last touch source",
      "Last touch medium",
      "Last touch campaign",
      "Created at",
      "Updated at",
      "Last activity at",
      "Plan",
      "Interests",
    ]);
    expect(rows).toHaveLength(1); // the erased VIP is a tombstone: never exported
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({
      Email: "zoe@example.com",
      "First name": "Zoë",
      "Last name": 'O"Brien, Jr.',
      Phone: "'+14155550123",
      Company: "'=HYPERLINK(1)",
      "Job title": "Head of\nGrowth",
      Owner: owner.email,
      "Lead score": "70",
      Tags: "vip; 東京",
      "Email consent": "subscribed",
      "SMS consent": "unknown",
      "First touch campaign": "spring",
      Plan: "pro",
      Interests: "seo; ads",
    });
  });

  it("defuses a contact whose fields a spreadsheet would run as formulas, even behind leading spaces", async () => {
    const { caller, owner, workspace: ws } = await workspace();
    const [contact] = await handle.db
      .insert(contacts)
      .values({
        workspaceId: ws.id,
        email: "formula@example.com",
        firstName: '=HYPERLINK("http://evil.test","x")',
        lastName: "+cmd|' /C calc'!A0",
        companyName: "@SUM(A1)",
        jobTitle: " =1+1",
        source: "\u200b-2+3",
        tags: [],
      })
      .returning({ id: contacts.id });
    const list = await caller.crm.lists.create({ name: "Formulas", kind: "static" });
    await caller.crm.lists.addContacts({ listId: list.id, contactIds: [contact!.id] });
    const [header, row] = parseCsv((await (await exportAs(owner.id, ws.id, list.id)).text()).replace(/^\uFEFF/, ""));
    const cells = Object.fromEntries(header!.map((h, i) => [h, row![i]]));
    expect(cells).toMatchObject({
      "First name": `'=HYPERLINK("http://evil.test","x")`,
      "Last name": "'+cmd|' /C calc'!A0",
      Company: "'@SUM(A1)",
      "Job title": "' =1+1",
      Source: "'\u200b-2+3",
      "Lead score": "0",
    });
  });

  it("pages through a static list larger than one page, every member once", async () => {
    const { caller, owner, workspace: ws } = await workspace();
    const total = EXPORT_PAGE_SIZE * 2 + 7;
    await handle.db.insert(contacts).values(Array.from({ length: total }, (_, i) => ({ workspaceId: ws.id, email: `bulk-${i}@example.com` })));
    const list = await caller.crm.lists.create({ name: "Everyone bulk", kind: "static" });
    await caller.crm.lists.addContacts({
      listId: list.id,
      rules: { combinator: "and", groups: [{ combinator: "and", conditions: [{ type: "field", field: "email", op: "starts_with", value: "bulk-" }] }] },
    });
    const res = await exportAs(owner.id, ws.id, list.id);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, "")).slice(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r[1])).size).toBe(total);
  });

  it("answers 404 for another workspace's list, 403 without crm.export, 401 without a session", async () => {
    const mine = await workspace();
    const theirs = await workspace();
    const theirList = await theirs.caller.crm.lists.create({ name: "Theirs", kind: "static" });
    expect((await exportAs(mine.owner.id, mine.workspace.id, theirList.id)).status).toBe(404);
    // Asking for their workspace by cookie doesn't help: the membership check falls back to my own.
    expect((await exportAs(mine.owner.id, theirs.workspace.id, theirList.id)).status).toBe(404);
    expect((await exportAs(mine.owner.id, mine.workspace.id, "not-a-uuid")).status).toBe(404);
    const myList = await mine.caller.crm.lists.create({ name: "Mine", kind: "static" });
    const member = await addMember(handle.db, mine.workspace.id, "member");
    expect((await exportAs(member.user.id, mine.workspace.id, myList.id)).status).toBe(403);
    const admin = await addMember(handle.db, mine.workspace.id, "admin");
    expect((await exportAs(admin.user.id, mine.workspace.id, myList.id)).status).toBe(200);
    const anonymous = await handleListExport({ db: handle.db, cookies: { get: () => undefined, getAll: () => [] }, headers: new Headers(), listId: myList.id });
    expect(anonymous.status).toBe(401);
  });
});
