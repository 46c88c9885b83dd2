import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/cn";
import { prepareTable, type DataTableColumn } from "./data-table-prepare";
import { tableClasses } from "./plain-table";

type Row = { id: string; name: string; spend: number | null };
const rows: Row[] = [
  { id: "a", name: "Alpha", spend: 5 },
  { id: "b", name: "Beta", spend: null },
  { id: "c", name: "Gamma", spend: 9 },
];
const columns: Array<DataTableColumn<Row>> = [
  { id: "name", header: "Campaign", cell: (r) => createElement("b", null, r.name), sortValue: (r) => r.name, total: "Total" },
  { id: "spend", header: "Spend", cell: (r) => `$${r.spend ?? "—"}`, sortValue: (r) => r.spend, align: "right", total: "$14" },
  { id: "note", header: "Note", cell: () => "–", className: "whitespace-normal" },
];

describe("prepareTable", () => {
  it("keeps each row's rendered cells and sort values, column by column, and no functions", () => {
    const t = prepareTable({ rows, columns, rowKey: (r) => r.id, caption: "Campaigns" });
    expect(t.columns.map((c) => [c.id, c.sortable])).toEqual([
      ["name", true],
      ["spend", true],
      ["note", false],
    ]);
    expect(t.rows.map((r) => r.key)).toEqual(["a", "b", "c"]);
    expect(t.rows[1]!.sort).toEqual(["Beta", null, null]);
    expect(t.rows[0]!.cells[1]).toBe("$5");
    expect(JSON.stringify(t.columns)).not.toContain("function");
    expect(Object.values(t).some((v) => typeof v === "function")).toBe(false);
  });

  it("merges each column's header and cell classes over the Table parts' own", () => {
    const t = prepareTable({ rows, columns, rowKey: (r) => r.id, caption: "Campaigns" });
    expect(t.columns.map((c) => c.headClassName)).toEqual([tableClasses.head, cn(tableClasses.head, "text-right"), cn(tableClasses.head, "whitespace-normal")]);
    expect(t.columns.map((c) => c.cellClassName)).toEqual([
      tableClasses.cell,
      `${tableClasses.cell} text-right tabular-nums`,
      `${tableClasses.cell} whitespace-normal`,
    ]);
    expect(t.columns[1]!.headClassName).not.toContain("text-left");
    expect(t.columns[2]!.headClassName).not.toContain("whitespace-nowrap");
  });
});
