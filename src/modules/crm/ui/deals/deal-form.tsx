"use client";

import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm, useFieldError } from "@/components/ui/form";
import { FormSelect } from "@/components/ui/form-select";
import { Input } from "@/components/ui/input";
import { dealFormFieldOf, dealFormInput } from "../../contracts/deals.contracts";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import { useCustomFields } from "../../hooks/use-custom-fields";
import { useCreateDeal, useUpdateDeal } from "../../hooks/use-deals";
import { FormCustomFields } from "../form-custom-fields";
import { CompanyPicker } from "./company-picker";
import { ContactsPicker } from "./contacts-picker";
import { amountExample, type DealFormState } from "./deal-form-values";
import type { Pipeline } from "./types";

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
  access: CrmWorkspace;
  onDone: () => void;
}) {
  const form = useContractForm(dealFormInput, { defaultValues: initial });
  const fields = useCustomFields("deal");
  const values = form.watch() as DealFormState;
  const pipeline = pipelines.find((p) => p.id === values.pipelineId) ?? pipelines[0];
  const currencyOptions = useMemo(() => (currencies.includes(values.currency) ? currencies : [values.currency, ...currencies]), [values.currency]);
  const readOnly = !access.canWrite;
  const create = useCreateDeal({ meta: { silent: true }, onSuccess: onDone });
  const update = useUpdateDeal({ meta: { silent: true }, onSuccess: onDone });
  const onSubmit = form.submit((input) => (dealId ? update.mutateAsync({ id: dealId, patch: input }) : create.mutateAsync(input)), { fields: dealFormFieldOf });
  const companyError = useFieldError(form, "company");
  const contactsError = useFieldError(form, "contacts");
  // The form's state type is the contract's input; `DealFormState` narrows its custom values.
  const set = <K extends keyof DealFormState>(key: K, value: DealFormState[K]) =>
    form.setValue(key, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={dealId ? "Edit deal" : "New deal"}>
      <FormField form={form} name="name" label="Deal name" htmlFor="deal-name" required>
        <Input {...form.register("name")} autoComplete="off" disabled={readOnly} autoFocus={!dealId} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          form={form}
          id="deal-pipeline"
          label="Pipeline"
          name="pipelineId"
          disabled={readOnly}
          options={pipelines.map((p) => ({ value: p.id, label: p.name }))}
          onValueChange={(id) => {
            const next = pipelines.find((p) => p.id === id);
            set("stageId", (next?.stages.find((s) => s.kind === "open") ?? next?.stages[0])?.id ?? "");
          }}
        />
        <FormSelect
          form={form}
          id="deal-stage"
          label="Stage"
          name="stageId"
          disabled={readOnly}
          options={(pipeline?.stages ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.probability}%)` }))}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_11rem]">
        <FormField form={form} name="amount" label="Amount" htmlFor="deal-amount" hint={`For example ${amountExample(values.currency)}`}>
          <Input {...form.register("amount")} inputMode="decimal" autoComplete="off" disabled={readOnly} />
        </FormField>
        <FormSelect
          form={form}
          id="deal-currency"
          label="Currency"
          name="currency"
          disabled={readOnly}
          options={currencyOptions.map((c) => ({ value: c, label: `${c} · ${currencyNames.of(c) ?? c}` }))}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField form={form} name="closeDate" label="Close date" htmlFor="deal-close-date">
          <Input type="date" {...form.register("closeDate")} disabled={readOnly} />
        </FormField>
        <FormSelect
          form={form}
          id="deal-owner"
          label="Owner"
          name="ownerId"
          disabled={readOnly}
          emptyLabel="No owner"
          options={access.members.map((m) => ({ value: m.userId, label: m.name || m.email }))}
        />
      </div>
      <CompanyPicker id="deal-company" value={values.company} onChange={(c) => set("company", c)} disabled={readOnly} error={companyError} />
      <ContactsPicker id="deal-contacts" value={values.contacts} onChange={(c) => set("contacts", c)} disabled={readOnly} error={contactsError} />
      <FormCustomFields form={form} fields={fields.data ?? []} disabled={readOnly} />
      <FormRootError form={form} />
      {!readOnly && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {dealId ? "Save deal" : "Add deal"}
          </Button>
        </div>
      )}
    </form>
  );
}
