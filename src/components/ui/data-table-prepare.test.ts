import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { prepareTable, type DataTableColumn } from "./data-table-prepare";

type Row = { id: string; name: string; spend: number | null };
const rows: Row[] = [
  { id: "a", name: "Alpha", spend: 5 },
  { id: "b", name: "Beta", spend: null },
  { id: "c", name: "Gamma", spend: 9 },
];
const columns: Array<DataTableColumn<Row>> = [
  { id: "name", header: "Campaign", cell: (r) => createElement("b", null, r.name), sortValue: (r) => r.name, total: "Total" },
  { id: "spend", header: "Spend", cell: (r) => `$${r.spend ?? "—"}`, sortValue: (r) => r.spend, align: "right", total: "$14" },
  { id: "note", header: "Note", cell: () => "–" },
];

describe("prepareTable", () => {
  it("keeps each row's rendered cells and sort values, column by column, and no functions", () => {
    const t = prepareTable({ rows, columns, rowKey: (r) => r.id, caption: "Campaigns" });
    expect(t.columns.map((c) => [c.id, c.sortable])).toEqual([["name", true], ["spend", true], ["note", false]]);
    expect(t.rows.map((r) => r.key)).toEqual(["a", "b", "c"]);
    expect(t.rows[1]!.sort).toEqual(["Beta", null, null]);
    expect(t.rows[0]!.cells[1]).toBe("$5");
    expect(JSON.stringify(t.columns)).not.toContain("function");
    expect(Object.values(t).some((v) => typeof v === "function")).toBe(false);
  });
});
