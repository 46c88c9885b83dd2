import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle, Tx } from "@/server/db/client";
import { createTestDb, databaseKind } from "../../../tests/support/db";
import { copyClientOf, copyIn, copyInAll, copyMessages, copyValue, CopyText } from "./copy";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("COPY messages", () => {
  it("frames the statements, then each one's rows and end, lengths in bytes", () => {
    const buffer = copyMessages([
      { statement: "copy t (a) from stdin", data: "é\n" },
      { statement: "copy u (b) from stdin", data: "" },
    ]);
    const text = "copy t (a) from stdin; copy u (b) from stdin";
    const query = 1 + 4 + text.length + 1;
    expect(buffer.subarray(0, 1).toString()).toBe("Q");
    expect(buffer.readInt32BE(1)).toBe(query - 1);
    expect(buffer.subarray(5, query - 1).toString()).toBe(text);
    expect(buffer[query - 1]).toBe(0);
    expect(buffer.subarray(query, query + 1).toString()).toBe("d");
    // "é" is two bytes in UTF-8.
    expect(buffer.readInt32BE(query + 1)).toBe(4 + 3);
    expect(buffer.subarray(query + 5, query + 8).toString("utf8")).toBe("é\n");
    expect([...buffer.subarray(query + 8)]).toEqual([0x63, 0, 0, 0, 4, 0x64, 0, 0, 0, 4, 0x63, 0, 0, 0, 4]);
  });

  it("takes rows already as bytes", () => {
    const text = new CopyText();
    text.line("1\té");
    const buffer = copyMessages([{ statement: "copy t (a, b) from stdin", data: text.bytes() }]);
    const query = 1 + 4 + "copy t (a, b) from stdin".length + 1;
    expect(buffer.readInt32BE(query + 1)).toBe(4 + 5);
    expect(buffer.subarray(query + 5, query + 10).toString("utf8")).toBe("1\té\n");
    expect([...buffer.subarray(query + 10)]).toEqual([0x63, 0, 0, 0, 4]);
  });
});

describe("COPY text as bytes", () => {
  it("is the lines joined, in UTF-8, however long and wherever a multi-byte character falls", () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => `${i}\t${"é€😀".repeat(i % 7)}\t${"x".repeat(i % 50)}`);
    // Starts far too small, so it grows many times.
    const text = new CopyText(1);
    for (const line of lines) text.line(line);
    expect(text.bytes().toString("utf8")).toBe(lines.map((l) => l + "\n").join(""));
    expect(new CopyText().bytes().length).toBe(0);
  });

  it("writes values straight as bytes as copyValue would, lines and values mixed", () => {
    const strings = ["plain", "", "tab\there", "line\nbreak\r\nand \\ backslash", "Größe – 日本\t!", "a\u0001b\u000bc", "😀\\"];
    const numbers = [0, 7, 10, 99, 100, 1234567, 2 ** 31, Number.MAX_SAFE_INTEGER, -5, 1.5, -0.25, 2 ** 60];
    const micros = [0, 1, -1, 999_999, 1_000_000, -12_340_000, 123_456_789, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    const text = new CopyText(1);
    const expected: string[] = [];
    text.raw(Buffer.from("ws\tsrc\t"));
    for (const s of strings) text.text(s).tab();
    text.null();
    text.endLine();
    expected.push(["ws", "src", ...strings.map(copyValue), "\\N"].join("\t") + "\n");
    text.line("between\tlines");
    expected.push("between\tlines\n");
    for (const n of numbers) text.number(n).tab();
    for (const m of micros) text.micros(m).tab();
    text.endLine();
    const fromMicros = (m: number) => `${m < 0 ? "-" : ""}${Math.floor(Math.abs(m) / 1e6)}.${String(Math.abs(m) % 1e6).padStart(6, "0")}`;
    expected.push([...numbers.map(copyValue), ...micros.map(fromMicros)].join("\t") + "\t\n");
    expect(text.bytes().toString("utf8")).toBe(expected.join(""));
    // Amounts are never written inexactly.
    expect(() => new CopyText().micros(2 ** 60)).toThrow(RangeError);
    expect(() => new CopyText().micros(0.5)).toThrow(RangeError);
  });
});

// PGlite has no wire connection: its callers insert through unnest() instead.
describe.skipIf(databaseKind() !== "postgres")("COPY … FROM STDIN on PostgreSQL", () => {
  const copy = (tx: Tx, rows: (string | number | null)[][], table = "copy_probe") =>
    copyIn(copyClientOf(tx)!, `copy ${table} (n, label) from stdin`, rows.map((r) => r.map(copyValue).join("\t") + "\n").join(""));
  const labels = async (tx: Tx) => (await tx.execute(sql`select n::int, label from copy_probe order by n`)).rows;

  beforeAll(async () => {
    await handle.db.execute(sql`create table copy_probe (n bigint primary key, label text)`);
  });

  it("writes every row, escapes included, and counts them", async () => {
    const rows: (string | number | null)[][] = [
      [1, "tab\there"],
      [2, "line\nbreak\r\nand \\ backslash"],
      [3, "Größe – 日本"],
      [4, null],
    ];
    await handle.db.transaction(async (tx) => {
      expect(await copy(tx, rows)).toBe(4);
      expect(await labels(tx)).toEqual(rows.map(([n, label]) => ({ n, label })));
      await tx.execute(sql`delete from copy_probe`);
    });
  });

  it("runs several COPY statements in one round trip, and none of them when one fails", async () => {
    await handle.db.execute(sql`create table copy_probe_other (n bigint primary key, label text)`);
    const part = (table: string, rows: [number, string][]) => ({
      statement: `copy ${table} (n, label) from stdin`,
      data: rows.map((r) => r.map(copyValue).join("\t") + "\n").join(""),
    });
    await handle.db.transaction(async (tx) => {
      expect(
        await copyInAll(copyClientOf(tx)!, [
          part("copy_probe", [
            [1, "a"],
            [2, "b"],
          ]),
          part("copy_probe_other", []),
          part("copy_probe_other", [[3, "c"]]),
        ]),
      ).toEqual([2, 0, 1]);
      await tx.execute(sql`savepoint probe`);
      // The second statement's duplicate key: the first one's row goes too.
      await expect(copyInAll(copyClientOf(tx)!, [part("copy_probe_other", [[4, "d"]]), part("copy_probe", [[1, "again"]])])).rejects.toThrow(/duplicate key/);
      await tx.execute(sql`rollback to savepoint probe`);
      const rows = (await tx.execute(sql`select n::int from copy_probe union all select n::int from copy_probe_other order by 1`)).rows;
      expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      await tx.execute(sql`delete from copy_probe`);
    });
  });

  it("keeps the connection in step when the statement fails before copying, or on a bad row", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`savepoint probe`);
      // Fails before copy mode: the rows sent with it are ignored by the server.
      await expect(copy(tx, [[1, "x"]], "no_such_table")).rejects.toThrow(/no_such_table/);
      await tx.execute(sql`rollback to savepoint probe`);
      // Fails on a row: nothing of the batch stays.
      await expect(
        copy(tx, [
          [1, "ok"],
          ["not a number", "bad"],
        ]),
      ).rejects.toThrow(/bigint/);
      await tx.execute(sql`rollback to savepoint probe`);
      // The same connection answers the next statements in order.
      expect(await copy(tx, [[7, "after"]])).toBe(1);
      expect(await labels(tx)).toEqual([{ n: 7, label: "after" }]);
    });
    expect((await handle.db.execute(sql`select count(*)::int as n from copy_probe`)).rows[0]).toEqual({ n: 1 });
  });
});
