"use client";

import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { WorkspaceFormat } from "../../contracts/report.contracts";
import type { PacingView } from "../../server/insights.queries";

/** Loaded when first opened: the dialog, its API client and validation stay out of the report's first load. */
const BudgetDialog = lazy(() => import("./budget-dialog").then((m) => ({ default: m.BudgetDialogWithApi })));

/** Set or change one pacing line's monthly budget. */
export function BudgetButton({ pacing, format }: { pacing: PacingView; format: WorkspaceFormat }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" className="h-7 px-2" onClick={() => setEditing(true)}>
        {pacing.budget === null ? "Set budget" : "Change budget"}
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <BudgetDialog pacing={pacing} format={format} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
