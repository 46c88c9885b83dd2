"use client";

import { ArrowRightLeft, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { fieldAria } from "@/components/ui/field";
import { FormField, FormRootError, useContractForm, useFieldError, type ContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { currencyOptions } from "@/modules/connectors/client";
import { can, useCurrentWorkspaceQuery } from "@/modules/identity/client";
import type { addFxRateInput } from "../../contracts/fx.contracts";
import { useAddFxRate, useFxPairs, useFxRates, useRemoveFxRate, useUpdateFxRate } from "../../hooks/use-fx-rates";
import { formatDayAs } from "../report/format";

type Rate = { date: string; base: string; quote: string; rate: string; origin: "config" | "manual"; overridden: boolean };
const SHOWN = 30;

/**
 * The workspace's own exchange rates, which override the reference rates for their pair from their
 * day on: those configured (FX_RATES) and those entered here, newest first, each with its origin;
 * owners and admins add, change and remove the ones entered here.
 */
export function FxOverridesCard() {
  const rates = useFxRates();
  const workspace = useCurrentWorkspaceQuery();
  const canManage = workspace.data ? can(workspace.data.role, "connectors.manage") : false;
  const [showAll, setShowAll] = useState(false);
  const [removing, setRemoving] = useState<Rate | null>(null);
  const [editing, setEditing] = useState<Rate | null>(null);
  const pairs = useFxPairs().data;
  const dateFormat = pairs?.dateFormat ?? "YYYY-MM-DD";
  const remove = useRemoveFxRate();
  const list = rates.data ?? [];
  const shown = showAll ? list : list.slice(0, SHOWN);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your rates</CardTitle>
        <CardDescription>
          A rate you add applies to its pair from its day on, instead of the reference rate, until your next rate for that pair. Days before your first rate
          keep the reference rate.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {canManage ? (
          <RateForm
            key={editing ? `${editing.date} ${editing.base} ${editing.quote}` : "new"}
            editing={editing}
            today={pairs?.today}
            onDone={() => setEditing(null)}
          />
        ) : null}
        {rates.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading exchange rates">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : rates.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {rates.error.message}{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => void rates.refetch()}>
              Try again
            </Button>
          </p>
        ) : list.length === 0 ? (
          <EmptyState
            icon={ArrowRightLeft}
            title="No rates of your own"
            description="Reports use the reference rates. Add a rate above to use your own for a pair."
          />
        ) : (
          <>
            <Table aria-label="Your rates">
              <TableHeader>
                <TableRow>
                  <TableHead>Day</TableHead>
                  <TableHead>Pair</TableHead>
                  <TableHead className="text-right">Rate</TableHead>
                  <TableHead>Origin</TableHead>
                  {canManage ? <TableHead className="text-right">Actions</TableHead> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.map((r) => (
                  <TableRow key={`${r.origin} ${r.date} ${r.base} ${r.quote}`} className={r.overridden ? "text-muted-foreground" : undefined}>
                    <TableCell className="tabular-nums whitespace-nowrap">{formatDayAs(r.date, dateFormat)}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      1 {r.base} → {r.quote}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{r.rate}</TableCell>
                    <TableCell>
                      {r.origin === "manual" ? (
                        <Badge variant="default">Entered here</Badge>
                      ) : r.overridden ? (
                        <Badge variant="outline">Configured, replaced</Badge>
                      ) : (
                        <Badge variant="secondary">Configured</Badge>
                      )}
                    </TableCell>
                    {canManage ? (
                      <TableCell className="text-right">
                        {r.origin === "manual" ? (
                          <div className="flex justify-end gap-1">
                            <Button size="icon" variant="ghost" onClick={() => setEditing(r)} aria-label={`Change the ${r.base}/${r.quote} rate of ${r.date}`}>
                              <Pencil aria-hidden />
                            </Button>
                            <Button size="icon" variant="ghost" onClick={() => setRemoving(r)} aria-label={`Remove the ${r.base}/${r.quote} rate of ${r.date}`}>
                              <Trash2 aria-hidden />
                            </Button>
                          </div>
                        ) : null}
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {list.length > SHOWN ? (
              <Button variant="link" className="justify-self-start p-0" onClick={() => setShowAll((v) => !v)}>
                {showAll ? `Show the latest ${SHOWN}` : `Show all ${list.length} rates`}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Remove the ${removing.base}/${removing.quote} rate of ${removing.date}?` : ""}
        description="From now on reports convert those days with the rate that applied before it, or the reference rate."
        confirmLabel="Remove rate"
        destructive
        onConfirm={() => remove.mutateAsync({ date: removing!.date, base: removing!.base, quote: removing!.quote })}
      />
    </Card>
  );
}

/** The reader's day, until the workspace's (in its time zone) has loaded. */
const localToday = () => new Date().toISOString().slice(0, 10);

type RateFormState = ContractForm<typeof addFxRateInput>;

function CurrencyChoice({
  form,
  name,
  label,
  options,
  disabled,
}: {
  form: RateFormState;
  disabled?: boolean;
  name: "base" | "quote";
  label: string;
  options: { value: string; label: string }[];
}) {
  const id = `fx-${name}`;
  const error = useFieldError(form, name);
  return (
    <FormField form={form} name={name} label={label} htmlFor={id} required>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange} disabled={disabled}>
            <SelectTrigger id={id} {...fieldAria(id, { error })}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

/** Adds a rate, or (`editing`) changes the value of one entered before. */
function RateForm({ editing, today, onDone }: { editing: Rate | null; today?: string; onDone: () => void }) {
  const form = useContractForm(() => import("../../contracts/fx.contracts").then((m) => m.addFxRateInput), {
    defaultValues: editing
      ? { date: editing.date, base: editing.base, quote: editing.quote, rate: editing.rate }
      : { date: today ?? localToday(), base: "EUR", quote: "USD", rate: "" },
  });
  const currencies = currencyOptions();
  const done = { meta: { silent: true }, onSuccess: () => (editing ? onDone() : form.resetField("rate")) };
  const add = useAddFxRate(done);
  const update = useUpdateFxRate(done);
  const onSubmit = form.submit((values) => (editing ? update.mutateAsync(values) : add.mutateAsync(values)));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-lg border p-4" aria-label={editing ? "Change a rate" : "Add an exchange rate"}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_1fr_1fr_10rem_auto] lg:items-start">
        <FormField form={form} name="date" label="Day" htmlFor="fx-date" required>
          <Input type="date" readOnly={!!editing} {...form.register("date")} />
        </FormField>
        <CurrencyChoice form={form} name="base" label="1 unit of" options={currencies} disabled={!!editing} />
        <CurrencyChoice form={form} name="quote" label="Is worth, in" options={currencies} disabled={!!editing} />
        <FormField form={form} name="rate" label="Rate" htmlFor="fx-rate" required>
          <Input inputMode="decimal" placeholder="1.0825" {...form.register("rate")} />
        </FormField>
        <div className="flex gap-2 lg:mt-6">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {editing ? "Save rate" : "Add rate"}
          </Button>
          {editing ? (
            <Button type="button" variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </div>
      </div>
      <FormRootError form={form} />
    </form>
  );
}
