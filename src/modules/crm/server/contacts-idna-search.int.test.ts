import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { setPaymentsConfig } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import type { SegmentRules } from "../contracts/segments.contracts";

/**
 * Addresses with an internationalised domain are stored with it in IDNA form (zoe@xn--exmple-cua.se);
 * the search box, a list's member search and segment rules on the email find them however the
 * person types the domain: in Unicode, in any case, or as stored.
 */
let handle: DbHandle;
let caller: TestCaller;
beforeAll(async () => {
  setPaymentsConfig(null);
  handle = await createTestDb();
  const ws = await makeWorkspace(handle.db);
  caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  await caller.crm.contacts.create({ email: "zoe@exämple.se", firstName: "Zoe" });
  await caller.crm.contacts.create({ email: "ada@example.se", firstName: "Ada" });
});
afterAll(async () => {
  setPaymentsConfig(undefined);
  await handle.close();
});

const found = async (search: string) => (await caller.crm.contacts.list({ search, limit: 50 })).rows.map((r) => r.firstName);
const emailRule = (op: "eq" | "contains" | "starts_with" | "in" | "not_contains", value: string | string[]): SegmentRules => ({
  combinator: "and",
  groups: [{ combinator: "and", conditions: [{ type: "field", field: "email", op, value }] }],
});
const matched = async (rules: SegmentRules) => (await caller.crm.lists.preview({ rules, limit: 20 })).map((c) => c.firstName).sort();

describe("finding contacts by an internationalised address", () => {
  it("stores the domain in IDNA form", async () => {
    expect((await caller.crm.contacts.list({ search: "zoe", limit: 50 })).rows.map((r) => r.email)).toEqual(["zoe@xn--exmple-cua.se"]);
  });

  it("finds them in the contacts search by the Unicode domain, the address's start, the whole address and the punycode", async () => {
    for (const search of ["exämple.se", "EXÄMPLE.se", "zoe@exämple", "zoe@exämple.se", "xn--exmple-cua.se", "exämple zoe"]) {
      expect(await found(search), search).toEqual(["Zoe"]);
    }
    expect((await caller.crm.contacts.count({ search: "zoe@exämple" })).count).toBe(1);
    expect(await found("example.se")).toEqual(["Ada"]);
  });

  it("finds them among a list's members", async () => {
    const list = await caller.crm.lists.create({ name: "Nordics", kind: "static" });
    await caller.crm.lists.addContacts({ listId: list.id, rules: emailRule("contains", ".se") });
    const members = async (search: string) => (await caller.crm.lists.members({ listId: list.id, search })).rows.map((r) => r.firstName);
    expect(await members("exämple.se")).toEqual(["Zoe"]);
    expect(await members("zoe@exämple")).toEqual(["Zoe"]);
  });

  it("matches segment rules on the email written with the Unicode domain", async () => {
    expect(await matched(emailRule("eq", "Zoe@Exämple.se"))).toEqual(["Zoe"]);
    expect(await matched(emailRule("contains", "exämple.se"))).toEqual(["Zoe"]);
    expect(await matched(emailRule("starts_with", "zoe@exämple"))).toEqual(["Zoe"]);
    expect(await matched(emailRule("in", ["zoe@exämple.se", "nobody@example.se"]))).toEqual(["Zoe"]);
    expect(await matched(emailRule("in", "zoe@exämple.se, ada@example.se"))).toEqual(["Ada", "Zoe"]);
    expect(await matched(emailRule("not_contains", "exämple"))).toEqual(["Ada"]);
  });
});
