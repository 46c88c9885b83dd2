"use client";

import { ArrowRightLeft, Trash2 } from "lucide-react";
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
import type { addFxRateInput } from "../contracts/fx.contracts";
import { useAddFxRate, useFxRates, useRemoveFxRate } from "../hooks/use-fx-rates";

type Rate = { date: string; base: string; quote: string; rate: string; origin: "config" | "manual"; overridden: boolean };
const SHOWN = 30;

/**
 * The daily exchange rates reports convert with: those configured (FX_RATES) and those entered here,
 * newest first, each with its origin; owners and admins add and remove manual ones.
 */
export function FxRatesCard() {
  const rates = useFxRates();
  const workspace = useCurrentWorkspaceQuery();
  const canManage = workspace.data ? can(workspace.data.role, "connectors.manage") : false;
  const [showAll, setShowAll] = useState(false);
  const [removing, setRemoving] = useState<Rate | null>(null);
  const remove = useRemoveFxRate();
  const list = rates.data ?? [];
  const shown = showAll ? list : list.slice(0, SHOWN);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Exchange rates</CardTitle>
        <CardDescription>
          Reports convert each amount to the workspace currency with the latest rate on or before its day. A rate entered here wins over the configured one of
          the same day.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {canManage ? <AddRateForm /> : null}
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
            title="No exchange rates yet"
            description="Amounts in other currencies stay unconverted until a rate covers their day."
          />
        ) : (
          <>
            <Table aria-label="Exchange rates">
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
                    <TableCell className="tabular-nums whitespace-nowrap">{r.date}</TableCell>
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
                          <Button size="icon" variant="ghost" onClick={() => setRemoving(r)} aria-label={`Remove the ${r.base}/${r.quote} rate of ${r.date}`}>
                            <Trash2 aria-hidden />
                          </Button>
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
        description="Reports convert with the configured rate of that day, or the latest one before it, from now on."
        confirmLabel="Remove rate"
        destructive
        onConfirm={() => remove.mutateAsync({ date: removing!.date, base: removing!.base, quote: removing!.quote })}
      />
    </Card>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

type RateForm = ContractForm<typeof addFxRateInput>;

function CurrencyChoice({
  form,
  name,
  label,
  options,
}: {
  form: RateForm;
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
          <Select value={field.value} onValueChange={field.onChange}>
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

function AddRateForm() {
  const form = useContractForm(() => import("../contracts/fx.contracts").then((m) => m.addFxRateInput), {
    defaultValues: { date: today(), base: "EUR", quote: "USD", rate: "" },
  });
  const currencies = currencyOptions();
  const add = useAddFxRate({ onSuccess: () => form.resetField("rate") });
  const onSubmit = form.submit((values) => add.mutateAsync(values));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-lg border p-4" aria-label="Add an exchange rate">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_1fr_1fr_10rem_auto] lg:items-start">
        <FormField form={form} name="date" label="Day" htmlFor="fx-date" required>
          <Input type="date" {...form.register("date")} />
        </FormField>
        <CurrencyChoice form={form} name="base" label="1 unit of" options={currencies} />
        <CurrencyChoice form={form} name="quote" label="Is worth, in" options={currencies} />
        <FormField form={form} name="rate" label="Rate" htmlFor="fx-rate" required>
          <Input inputMode="decimal" placeholder="1.0825" {...form.register("rate")} />
        </FormField>
        <Button type="submit" loading={form.formState.isSubmitting} className="lg:mt-6">
          Add rate
        </Button>
      </div>
      <FormRootError form={form} />
    </form>
  );
}
