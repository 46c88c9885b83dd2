import { TRPCError } from "@trpc/server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { snapshot } from "~tests/tenancy/seed";
import { NUL_MESSAGE } from "@/lib/text";
import { NO_CHANGE_MESSAGE } from "@/lib/patch";
import type { DbHandle } from "@/server/db/client";
import { domainErrorOfDbError } from "@/server/db/errors";
import { ConflictError, InvalidError } from "@/server/errors";
import { publicError } from "@/server/trpc/init";

/**
 * Bad input answers 4xx, never 500 (the "no 5xx" findings): a NUL character in any text, an update
 * that changes nothing, and a write the database refuses for a constraint. Run on PGlite and on
 * PostgreSQL (node scripts/with-postgres.mjs), whose refusals these are.
 */
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

async function workspace() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

/** The error a call failed with, as the API would tell it (code, message, field messages). */
async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "the call should fail").toBeInstanceOf(TRPCError);
  const { message, fieldErrors } = publicError(error as TRPCError, "req-test");
  return { code: (error as TRPCError).code, message, fieldErrors };
}

const NUL = "\u0000";

describe("a NUL character in the input", () => {
  const cases: [string, (c: TestCaller, ids: { pipelineId: string; planKey: string }) => Promise<unknown>, string][] = [
    ["a contact's name", (c) => c.crm.contacts.create({ firstName: `Ada${NUL}` }), "firstName"],
    ["a saved view's name", (c) => c.crm.savedViews.create({ object: "contact", name: `Mine${NUL}`, config: {} }), "name"],
    ["a company's name", (c) => c.crm.companies.create({ name: `Acme${NUL} Ltd` }), "name"],
    ["a deal's name", (c, ids) => c.crm.deals.create({ name: `Big${NUL}deal`, pipelineId: ids.pipelineId }), "name"],
    ["a subscription topic's name (messaging)", (c) => c.messaging.preferences.topics.create({ name: `News${NUL}` }), "name"],
    ["a custom field's label (CRM settings)", (c) => c.crm.customFields.create({ object: "contact", label: `Tier${NUL}`, type: "text" }), "label"],
    // Values no contract types as text: caught before the procedure runs, for the same field.
    ["a custom value inside a contact's JSON", (c, ids) => c.crm.contacts.create({ firstName: "Ada", custom: { [ids.planKey]: `gold${NUL}` } }), "custom"],
  ];

  for (const [what, call, field] of cases) {
    it(`answers BAD_REQUEST naming the field, and writes nothing: ${what}`, async () => {
      const { caller, workspace: ws } = await workspace();
      const [pipeline] = await caller.crm.pipelines.list();
      const plan = await caller.crm.customFields.create({ object: "contact", label: "Plan", type: "text" });
      const before = await snapshot(handle.db, ws.id);
      const { code, message, fieldErrors } = await failure(call(caller, { pipelineId: pipeline!.id, planKey: plan.key }));
      expect(code).toBe("BAD_REQUEST");
      expect(message).toBe("Some fields need your attention.");
      expect(fieldErrors?.[field]).toEqual([NUL_MESSAGE]);
      expect(await snapshot(handle.db, ws.id)).toBe(before);
    });
  }
});

describe("an update that changes nothing", () => {
  it("is refused with one sentence by every update that takes some fields", async () => {
    const { caller, workspace: ws } = await workspace();
    const [pipeline] = await caller.crm.pipelines.list();
    const contact = await caller.crm.contacts.create({ firstName: "Ada" });
    const company = await caller.crm.companies.create({ name: "Acme" });
    const deal = await caller.crm.deals.create({ name: "Big deal", pipelineId: pipeline!.id });
    const list = await caller.crm.lists.create({ name: "Speakers", kind: "static" });
    const field = await caller.crm.customFields.create({ object: "contact", label: "Plan", type: "text" });
    const before = await snapshot(handle.db, ws.id);
    const calls = {
      companies: () => caller.crm.companies.update({ id: company.id, patch: {} }),
      deals: () => caller.crm.deals.update({ id: deal.id, patch: {} }),
      lists: () => caller.crm.lists.update({ id: list.id }),
      customFields: () => caller.crm.customFields.update({ id: field.id }),
      contacts: () => caller.crm.contacts.update({ id: contact.id, patch: {} }),
    };
    for (const [name, call] of Object.entries(calls)) {
      expect(await failure(call()), name).toMatchObject({ code: "BAD_REQUEST", message: NO_CHANGE_MESSAGE });
    }
    expect(await snapshot(handle.db, ws.id)).toBe(before);
    // One field is enough.
    await expect(caller.crm.companies.update({ id: company.id, patch: { industry: "Retail" } })).resolves.toMatchObject({ industry: "Retail" });
  });
});

describe("a write the database refuses", () => {
  it("renaming a saved view to the name of another answers CONFLICT with a sentence", async () => {
    const { caller } = await workspace();
    await caller.crm.savedViews.create({ object: "contact", name: "Leads", config: {} });
    const other = await caller.crm.savedViews.create({ object: "contact", name: "Customers", config: {} });
    const { code, message } = await failure(caller.crm.savedViews.update({ id: other.id, view: { object: "contact", name: "Leads", config: {} } }));
    expect(code).toBe("CONFLICT");
    expect(message).toBe("Something with the same name or value already exists. Change it and try again.");
    expect((await caller.crm.savedViews.list({ object: "contact" })).map((v) => v.name)).toEqual(["Customers", "Leads"]);
  });

  it("maps each kind of refusal once, for jobs as for procedures, without the database's words", async () => {
    const { workspace: ws } = await workspace();
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => null,
        (e: unknown) => e,
      );
    const missingWorkspace = await refusal(
      handle.db.execute(
        sql`insert into crm_saved_views (workspace_id, object, name, created_by, config) values (gen_random_uuid(), 'contacts', 'x', gen_random_uuid(), '{}')`,
      ),
    );
    const notUuid = await refusal(handle.db.execute(sql`select * from crm_contacts where id = ${"not-a-uuid"}`));
    const nul = await refusal(handle.db.execute(sql`select ${`a${NUL}b`}::text`));
    const tooBig = await refusal(handle.db.execute(sql`select 2147483648::int4`));
    const mapped = [missingWorkspace, notUuid, nul, tooBig].map(domainErrorOfDbError);
    expect(mapped.map((e) => e?.constructor)).toEqual([InvalidError, InvalidError, InvalidError, InvalidError]);
    expect(mapped[2]?.message).toBe(NUL_MESSAGE);
    for (const e of mapped) expect(e?.message).not.toMatch(/crm_|uuid|violat|constraint/i);
    const duplicate = await refusal(
      handle.db.execute(
        sql`insert into identity_workspaces (id, name, slug, kind) select gen_random_uuid(), name, slug, kind from identity_workspaces where id = ${ws.id}`,
      ),
    );
    expect(domainErrorOfDbError(duplicate)).toBeInstanceOf(ConflictError);
    expect(domainErrorOfDbError(new Error("connection refused"))).toBeNull();
  });
});
