import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { setPaymentsConfig } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import type { SegmentRules } from "../contracts/segments.contracts";

let handle: DbHandle;
beforeAll(async () => {
  setPaymentsConfig(null);
  handle = await createTestDb();
});
afterAll(async () => {
  setPaymentsConfig(undefined);
  await handle.close();
});

describe("the contacts table's pages", () => {
  it("answers the first page with the number of contacts the filter matches, from the same filter as the rows", async () => {
    const ws = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    await caller.crm.customFields.create({ object: "contact", label: "Region", type: "text" });
    const vips = await caller.crm.lists.create({ name: "VIPs", kind: "static" });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const c = await caller.crm.contacts.create({
        email: `row${i}@example.test`,
        firstName: `Row${i}`,
        custom: { region: i % 2 ? "EMEA" : "APAC" },
        leadScore: i,
      });
      ids.push(c.id);
    }
    await caller.crm.lists.addContacts({ listId: vips.id, contactIds: ids.slice(0, 5) });
    // In the list, in EMEA, found by the search: rows 1 and 3.
    const rules: SegmentRules = {
      combinator: "and",
      groups: [
        {
          combinator: "and",
          conditions: [
            { type: "list", op: "in", listId: vips.id },
            { type: "custom", key: "region", op: "eq", value: "EMEA" },
          ],
        },
      ],
    };
    const input = { rules, search: "row", sort: { field: "leadScore" as const, dir: "asc" as const }, limit: 1 };

    const first = await caller.crm.contacts.list(input);
    expect(first).toMatchObject({ count: 2, nextCursor: 1 });
    const second = await caller.crm.contacts.list({ ...input, cursor: first.nextCursor });
    expect(second).toMatchObject({ count: null, nextCursor: null });
    expect([...first.rows, ...second.rows].map((r) => r.firstName)).toEqual(["Row1", "Row3"]);
    expect(await caller.crm.contacts.count({ rules, search: "row" })).toEqual({ count: first.count });
  });
});
