"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { TRPCReactProvider, useTRPC } from "@/trpc/client";
import type { WorkspaceFormat } from "../../contracts/report.contracts";
import type { PacingView } from "../../server/insights.queries";
import { monthLabel } from "./format";

/** Sets or removes the month's budget of one pacing line (all paid media or one platform). */
export function BudgetDialog({ pacing, format, onClose }: { pacing: PacingView; format: WorkspaceFormat; onClose: () => void }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const router = useRouter();
  const [amount, setAmount] = useState(pacing.budget === null ? "" : String(pacing.budget));
  const done = () => {
    void qc.invalidateQueries({ queryKey: trpc.reporting.reports.insights.pathKey() });
    void qc.invalidateQueries({ queryKey: trpc.home.pathKey() });
    // A server-rendered report (the overview) reads its pacing again.
    router.refresh();
    onClose();
  };
  const set = useMutation(trpc.reporting.budgets.set.mutationOptions({ onSuccess: () => (toast.success("Budget saved"), done()) }));
  const remove = useMutation(trpc.reporting.budgets.remove.mutationOptions({ onSuccess: () => (toast.success("Budget removed"), done()) }));
  const scope = pacing.scope as "all";
  const error = set.error?.message ?? remove.error?.message;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Budget for {pacing.label}</DialogTitle>
          <DialogDescription>
            {monthLabel(pacing.month, format.locale)}, in {format.currency}. Pacing projects month-end spend from the spend so far.
          </DialogDescription>
        </DialogHeader>
        <form
          id="budget-form"
          onSubmit={(e) => {
            e.preventDefault();
            set.mutate({ month: pacing.month, scope, amount });
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium">
            Monthly budget ({format.currency})
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="10000" aria-invalid={!!error} aria-describedby={error ? "budget-error" : undefined} autoFocus />
          </label>
          {error && (
            <p id="budget-error" role="alert" className="mt-1 text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
        <DialogFooter className="gap-2">
          {pacing.budget !== null && (
            <Button variant="ghost" onClick={() => remove.mutate({ month: pacing.month, scope })} disabled={remove.isPending}>
              Remove budget
            </Button>
          )}
          <Button type="submit" form="budget-form" disabled={set.isPending}>
            {set.isPending ? "Saving…" : "Save budget"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The dialog with its own API client, for server-rendered reports (see budget-button.tsx). */
export function BudgetDialogWithApi(props: { pacing: PacingView; format: WorkspaceFormat; onClose: () => void }) {
  return (
    <TRPCReactProvider>
      <BudgetDialog {...props} />
    </TRPCReactProvider>
  );
}
