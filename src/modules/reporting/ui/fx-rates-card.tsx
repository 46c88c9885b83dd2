"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRightLeft, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { currencyOptions } from "@/modules/connectors/client";
import { can } from "@/modules/identity/client";
import { useTRPC } from "@/trpc/client";
import { addFxRateInput } from "../contracts/fx.contracts";

type Rate = { date: string; base: string; quote: string; rate: string; origin: "config" | "manual"; overridden: boolean };
const SHOWN = 30;

/**
 * The daily exchange rates reports convert with: those configured (FX_RATES) and those entered here,
 * newest first, each with its origin; owners and admins add and remove manual ones.
 */
export function FxRatesCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rates = useQuery(trpc.reporting.fx.list.queryOptions());
  const workspace = useQuery(trpc.identity.workspaces.current.queryOptions());
  const canManage = workspace.data ? can(workspace.data.role, "connectors.manage") : false;
  const [showAll, setShowAll] = useState(false);
  const [removing, setRemoving] = useState<Rate | null>(null);
  const remove = useMutation(
    trpc.reporting.fx.remove.mutationOptions({
      onSuccess: async (r) => {
        toast.success(`${r.base}/${r.quote} rate of ${r.date} removed.`);
        await queryClient.invalidateQueries({ queryKey: trpc.reporting.fx.pathKey() });
      },
    }),
  );
  const list = rates.data ?? [];
  const shown = showAll ? list : list.slice(0, SHOWN);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Exchange rates</CardTitle>
        <CardDescription>Reports convert each amount to the workspace currency with the latest rate on or before its day. A rate entered here wins over the configured one of the same day.</CardDescription>
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
          <EmptyState icon={ArrowRightLeft} title="No exchange rates yet" description="Amounts in other currencies stay unconverted until a rate covers their day." />
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
                      {r.origin === "manual" ? <Badge variant="default">Entered here</Badge> : r.overridden ? <Badge variant="outline">Configured, replaced</Badge> : <Badge variant="secondary">Configured</Badge>}
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

function AddRateForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ date: today(), base: "EUR", quote: "USD", rate: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const currencies = currencyOptions();
  const add = useMutation(
    trpc.reporting.fx.add.mutationOptions({
      meta: { silent: true },
      onSuccess: async (r) => {
        toast.success(`1 ${r.base} = ${r.rate} ${r.quote} on ${r.date} saved.`);
        setValues((v) => ({ ...v, rate: "" }));
        await queryClient.invalidateQueries({ queryKey: trpc.reporting.fx.pathKey() });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(Object.keys(fields).length > 0 ? fields : { form: error.message });
      },
    }),
  );
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(addFxRateInput, values);
    setErrors(checked.errors ?? {});
    if (checked.data) add.mutate(checked.data);
  }

  const currency = (key: "base" | "quote", label: string) => (
    <Field label={label} htmlFor={`fx-${key}`} error={errors[key]} required>
      <Select value={values[key]} onValueChange={(v) => set(key, v)}>
        <SelectTrigger id={`fx-${key}`} {...fieldAria(`fx-${key}`, { error: errors[key] })}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {currencies.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border p-4" aria-label="Add an exchange rate">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_1fr_1fr_10rem_auto] lg:items-start">
        <Field label="Day" htmlFor="fx-date" error={errors.date} required>
          <Input type="date" value={values.date} onChange={(e) => set("date", e.target.value)} />
        </Field>
        {currency("base", "1 unit of")}
        {currency("quote", "Is worth, in")}
        <Field label="Rate" htmlFor="fx-rate" error={errors.rate} required>
          <Input inputMode="decimal" placeholder="1.0825" value={values.rate} onChange={(e) => set("rate", e.target.value)} />
        </Field>
        <Button type="submit" loading={add.isPending} className="lg:mt-6">
          Add rate
        </Button>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
