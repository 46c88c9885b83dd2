import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RunHistoryTable, type RunHistoryColumn, type RunHistoryTableProps } from "./run-history-table";

type Run = { id: string; name: string; status: "running" | "done"; pages: number; single?: boolean };
const runs: Run[] = [
  { id: "r3", name: "Third", status: "running", pages: 12 },
  { id: "r2", name: "Second", status: "done", pages: 1204 },
  { id: "r1", name: "First", status: "done", pages: 7, single: true },
];
const columns: Array<RunHistoryColumn<Run>> = [
  { id: "name", header: "Run", cell: (r) => r.name, className: "whitespace-nowrap" },
  { id: "pages", header: "Pages", cell: (r) => r.pages.toLocaleString("en-US"), align: "right" },
];
const render = (props: Partial<RunHistoryTableProps<Run>> = {}) =>
  renderToStaticMarkup(
    createElement(RunHistoryTable<Run>, {
      label: "Audit history",
      runs,
      columns,
      selectedId: "r2",
      onSelect: () => undefined,
      openLabel: (r) => (r.single ? null : `Open ${r.name}`),
      canOpen: (r) => r.status !== "running",
      ...props,
    }),
  );
const rows = (html: string) => html.split("<tr").slice(2);

describe("RunHistoryTable", () => {
  const html = render();

  it("is a table named by its label, with the columns' headers and a hidden one for Open", () => {
    expect(html).toContain('<table class="w-full caption-bottom border-collapse text-sm" aria-label="Audit history">');
    expect(html).toMatch(/<th scope="col"[^>]*>Run<\/th>/);
    expect(html).toMatch(/<th scope="col" class="[^"]*text-right[^"]*">Pages<\/th>/);
    expect(html).toMatch(/<th scope="col" class="[^"]*text-right[^"]*"><span class="sr-only">Open<\/span><\/th>/);
  });

  it("lists the runs in the order given, counts right-aligned in tabular figures", () => {
    expect(rows(html)).toHaveLength(3);
    expect(html.indexOf("Third")).toBeLessThan(html.indexOf("Second"));
    expect(html).toMatch(/<td class="[^"]*text-right tabular-nums[^"]*">1,204<\/td>/);
    expect(html).toMatch(/<td class="[^"]*whitespace-nowrap[^"]*">Second<\/td>/);
  });

  it("marks the shown run as current; its button says Shown and can't be pressed", () => {
    const shown = rows(html)[1]!;
    expect(shown).toContain('aria-current="true"');
    expect(shown).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Open Second"[^>]*>Shown<\/button>/);
    expect(rows(html)[0]).not.toContain("aria-current");
  });

  it("lets a finished run be opened by name, not one still running", () => {
    const other = rows(render({ selectedId: null }));
    expect(other[1]).toMatch(/<button(?![^>]*disabled="")[^>]*aria-label="Open Second"[^>]*>Open<\/button>/);
    expect(other[0]).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Open Third"[^>]*>Open<\/button>/);
  });

  it("has no button for a run with nothing to open", () => {
    expect(rows(html)[2]).not.toContain("<button");
  });

  it("puts the caller's Open control in place of its button, told the run, its name and state", () => {
    const seen: string[] = [];
    const custom = render({
      onSelect: undefined,
      renderOpen: ({ run, label, selected, disabled }) => {
        seen.push(`${run.id}:${label}:${selected}:${disabled}`);
        return createElement("a", { href: `?run=${run.id}` }, label);
      },
    });
    expect(seen).toEqual(["r3:Open Third:false:true", "r2:Open Second:true:true"]);
    expect(rows(custom)[0]).toContain('<a href="?run=r3">Open Third</a>');
    expect(custom).not.toContain("<button");
  });
});
