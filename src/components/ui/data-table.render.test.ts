import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type DataTableColumn } from "./data-table";

type Row = { id: string; name: string; spend: number | null };
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({ id: `c${i}`, name: `Campaign ${i}`, spend: i === 3 ? null : i }));
const columns: Array<DataTableColumn<Row>> = [
  { id: "name", header: "Campaign", cell: (r) => r.name, sortValue: (r) => r.name, total: "Total" },
  { id: "spend", header: "Spend", cell: (r) => String(r.spend ?? "—"), sortValue: (r) => r.spend, align: "right", total: "432" },
];

describe("DataTable renders on the server", () => {
  const html = renderToStaticMarkup(
    createElement(DataTable<Row>, { rows, columns, rowKey: (r) => r.id, caption: "Campaigns", initialSort: { id: "spend", desc: true } }),
  );

  it("applies the initial sort and marks it on the header", () => {
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('aria-sort="none"');
    expect(html.indexOf("Campaign 29")).toBeLessThan(html.indexOf("Campaign 28"));
  });

  it("shows one page, the totals row and the range", () => {
    expect(html).toContain("<tfoot");
    expect(html).toContain("1–25 of 30");
    expect(html).not.toContain("Campaign 3<");
    expect(html).toContain("Campaign 5<");
  });

  it("hides pagination on a single page and shows the empty message", () => {
    const empty = renderToStaticMarkup(
      createElement(DataTable<Row>, { rows: [], columns, rowKey: (r) => r.id, caption: "Campaigns", emptyMessage: "No campaigns yet." }),
    );
    expect(empty).toContain("No campaigns yet.");
    expect(empty).not.toContain("Next page");
    expect(empty).not.toContain("<tfoot");
  });
});
