import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { BarChart, FunnelChart, LineChart, Sparkline } from "./index";

const count = (html: string, part: string) => html.split(part).length - 1;

describe("charts render on the server", () => {
  const line = renderToStaticMarkup(
    createElement(LineChart, {
      ariaLabel: "Spend by day",
      data: [
        { x: "2025-03-01", spend: 10, prev: 5 },
        { x: "2025-03-02", spend: null, prev: 7 },
        { x: "2025-03-03", spend: 30, prev: 9 },
      ],
      series: [
        { key: "spend", label: "Spend", area: true },
        { key: "prev", label: "Previous period", dashed: true },
      ],
    }),
  );

  it("draws a focusable line chart with a width-independent viewBox", () => {
    expect(line).toContain('role="group"');
    expect(line).toContain('tabindex="0"');
    expect(line).toContain('viewBox="0 0 100 100"');
    expect(line).toContain('stroke-dasharray="5 4"');
  });

  it("breaks the line at a null and skips areas it cannot fill", () => {
    expect(count(line, "stroke:var(--chart-1)")).toBe(2);
    expect(line).not.toContain('d=""');
  });

  it("gives screen readers the data as a table", () => {
    expect(line).toContain("<caption>Spend by day</caption>");
    expect(line).toContain('<th scope="col">Date</th>');
    expect(line).toContain("<td>No data</td>");
  });

  it("thins the x labels per width with container queries, since the server doesn't know the width", () => {
    const days = Array.from({ length: 28 }, (_, i) => ({ x: `2025-03-${String(i + 1).padStart(2, "0")}`, v: i }));
    const html = renderToStaticMarkup(createElement(LineChart, { ariaLabel: "Clicks", data: days, series: [{ key: "v", label: "Clicks" }] }));
    const axis = /<div aria-hidden="true" class="@container[^"]*">(.*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(axis).toContain(">Mar 28</span>");
    expect(axis).toContain("hidden @md:block");
    // Every point is still in the screen-reader table.
    expect(count(html, '<th scope="row">')).toBe(28);
  });

  it("says so when there is no data", () => {
    const empty = renderToStaticMarkup(createElement(LineChart, { ariaLabel: "Spend", data: [], series: [{ key: "s", label: "S" }] }));
    expect(empty).toContain("No data for this period.");
  });

  it("renders bars as links with a read-out comparison", () => {
    const html = renderToStaticMarkup(
      // Its links navigate with the app router, as on a page.
      createElement(
        AppRouterContext.Provider,
        { value: { push() {}, replace() {}, prefetch() {}, back() {}, forward() {}, refresh() {} } as never },
        createElement(BarChart, {
          ariaLabel: "By channel",
          data: [
            { label: "Google", value: 10, compare: 5, href: "/x" },
            { label: "Meta", value: 4 },
          ],
        }),
      ),
    );
    expect(html).toContain('href="/x"');
    expect(html).toContain("previous period 5");
    expect(html).toContain("width:40%");
  });

  it("renders funnel shares and step conversions", () => {
    const html = renderToStaticMarkup(
      createElement(FunnelChart, {
        ariaLabel: "Store funnel",
        steps: [
          { label: "Sessions", value: 1000 },
          { label: "Cart", value: 100 },
          { label: "Purchase", value: 25 },
        ],
      }),
    );
    expect(html).toContain("25%</span> converted from Cart");
    expect(html).toContain(" · 2.5% of Sessions");
  });

  it("renders a labelled sparkline, even from no values", () => {
    expect(renderToStaticMarkup(createElement(Sparkline, { ariaLabel: "Trend", values: [1, 3, 2] }))).toContain('d="M0 22L50 2L100 12"');
    expect(renderToStaticMarkup(createElement(Sparkline, { ariaLabel: "Trend", values: [] }))).toContain('aria-label="Trend"');
  });
});
