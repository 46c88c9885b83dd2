"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { TRPCReactProvider } from "@/trpc/client";
import { setBudgetInput, type WorkspaceFormat } from "../../contracts/report.contracts";
import { useBudgetActions } from "../../hooks/use-budgets";
import type { PacingView } from "../../server/insights.queries";
import { monthLabel } from "./format";

/** Sets or removes the month's budget of one pacing line (all paid media or one platform). */
export function BudgetDialog({ pacing, format, onClose }: { pacing: PacingView; format: WorkspaceFormat; onClose: () => void }) {
  const scope = pacing.scope as "all";
  const form = useContractForm(setBudgetInput, { defaultValues: { month: pacing.month, scope, amount: pacing.budget === null ? "" : String(pacing.budget) } });
  const { set, remove } = useBudgetActions({ onSuccess: onClose });
  const onSubmit = form.submit((values) => set.mutateAsync(values));
  const saving = form.formState.isSubmitting;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Budget for {pacing.label}</DialogTitle>
          <DialogDescription>
            {monthLabel(pacing.month, format.locale)}, in {format.currency}. Pacing projects month-end spend from the spend so far.
          </DialogDescription>
        </DialogHeader>
        <form id="budget-form" onSubmit={onSubmit} noValidate className="grid gap-2">
          <FormField form={form} name="amount" label={`Monthly budget (${format.currency})`} htmlFor="budget-amount">
            <Input inputMode="decimal" {...form.register("amount")} placeholder="10000" autoFocus />
          </FormField>
          <FormRootError form={form} />
          {remove.error && (
            <p role="alert" className="text-sm text-destructive">
              {remove.error.message}
            </p>
          )}
        </form>
        <DialogFooter className="gap-2">
          {pacing.budget !== null && (
            <Button variant="ghost" onClick={() => remove.mutate({ month: pacing.month, scope })} disabled={remove.isPending}>
              Remove budget
            </Button>
          )}
          <Button type="submit" form="budget-form" disabled={saving}>
            {saving ? "Saving…" : "Save budget"}
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
