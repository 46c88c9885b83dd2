import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/cn";
import { DataTable, type DataTableColumn } from "./data-table";
import { EMPTY_CELL_CLASS, HIDDEN_CAPTION_CLASS, PAGER_BUTTON_CLASS, STILL_ROW_CLASS } from "./data-table-view";
import { buttonVariants } from "./plain-button";
import { tableClasses } from "./plain-table";

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

// Recorded from the DataTable whose Table primitives and Buttons merged their classes with `cn` in the
// browser; resolved ahead (prepareTable, the view's constants), the markup must stay the same.
describe("DataTable's markup", () => {
  it("gives its rows, cells and buttons the classes the Table parts and Button would merge", () => {
    expect(STILL_ROW_CLASS).toBe(cn(tableClasses.row, "hover:bg-transparent"));
    expect(EMPTY_CELL_CLASS).toBe(cn(tableClasses.cell, "py-8 text-center text-muted-foreground"));
    expect(HIDDEN_CAPTION_CLASS).toBe(cn(tableClasses.caption, "sr-only"));
    expect(PAGER_BUTTON_CLASS).toBe(cn(buttonVariants({ variant: "outline", size: "sm" }), "print:hidden"));
    for (const own of Object.values(tableClasses)) expect(own).toBe(cn(own));
  });

  const small: Array<DataTableColumn<Row>> = [
    { id: "name", header: "Campaign", cell: (r) => r.name, sortValue: (r) => r.name, className: "whitespace-normal" },
    { id: "spend", header: "Spend", cell: (r) => String(r.spend ?? "—"), sortValue: (r) => r.spend, align: "right", total: "3" },
    { id: "note", header: "Note", cell: () => "ok" },
  ];

  it("renders headers, cells, totals and the pager with the design system's classes", () => {
    expect(
      renderToStaticMarkup(
        createElement(DataTable<Row>, { rows: rows.slice(0, 3), columns: small, rowKey: (r) => r.id, caption: "Campaigns", pageSize: 2, className: "mt-2" }),
      ),
    ).toMatchInlineSnapshot(
      `"<div class="flex min-w-0 flex-col gap-3 mt-2"><div class="relative w-full overflow-x-auto rounded-md" role="region" aria-label="Campaigns" tabindex="0"><table class="w-full caption-bottom border-collapse text-sm" aria-label="Campaigns"><caption class="mt-3 text-sm text-muted-foreground sr-only">Campaigns</caption><thead class="[&amp;_tr]:border-b"><tr class="border-b transition-colors data-[state=selected]:bg-muted hover:bg-transparent"><th scope="col" class="h-10 px-3 text-left align-middle text-xs font-medium tracking-wide text-muted-foreground uppercase whitespace-normal" aria-sort="none"><button type="button" class="-mx-1.5 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1.5 py-1 tracking-wide uppercase hover:text-foreground">Campaign<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-up-down size-3.5 opacity-50" aria-hidden="true"><path d="m21 16-4 4-4-4"></path><path d="M17 20V4"></path><path d="m3 8 4-4 4 4"></path><path d="M7 4v16"></path></svg></button><span class="hidden print:inline">Campaign</span></th><th scope="col" class="h-10 px-3 align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase text-right" aria-sort="none"><button type="button" class="-mx-1.5 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1.5 py-1 tracking-wide uppercase hover:text-foreground flex-row-reverse">Spend<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-up-down size-3.5 opacity-50" aria-hidden="true"><path d="m21 16-4 4-4-4"></path><path d="M17 20V4"></path><path d="m3 8 4-4 4 4"></path><path d="M7 4v16"></path></svg></button><span class="hidden print:inline">Spend</span></th><th scope="col" class="h-10 px-3 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase">Note</th></tr></thead><tbody class="[&amp;_tr:last-child]:border-0"><tr class="border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted"><td class="px-3 py-2.5 align-middle whitespace-normal">Campaign 0</td><td class="px-3 py-2.5 align-middle text-right tabular-nums">0</td><td class="px-3 py-2.5 align-middle">ok</td></tr><tr class="border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted"><td class="px-3 py-2.5 align-middle whitespace-normal">Campaign 1</td><td class="px-3 py-2.5 align-middle text-right tabular-nums">1</td><td class="px-3 py-2.5 align-middle">ok</td></tr></tbody><tfoot class="border-t bg-muted/50 font-medium [&amp;&gt;tr]:last:border-b-0"><tr class="border-b transition-colors data-[state=selected]:bg-muted hover:bg-transparent"><td class="px-3 py-2.5 align-middle whitespace-normal"></td><td class="px-3 py-2.5 align-middle text-right tabular-nums">3</td><td class="px-3 py-2.5 align-middle"></td></tr></tfoot></table></div><nav aria-label="Campaigns: pages" class="flex items-center justify-end gap-2 text-sm"><p aria-live="polite" class="mr-1 text-muted-foreground tabular-nums">1–2 of 3</p><button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-8 px-3 text-xs print:hidden" disabled="" aria-label="Previous page"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-chevron-left" aria-hidden="true"><path d="m15 18-6-6 6-6"></path></svg><span class="hidden sm:inline">Previous</span></button><button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-8 px-3 text-xs print:hidden" aria-label="Next page"><span class="hidden sm:inline">Next</span><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-chevron-right" aria-hidden="true"><path d="m9 18 6-6-6-6"></path></svg></button></nav></div>"`,
    );
  });

  it("renders the empty row and a shown caption", () => {
    expect(
      renderToStaticMarkup(createElement(DataTable<Row>, { rows: [], columns: small, rowKey: (r) => r.id, caption: "Campaigns", showCaption: true })),
    ).toMatchInlineSnapshot(
      `"<div class="flex min-w-0 flex-col gap-3"><div class="relative w-full overflow-x-auto rounded-md" role="region" aria-label="Campaigns" tabindex="0"><table class="w-full caption-bottom border-collapse text-sm" aria-label="Campaigns"><caption class="mt-3 text-sm text-muted-foreground">Campaigns</caption><thead class="[&amp;_tr]:border-b"><tr class="border-b transition-colors data-[state=selected]:bg-muted hover:bg-transparent"><th scope="col" class="h-10 px-3 text-left align-middle text-xs font-medium tracking-wide text-muted-foreground uppercase whitespace-normal" aria-sort="none"><button type="button" class="-mx-1.5 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1.5 py-1 tracking-wide uppercase hover:text-foreground">Campaign<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-up-down size-3.5 opacity-50" aria-hidden="true"><path d="m21 16-4 4-4-4"></path><path d="M17 20V4"></path><path d="m3 8 4-4 4 4"></path><path d="M7 4v16"></path></svg></button><span class="hidden print:inline">Campaign</span></th><th scope="col" class="h-10 px-3 align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase text-right" aria-sort="none"><button type="button" class="-mx-1.5 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1.5 py-1 tracking-wide uppercase hover:text-foreground flex-row-reverse">Spend<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-up-down size-3.5 opacity-50" aria-hidden="true"><path d="m21 16-4 4-4-4"></path><path d="M17 20V4"></path><path d="m3 8 4-4 4 4"></path><path d="M7 4v16"></path></svg></button><span class="hidden print:inline">Spend</span></th><th scope="col" class="h-10 px-3 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase">Note</th></tr></thead><tbody class="[&amp;_tr:last-child]:border-0"><tr class="border-b transition-colors data-[state=selected]:bg-muted hover:bg-transparent"><td class="px-3 align-middle py-8 text-center text-muted-foreground" colSpan="3">Nothing to show for this period.</td></tr></tbody></table></div></div>"`,
    );
  });
});
