/**
 * The ids the shell's skip links jump to (app-shell.tsx). The main region takes the focus back when a
 * dialog's opener has gone (components/ui/focus-return.ts). A page with filters (a report, the
 * contacts list) gives its filter bar FILTERS_ID and `tabIndex={-1}`: the shell's "Skip to filters"
 * link shows on the pages that have one (a CSS `:has(#filters)` rule, so it works before hydration).
 */
export const MAIN_ID = "main";
export const FILTERS_ID = "filters";
