"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { CustomFieldInput } from "../contacts/custom-field-input";
import { CompanyPicker } from "./company-picker";
import { ContactsPicker } from "./contacts-picker";
import { amountExample, dealInputFrom, type DealFormState } from "./deal-form-values";
import type { Pipeline } from "./types";
import type { CrmAccess } from "./use-crm-access";

const NONE = "__none__";
const currencies = Intl.supportedValuesOf("currency");
const currencyNames = new Intl.DisplayNames(["en"], { type: "currency" });

/** A deal's fields, checked with the procedure's own contract; creates or saves the deal. */
export function DealForm({
  initial,
  dealId,
  pipelines,
  access,
  onDone,
}: {
  initial: DealFormState;
  /** Set when editing a deal. */
  dealId?: string;
  pipelines: Pipeline[];
  access: CrmAccess;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fields = useQuery(trpc.crm.customFields.list.queryOptions({ object: "deal" }));
  const pipeline = pipelines.find((p) => p.id === values.pipelineId) ?? pipelines[0];
  const currencyOptions = useMemo(() => (currencies.includes(values.currency) ? currencies : [values.currency, ...currencies]), [values.currency]);
  const readOnly = !access.canWrite;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.crm.deals.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.crm.pipelines.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.crm.companies.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.crm.activities.pathKey() }),
    ]);
  const onError = (error: { message: string; data?: unknown }) => {
    const fieldErrors = serverFieldErrors(error);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) toast.error(error.message);
  };
  const create = useMutation(
    trpc.crm.deals.create.mutationOptions({
      meta: { silent: true },
      onSuccess: async (deal) => {
        toast.success(`Deal ${deal.name} added.`);
        await refresh();
        onDone();
      },
      onError,
    }),
  );
  const update = useMutation(
    trpc.crm.deals.update.mutationOptions({
      meta: { silent: true },
      onSuccess: async () => {
        toast.success("Deal saved.");
        await refresh();
        onDone();
      },
      onError,
    }),
  );

  const set = <K extends keyof DealFormState>(key: K, value: DealFormState[K], errorKey: string = key) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [errorKey]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = dealInputFrom(values);
    setErrors(checked.errors ?? {});
    if (!checked.input) return;
    if (dealId) update.mutate({ id: dealId, patch: checked.input });
    else create.mutate(checked.input);
  }

  const select = (id: string, label: string, key: "pipelineId" | "stageId" | "ownerId" | "currency", options: Array<{ value: string; label: string }>, onValue: (v: string) => void) => (
    <Field label={label} htmlFor={id} error={errors[key]}>
      <Select value={values[key] || NONE} onValueChange={onValue} disabled={readOnly}>
        <SelectTrigger id={id} {...fieldAria(id, { error: errors[key] })}>
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
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={dealId ? "Edit deal" : "New deal"}>
      <Field label="Deal name" htmlFor="deal-name" error={errors.name} required>
        <Input value={values.name} onChange={(e) => set("name", e.target.value)} autoComplete="off" disabled={readOnly} autoFocus={!dealId} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {select(
          "deal-pipeline",
          "Pipeline",
          "pipelineId",
          pipelines.map((p) => ({ value: p.id, label: p.name })),
          (id) => {
            const next = pipelines.find((p) => p.id === id);
            setValues((v) => ({ ...v, pipelineId: id, stageId: (next?.stages.find((s) => s.kind === "open") ?? next?.stages[0])?.id ?? "" }));
          },
        )}
        {select(
          "deal-stage",
          "Stage",
          "stageId",
          (pipeline?.stages ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.probability}%)` })),
          (id) => set("stageId", id),
        )}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_11rem]">
        <Field label="Amount" htmlFor="deal-amount" error={errors.amountMinor} hint={`For example ${amountExample(values.currency)}`}>
          <Input value={values.amount} onChange={(e) => set("amount", e.target.value, "amountMinor")} inputMode="decimal" autoComplete="off" disabled={readOnly} />
        </Field>
        {select(
          "deal-currency",
          "Currency",
          "currency",
          currencyOptions.map((c) => ({ value: c, label: `${c} · ${currencyNames.of(c) ?? c}` })),
          (c) => set("currency", c),
        )}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label="Close date" htmlFor="deal-close-date" error={errors.closeDate}>
          <Input type="date" value={values.closeDate} onChange={(e) => set("closeDate", e.target.value)} disabled={readOnly} />
        </Field>
        {select(
          "deal-owner",
          "Owner",
          "ownerId",
          [{ value: NONE, label: "No owner" }, ...access.members.map((m) => ({ value: m.userId, label: m.name || m.email }))],
          (id) => set("ownerId", id === NONE ? "" : id),
        )}
      </div>
      <CompanyPicker id="deal-company" value={values.company} onChange={(c) => set("company", c, "companyId")} disabled={readOnly} error={errors.companyId} />
      <ContactsPicker id="deal-contacts" value={values.contacts} onChange={(c) => set("contacts", c, "contactIds")} disabled={readOnly} error={errors.contactIds} />
      {(fields.data ?? []).map((f) => (
        <CustomFieldInput
          key={f.id}
          field={f}
          value={values.custom[f.key] ?? null}
          onChange={(v) => setValues((s) => ({ ...s, custom: { ...s.custom, [f.key]: v } }))}
          error={errors[`custom.${f.key}`] ?? undefined}
          disabled={readOnly}
        />
      ))}
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      )}
      {!readOnly && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {dealId ? "Save deal" : "Add deal"}
          </Button>
        </div>
      )}
    </form>
  );
}
