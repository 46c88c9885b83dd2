import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import type { DbHandle } from "@/server/db/client";
import { inline } from "./ingest";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const awkward = ["it's", "back\\slash", 'double "quote"', "{braces},comma", "NULL", "", "€ and 😀", "tab\tnew\nline", "$1"];

describe("statements with their values inlined", () => {
  it("read back the same values as with parameters: text, numbers, null and arrays", async () => {
    const statement = (v: string) =>
      sql`select ${v}::text as text, ${sql.param([v, null, "x"])}::text[] as list, ${42.5}::numeric as n, ${null}::text as nothing, ${sql.param([1, 2])}::bigint[] as numbers`;
    for (const v of awkward) {
      const bound = (await handle.db.execute(statement(v))).rows;
      const inlined = (await handle.db.execute(sql.raw(inline(statement(v))))).rows;
      expect(inlined).toEqual(bound);
      expect((inlined[0] as { text: string }).text).toBe(v);
    }
  });

  it("refuses values it has no literal for", () => {
    expect(() => inline(sql`select ${{ a: 1 }}`)).toThrow(/No literal/);
    expect(() => inline(sql`select ${sql.param([Number.NaN])}::numeric[]`)).toThrow(/No array literal/);
  });
});
