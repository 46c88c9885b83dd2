"use client";

import { lazy, Suspense, useState } from "react";
import { buttonVariants, PlainButton } from "@/components/ui/plain-button";
import type { WorkspaceFormat } from "../../contracts/report.contracts";
import type { PacingView } from "../../server/insights.queries";

/** Loaded when first opened: the dialog, its API client and validation stay out of the report's first load. */
const BudgetDialog = lazy(() => import("./budget-dialog").then((m) => ({ default: m.BudgetDialogWithApi })));

/**
 * The small ghost Button at 28 px (`cn(buttonVariants({ variant: "ghost", size: "sm" }), "h-7 px-2")`),
 * resolved without `cn` at first load (see report-buttons.render.test.ts).
 */
export const BUDGET_BUTTON_CLASS = buttonVariants({ variant: "ghost", size: "sm" }).replace("h-8 px-3 text-xs", "text-xs h-7 px-2");

/** Set or change one pacing line's monthly budget. */
export function BudgetButton({ pacing, format }: { pacing: PacingView; format: WorkspaceFormat }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PlainButton className={BUDGET_BUTTON_CLASS} onClick={() => setEditing(true)}>
        {pacing.budget === null ? "Set budget" : "Change budget"}
      </PlainButton>
      {editing && (
        <Suspense fallback={null}>
          <BudgetDialog pacing={pacing} format={format} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
