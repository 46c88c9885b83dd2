import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable } from "./data-table";
import { prepareTable, type DataTableColumn } from "./data-table-prepare";
import { ServerDataTable } from "./server-data-table";

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

describe("ServerDataTable renders like DataTable", () => {
  const props = { rows, columns, rowKey: (r: Row) => r.id, caption: "Campaigns", initialSort: { id: "spend", desc: true } };
  const server = renderToStaticMarkup(createElement(ServerDataTable<Row>, props));
  const client = renderToStaticMarkup(createElement(DataTable<Row>, props));

  it("gives the same markup as the client table", () => {
    expect(server).toBe(client);
  });

  it("sorts by the initial column with missing values last, and shows the totals row", () => {
    expect(server.indexOf("Gamma")).toBeLessThan(server.indexOf("Alpha"));
    expect(server.indexOf("Alpha")).toBeLessThan(server.indexOf("Beta"));
    expect(server).toContain('aria-sort="descending"');
    expect(server).toContain("<tfoot");
    expect(server).toContain("$14");
  });
});
