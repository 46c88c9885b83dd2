import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/plain-button";
import { cn } from "@/lib/cn";
import type { PacingView } from "../server/insights.queries";
import { ReportActions } from "./export/report-actions";
import { BUDGET_BUTTON_CLASS, BudgetButton } from "./report/budget-button";
import { FILTER_TRIGGER_CLASS, FilterTrigger } from "./report/filter-trigger";

const pacing: PacingView = {
  month: "2026-11",
  daysInMonth: 30,
  daysElapsed: 10,
  spent: 100,
  projected: 300,
  budget: null,
  pace: null,
  status: "no-budget",
  scope: "all",
  label: "All paid media",
  currency: "EUR",
};
const format = { timeZone: "Europe/Paris", currency: "EUR", locale: "fr-FR", weekStart: "monday" as const };
const csv = async () => ({ filename: "report.csv", rows: [] });

// Recorded from the report's buttons as the design system's Button rendered them (classes merged with
// `cn` in the browser); with their classes resolved ahead, the markup must stay the same.
describe("the report's first-load buttons", () => {
  it("carry the classes the design system's Button would give them, resolved without cn", () => {
    expect(BUDGET_BUTTON_CLASS).toBe(cn(buttonVariants({ variant: "ghost", size: "sm" }), "h-7 px-2"));
    expect(FILTER_TRIGGER_CLASS).toBe(cn(buttonVariants({ variant: "outline" }), "justify-between font-normal"));
    // The widths report-controls.tsx and report-filter-menus.tsx give the filters override nothing.
    for (const width of ["w-48", "w-52"])
      expect(`${FILTER_TRIGGER_CLASS} ${width}`).toBe(cn(buttonVariants({ variant: "outline" }), "justify-between font-normal", width));
  });

  it("render the budget button as a small ghost button", () => {
    expect(renderToStaticMarkup(createElement(BudgetButton, { pacing, format }))).toMatchInlineSnapshot(
      `"<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 hover:bg-accent hover:text-accent-foreground text-xs h-7 px-2">Set budget</button>"`,
    );
    expect(renderToStaticMarkup(createElement(BudgetButton, { pacing: { ...pacing, budget: 500 }, format }))).toContain(">Change budget</button>");
  });

  it("render a filter's trigger as an outline button with the caller's width", () => {
    expect(renderToStaticMarkup(createElement(FilterTrigger, { kind: "Accounts", label: "All accounts", className: "w-48" }))).toMatchInlineSnapshot(
      `"<button type="button" class="inline-flex shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap rounded-md text-sm transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-9 px-4 justify-between font-normal w-48" aria-label="Accounts: All accounts"><span class="truncate">All accounts</span><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-chevron-down" aria-hidden="true"><path d="m6 9 6 6 6-6"></path></svg></button>"`,
    );
    expect(renderToStaticMarkup(createElement(FilterTrigger, { kind: "Campaigns", label: "All campaigns", disabled: true }))).toMatchInlineSnapshot(
      `"<button type="button" class="inline-flex shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap rounded-md text-sm transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-9 px-4 justify-between font-normal" disabled="" aria-label="Campaigns: All campaigns"><span class="truncate">All campaigns</span><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-chevron-down" aria-hidden="true"><path d="m6 9 6 6 6-6"></path></svg></button>"`,
    );
  });

  it("render Export, and Schedule for those who may, as small outline buttons", () => {
    expect(renderToStaticMarkup(createElement(ReportActions, { title: "Google Ads", csv, canSchedule: true }))).toMatchInlineSnapshot(
      `"<div class="flex flex-wrap items-center gap-2 print:hidden" data-testid="report-actions"><button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-8 px-3 text-xs" aria-haspopup="menu" aria-expanded="false" data-state="closed"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-download" aria-hidden="true"><path d="M12 15V3"></path><path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4"></path><path d="m7 10 5 5 5-5"></path></svg>Export<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-chevron-down opacity-60" aria-hidden="true"><path d="m6 9 6 6 6-6"></path></svg></button><button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-8 px-3 text-xs"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-calendar-clock" aria-hidden="true"><path d="M16 14v2.2l1.6 1"></path><path d="M16 2v3"></path><path d="M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338"></path><path d="M3 9h5.859"></path><path d="M8 2v3"></path><circle cx="16" cy="16" r="6"></circle></svg> Schedule</button></div>"`,
    );
    expect(renderToStaticMarkup(createElement(ReportActions, { title: "Google Ads", csv, canSchedule: false }))).not.toContain("Schedule");
  });
});
