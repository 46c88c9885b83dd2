import { and, asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeUser, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import type { Condition, SegmentRules } from "../contracts/segments.contracts";
import { activities } from "../db/activities.table";
import { contacts } from "../db/contacts.table";
import { listMembers, lists } from "../db/lists.table";
import { customFields } from "../db/settings.table";
import { compileRules, contactScope } from "./compile";
import { compileRulesFor, loadRuleContext } from "./context";

let handle: DbHandle;
let ws: string;
let other: string;
let ownerId: string;
const id: Record<string, string> = {};
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/**
 * Six people with one trait each worth telling apart, plus a tombstone and a namesake in another
 * workspace (neither must ever match).
 */
beforeAll(async () => {
  handle = await createTestDb();
  const a = await makeWorkspace(handle.db);
  const b = await makeWorkspace(handle.db);
  ws = a.workspace.id;
  other = b.workspace.id;
  ownerId = (await makeUser(handle.db)).id;
  await handle.db.insert(customFields).values([
    { workspaceId: ws, object: "contact", key: "plan", label: "Plan", type: "select", options: ["free", "pro"] },
    { workspaceId: ws, object: "contact", key: "seats", label: "Seats", type: "number" },
    { workspaceId: ws, object: "contact", key: "renewal", label: "Renewal", type: "date" },
    { workspaceId: ws, object: "contact", key: "vip", label: "VIP", type: "boolean" },
    { workspaceId: ws, object: "contact", key: "interests", label: "Interests", type: "multi_select", options: ["seo", "ads", "email"] },
    { workspaceId: ws, object: "contact", key: "nickname", label: "Nickname", type: "text" },
    { workspaceId: ws, object: "contact", key: "site", label: "Site", type: "url" },
    { workspaceId: ws, object: "company", key: "employees", label: "Employees", type: "number" },
  ]);
  const rows = await handle.db
    .insert(contacts)
    .values([
      {
        workspaceId: ws,
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        phone: "+441234567890",
        companyName: "Analytical Engines",
        jobTitle: "Engineer",
        lifecycleStage: "lead",
        leadStatus: "new",
        ownerId,
        source: "form",
        leadScore: 80,
        tags: ["vip", "newsletter"],
        emailConsent: "subscribed",
        smsConsent: "unsubscribed",
        firstTouch: { source: "google", medium: "cpc", campaign: "Spring_Sale" },
        lastTouch: { source: "newsletter", medium: "email" },
        custom: { plan: "pro", seats: 12, renewal: "2030-01-15", vip: true, interests: ["seo", "ads"], nickname: "Countess", site: "https://ada.dev" },
        createdAt: ago(2),
        lastActivityAt: ago(1),
      },
      {
        workspaceId: ws,
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@navy.example",
        companyName: "Navy",
        jobTitle: "Admiral",
        lifecycleStage: "customer",
        leadStatus: "connected",
        source: "import",
        leadScore: 40,
        tags: ["newsletter"],
        emailConsent: "unsubscribed",
        firstTouch: { source: "linkedin", medium: "social" },
        custom: { plan: "free", seats: "3", renewal: "2020-06-01", vip: "false", interests: ["email"] },
        createdAt: ago(400),
        lastActivityAt: ago(200),
      },
      {
        workspaceId: ws,
        firstName: "Alan",
        lastName: "Turing",
        email: "alan@example.com",
        companyName: "100%_Real Co",
        lifecycleStage: "lead",
        leadScore: 55,
        tags: [],
        custom: { seats: "not a number", renewal: "someday", interests: "seo" },
        createdAt: ago(30),
      },
      {
        workspaceId: ws,
        firstName: "Edsger",
        lastName: "Dijkstra",
        email: null,
        lifecycleStage: "mql",
        leadScore: 51,
        tags: ["vip"],
        custom: {},
        createdAt: ago(10),
      },
      {
        workspaceId: ws,
        firstName: "Barbara",
        lastName: "Liskov",
        email: "barbara@example.org",
        lifecycleStage: "lead",
        leadScore: 90,
        tags: ["vip"],
        smsConsent: "subscribed",
        createdAt: ago(5),
      },
      {
        workspaceId: ws,
        firstName: "Tomb",
        email: null,
        emailHash: "x",
        lifecycleStage: "lead",
        leadScore: 99,
        tags: ["vip"],
        erasedAt: new Date(),
        createdAt: ago(1),
      },
      { workspaceId: other, firstName: "Ada", email: "ada@example.com", lifecycleStage: "lead", leadScore: 80, tags: ["vip"], createdAt: ago(2) },
    ])
    .returning({ id: contacts.id, firstName: contacts.firstName, workspaceId: contacts.workspaceId });
  for (const r of rows) if (r.workspaceId === ws) id[r.firstName!] = r.id;
  id.OtherAda = rows.find((r) => r.workspaceId === other)!.id;

  await handle.db.insert(activities).values([
    { workspaceId: ws, kind: "call", contactId: id.Ada, title: "Call", occurredAt: ago(3) },
    { workspaceId: ws, kind: "call", contactId: id.Grace, title: "Old call", occurredAt: ago(60) },
    { workspaceId: ws, kind: "meeting", contactId: id.Alan, title: "Meeting", occurredAt: ago(1) },
    { workspaceId: other, kind: "call", contactId: id.OtherAda, title: "Call", occurredAt: ago(1) },
  ]);
});
afterAll(() => handle.close());

const one = (c: Condition): SegmentRules => ({ combinator: "and", groups: [{ combinator: "and", conditions: [c] }] });

async function match(rules: SegmentRules, workspaceId = ws): Promise<string[]> {
  const where = await compileRulesFor(handle.db, workspaceId, rules);
  const rows = await handle.db
    .select({ name: contacts.firstName })
    .from(contacts)
    .where(and(contactScope(workspaceId), where))
    .orderBy(asc(contacts.firstName));
  return rows.map((r) => r.name!);
}
const field = (f: Extract<Condition, { type: "field" }>["field"], op: Extract<Condition, { type: "field" }>["op"], value?: string | number | string[]) =>
  match(one({ type: "field", field: f, op, value }));
const custom = (key: string, op: Extract<Condition, { type: "custom" }>["op"], value?: string | number | boolean | string[]) =>
  match(one({ type: "custom", key, op, value }));

describe("compileRules: scope and shape", () => {
  it("matches every live contact of the workspace for empty rules, never tombstones or other workspaces", async () => {
    expect(await match({ combinator: "and", groups: [] })).toEqual(["Ada", "Alan", "Barbara", "Edsger", "Grace"]);
    expect(await match({ combinator: "or", groups: [] }, other)).toEqual(["Ada"]);
  });

  it("combines conditions in a group with AND or OR, and groups with AND or OR", async () => {
    const lead: Condition = { type: "field", field: "lifecycleStage", op: "eq", value: "lead" };
    const vip: Condition = { type: "tag", op: "has", value: "vip" };
    const score: Condition = { type: "field", field: "leadScore", op: "gt", value: 50 };
    expect(await match({ combinator: "and", groups: [{ combinator: "and", conditions: [lead, vip, score] }] })).toEqual(["Ada", "Barbara"]);
    expect(await match({ combinator: "and", groups: [{ combinator: "or", conditions: [lead, vip] }] })).toEqual(["Ada", "Alan", "Barbara", "Edsger"]);
    const customer: Condition = { type: "field", field: "lifecycleStage", op: "eq", value: "customer" };
    const subscribed: Condition = { type: "consent", channel: "email", op: "is", value: "subscribed" };
    // (lead and vip) or (customer)
    expect(
      await match({
        combinator: "or",
        groups: [
          { combinator: "and", conditions: [lead, vip] },
          { combinator: "and", conditions: [customer] },
        ],
      }),
    ).toEqual(["Ada", "Barbara", "Grace"]);
    // (lead or customer) and (vip or subscribed)
    expect(
      await match({
        combinator: "and",
        groups: [
          { combinator: "or", conditions: [lead, customer] },
          { combinator: "or", conditions: [vip, subscribed] },
        ],
      }),
    ).toEqual(["Ada", "Barbara"]);
  });
});

describe("compileRules: text fields (case-insensitive)", () => {
  it("is / is not", async () => {
    expect(await field("firstName", "eq", "ADA")).toEqual(["Ada"]);
    expect(await field("email", "eq", "  Grace@Navy.Example ")).toEqual(["Grace"]);
    expect(await field("jobTitle", "neq", "engineer")).toEqual(["Alan", "Barbara", "Edsger", "Grace"]);
  });
  it("contains / doesn't contain / starts with, treating % and _ literally", async () => {
    expect(await field("lastName", "contains", "OV")).toEqual(["Ada", "Barbara"]);
    expect(await field("companyName", "contains", "%_")).toEqual(["Alan"]);
    expect(await field("companyName", "contains", "_")).toEqual(["Alan"]);
    expect(await field("email", "not_contains", "example.com")).toEqual(["Barbara", "Edsger", "Grace"]);
    expect(await field("email", "starts_with", "a")).toEqual(["Ada", "Alan"]);
    expect(await field("phone", "starts_with", "+44")).toEqual(["Ada"]);
  });
  it("is empty / is not empty", async () => {
    expect(await field("email", "is_empty")).toEqual(["Edsger"]);
    expect(await field("jobTitle", "is_not_empty")).toEqual(["Ada", "Grace"]);
  });
  it("is any of / is none of", async () => {
    expect(await field("source", "in", ["FORM", "import"])).toEqual(["Ada", "Grace"]);
    expect(await field("source", "not_in", ["form"])).toEqual(["Alan", "Barbara", "Edsger", "Grace"]);
  });
  it("reads first and last touch UTM values", async () => {
    expect(await field("firstTouch.source", "eq", "Google")).toEqual(["Ada"]);
    expect(await field("firstTouch.campaign", "contains", "spring_")).toEqual(["Ada"]);
    expect(await field("firstTouch.medium", "is_not_empty")).toEqual(["Ada", "Grace"]);
    expect(await field("lastTouch.medium", "eq", "email")).toEqual(["Ada"]);
    expect(await field("lastTouch.source", "is_empty")).toEqual(["Alan", "Barbara", "Edsger", "Grace"]);
    expect(await field("lastTouch.campaign", "neq", "x")).toEqual(["Ada", "Alan", "Barbara", "Edsger", "Grace"]);
  });
});

describe("compileRules: keys, owner, numbers and dates", () => {
  it("matches lifecycle stage and lead status exactly", async () => {
    expect(await field("lifecycleStage", "eq", "lead")).toEqual(["Ada", "Alan", "Barbara"]);
    expect(await field("lifecycleStage", "in", ["mql", "customer"])).toEqual(["Edsger", "Grace"]);
    expect(await field("lifecycleStage", "not_in", ["lead"])).toEqual(["Edsger", "Grace"]);
    expect(await field("leadStatus", "neq", "new")).toEqual(["Alan", "Barbara", "Edsger", "Grace"]);
    expect(await field("leadStatus", "is_empty")).toEqual(["Alan", "Barbara", "Edsger"]);
  });
  it("matches the owner by id", async () => {
    expect(await field("ownerId", "eq", ownerId)).toEqual(["Ada"]);
    expect(await field("ownerId", "is_empty")).toEqual(["Alan", "Barbara", "Edsger", "Grace"]);
    expect(await field("ownerId", "is_not_empty")).toEqual(["Ada"]);
  });
  it("compares the lead score", async () => {
    expect(await field("leadScore", "gt", 55)).toEqual(["Ada", "Barbara"]);
    expect(await field("leadScore", "gte", 55)).toEqual(["Ada", "Alan", "Barbara"]);
    expect(await field("leadScore", "lt", 51)).toEqual(["Grace"]);
    expect(await field("leadScore", "lte", 51)).toEqual(["Edsger", "Grace"]);
    expect(await field("leadScore", "eq", 90)).toEqual(["Barbara"]);
    expect(await field("leadScore", "neq", 90)).toEqual(["Ada", "Alan", "Edsger", "Grace"]);
    expect(await field("leadScore", "gt", 54.5)).toEqual(["Ada", "Alan", "Barbara"]);
    expect(await field("leadScore", "lt", "51")).toEqual(["Grace"]);
  });
  it("compares dates: before, after, in the last N days, more than N days ago, empty", async () => {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect(await field("createdAt", "before", day(ago(100)))).toEqual(["Grace"]);
    expect(await field("createdAt", "after", day(ago(7)))).toEqual(["Ada", "Barbara"]);
    expect(await field("createdAt", "after", ago(11).toISOString())).toEqual(["Ada", "Barbara", "Edsger"]);
    expect(await field("createdAt", "within_last_days", 7)).toEqual(["Ada", "Barbara"]);
    expect(await field("createdAt", "more_than_days_ago", 20)).toEqual(["Alan", "Grace"]);
    expect(await field("lastActivityAt", "is_empty")).toEqual(["Alan", "Barbara", "Edsger"]);
    expect(await field("lastActivityAt", "within_last_days", 30)).toEqual(["Ada"]);
  });
});

describe("compileRules: custom fields by type", () => {
  it("select: is, is not, any of, empty", async () => {
    expect(await custom("plan", "eq", "pro")).toEqual(["Ada"]);
    expect(await custom("plan", "neq", "pro")).toEqual(["Alan", "Barbara", "Edsger", "Grace"]);
    expect(await custom("plan", "in", ["pro", "free"])).toEqual(["Ada", "Grace"]);
    expect(await custom("plan", "not_in", ["pro", "free"])).toEqual(["Alan", "Barbara", "Edsger"]);
    expect(await custom("plan", "is_empty")).toEqual(["Alan", "Barbara", "Edsger"]);
  });
  it("number: compares numbers and numeric text, skips values that aren't numbers", async () => {
    expect(await custom("seats", "gt", 5)).toEqual(["Ada"]);
    expect(await custom("seats", "lte", 3)).toEqual(["Grace"]);
    expect(await custom("seats", "eq", 3)).toEqual(["Grace"]);
    expect(await custom("seats", "neq", 3)).toEqual(["Ada", "Alan", "Barbara", "Edsger"]);
    expect(await custom("seats", "is_empty")).toEqual(["Alan", "Barbara", "Edsger"]);
    expect(await custom("seats", "is_not_empty")).toEqual(["Ada", "Grace"]);
  });
  it("date: before, after, in the last N days, more than N days ago; malformed dates don't match", async () => {
    expect(await custom("renewal", "after", "2025-01-01")).toEqual(["Ada"]);
    expect(await custom("renewal", "before", "2025-01-01")).toEqual(["Grace"]);
    expect(await custom("renewal", "after", "2030-01-15")).toEqual([]);
    expect(await custom("renewal", "more_than_days_ago", 30)).toEqual(["Grace"]);
    expect(await custom("renewal", "within_last_days", 30)).toEqual(["Ada"]); // in the future counts as recent
    expect(await custom("renewal", "is_empty")).toEqual(["Alan", "Barbara", "Edsger"]);
  });
  it("boolean: stored as true/false or as text", async () => {
    expect(await custom("vip", "eq", true)).toEqual(["Ada"]);
    expect(await custom("vip", "eq", false)).toEqual(["Grace"]);
    expect(await custom("vip", "neq", true)).toEqual(["Alan", "Barbara", "Edsger", "Grace"]);
    expect(await custom("vip", "is_not_empty")).toEqual(["Ada", "Grace"]);
  });
  it("multi-select: contains, any of, none of, empty", async () => {
    expect(await custom("interests", "contains", "seo")).toEqual(["Ada"]);
    expect(await custom("interests", "contains", ["seo", "ads"])).toEqual(["Ada"]);
    expect(await custom("interests", "not_contains", "seo")).toEqual(["Alan", "Barbara", "Edsger", "Grace"]);
    expect(await custom("interests", "in", ["ads", "email"])).toEqual(["Ada", "Grace"]);
    expect(await custom("interests", "not_in", ["ads", "email"])).toEqual(["Alan", "Barbara", "Edsger"]);
    expect(await custom("interests", "is_empty")).toEqual(["Alan", "Barbara", "Edsger"]);
    expect(await custom("interests", "is_not_empty")).toEqual(["Ada", "Grace"]);
  });
  it("text and url: case-insensitive text operators", async () => {
    expect(await custom("nickname", "eq", "countess")).toEqual(["Ada"]);
    expect(await custom("nickname", "is_empty")).toEqual(["Alan", "Barbara", "Edsger", "Grace"]);
    expect(await custom("site", "contains", "ADA.DEV")).toEqual(["Ada"]);
  });
  it("refuses a key the workspace doesn't define for contacts, and an operator the type doesn't take", async () => {
    await expect(custom("employees", "gt", 3)).rejects.toMatchObject({ fieldErrors: { "groups.0.conditions.0.key": expect.stringMatching(/doesn't exist/) } });
    await expect(custom("seats", "contains", "1")).rejects.toMatchObject({ fieldErrors: { "groups.0.conditions.0.op": expect.stringMatching(/number/) } });
    await expect(custom("seats", "gt", "many")).rejects.toBeInstanceOf(InvalidError);
  });
});

describe("compileRules: tags, consent, activity", () => {
  it("has tag / doesn't have tag", async () => {
    expect(await match(one({ type: "tag", op: "has", value: "vip" }))).toEqual(["Ada", "Barbara", "Edsger"]);
    expect(await match(one({ type: "tag", op: "has_not", value: "newsletter" }))).toEqual(["Alan", "Barbara", "Edsger"]);
  });
  it("consent per channel: is / is not", async () => {
    expect(await match(one({ type: "consent", channel: "email", op: "is", value: "subscribed" }))).toEqual(["Ada"]);
    expect(await match(one({ type: "consent", channel: "email", op: "is", value: "unknown" }))).toEqual(["Alan", "Barbara", "Edsger"]);
    expect(await match(one({ type: "consent", channel: "sms", op: "is_not", value: "unknown" }))).toEqual(["Ada", "Barbara"]);
  });
  it("has / hasn't done an activity of a kind in the last N days", async () => {
    expect(await match(one({ type: "activity", op: "has", kind: "call", days: 30 }))).toEqual(["Ada"]);
    expect(await match(one({ type: "activity", op: "has", kind: "call", days: 90 }))).toEqual(["Ada", "Grace"]);
    expect(await match(one({ type: "activity", op: "has_not", kind: "call", days: 30 }))).toEqual(["Alan", "Barbara", "Edsger", "Grace"]);
    expect(await match(one({ type: "activity", op: "has", kind: "meeting", days: 7 }))).toEqual(["Alan"]);
  });
});

describe("compileRules: list membership", () => {
  it("static lists: in / not in, counting only this workspace's members", async () => {
    const [list] = await handle.db.insert(lists).values({ workspaceId: ws, name: "Speakers", kind: "static" }).returning();
    await handle.db.insert(listMembers).values([
      { workspaceId: ws, listId: list!.id, contactId: id.Ada! },
      { workspaceId: ws, listId: list!.id, contactId: id.Grace! },
    ]);
    expect(await match(one({ type: "list", op: "in", listId: list!.id }))).toEqual(["Ada", "Grace"]);
    expect(await match(one({ type: "list", op: "not_in", listId: list!.id }))).toEqual(["Alan", "Barbara", "Edsger"]);
  });

  it("segments: inlines their rules, nested up to three deep", async () => {
    const rule = (c: Condition) => one(c);
    const [leads] = await handle.db
      .insert(lists)
      .values({ workspaceId: ws, name: "Leads", kind: "segment", rules: rule({ type: "field", field: "lifecycleStage", op: "eq", value: "lead" }) })
      .returning();
    const [vipLeads] = await handle.db
      .insert(lists)
      .values({
        workspaceId: ws,
        name: "VIP leads",
        kind: "segment",
        rules: {
          combinator: "and",
          groups: [
            {
              combinator: "and",
              conditions: [
                { type: "list", op: "in", listId: leads!.id },
                { type: "tag", op: "has", value: "vip" },
              ],
            },
          ],
        },
      })
      .returning();
    expect(await match(one({ type: "list", op: "in", listId: vipLeads!.id }))).toEqual(["Ada", "Barbara"]);
    expect(await match(one({ type: "list", op: "not_in", listId: vipLeads!.id }))).toEqual(["Alan", "Edsger", "Grace"]);
    // A rule may reach three segments deep (L2 → VIP leads → Leads); L3 → L2 → VIP leads → Leads is one too many.
    let previous = vipLeads!.id;
    const chain: string[] = [];
    for (const name of ["L2", "L3"]) {
      const [row] = await handle.db
        .insert(lists)
        .values({ workspaceId: ws, name, kind: "segment", rules: rule({ type: "list", op: "in", listId: previous }) })
        .returning();
      chain.push(row!.id);
      previous = row!.id;
    }
    expect(await match(one({ type: "list", op: "in", listId: chain[0]! }))).toEqual(["Ada", "Barbara"]);
    await expect(match(one({ type: "list", op: "in", listId: chain[1]! }))).rejects.toMatchObject({
      fieldErrors: { "groups.0.conditions.0.listId": expect.stringMatching(/3 levels/) },
    });
  });

  it("refuses a segment that names itself through another", async () => {
    const [a] = await handle.db
      .insert(lists)
      .values({ workspaceId: ws, name: "Cycle A", kind: "segment", rules: { combinator: "and", groups: [] } })
      .returning();
    const [b] = await handle.db
      .insert(lists)
      .values({ workspaceId: ws, name: "Cycle B", kind: "segment", rules: one({ type: "list", op: "in", listId: a!.id }) })
      .returning();
    await handle.db
      .update(lists)
      .set({ rules: one({ type: "list", op: "in", listId: b!.id }) })
      .where(sql`${lists.id} = ${a!.id}`);
    await expect(match(one({ type: "list", op: "in", listId: a!.id }))).rejects.toMatchObject({
      fieldErrors: { "groups.0.conditions.0.listId": expect.stringMatching(/itself/) },
    });
    const ctx = await loadRuleContext(handle.db, ws, one({ type: "list", op: "in", listId: b!.id }), { segmentId: a!.id });
    expect(() => compileRules(one({ type: "list", op: "in", listId: b!.id }), ctx)).toThrow(InvalidError);
  });

  it("treats another workspace's list as unknown", async () => {
    const [foreign] = await handle.db.insert(lists).values({ workspaceId: other, name: "Theirs", kind: "static" }).returning();
    await handle.db.insert(listMembers).values({ workspaceId: other, listId: foreign!.id, contactId: id.OtherAda! });
    await expect(match(one({ type: "list", op: "in", listId: foreign!.id }))).rejects.toMatchObject({
      fieldErrors: { "groups.0.conditions.0.listId": expect.any(String) },
    });
    // Even compiled without the lists loaded, the membership test is scoped to the workspace.
    const where = compileRules(one({ type: "list", op: "in", listId: foreign!.id }), { workspaceId: ws, customFields: [] });
    expect(await handle.db.$count(contacts, and(contactScope(ws), where))).toBe(0);
  });
});

describe("compileRules: values are data", () => {
  it("never lets a value change the query", async () => {
    const evil = "x'); delete from crm_contacts; --";
    expect(await field("firstName", "eq", evil)).toEqual([]);
    expect(await field("firstName", "contains", evil)).toEqual([]);
    expect(await match(one({ type: "tag", op: "has", value: evil }))).toEqual([]);
    expect(await handle.db.$count(contacts)).toBe(7);
  });
});
