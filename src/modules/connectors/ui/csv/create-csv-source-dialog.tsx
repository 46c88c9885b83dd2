"use client";

import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { fieldAria } from "@/components/ui/field";
import { FormField, FormRootError, useContractForm, useFieldError, type ContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { factKinds, type FactKind } from "../../catalog";
import type { createCsvSourceInput } from "../../contracts/csv.contracts";
import { useCreateCsvSource } from "../../hooks/use-csv-sources";
import { factKindLabels } from "../../csv/fields";
import { currencyOptions, timeZoneOptions, type Option } from "./regional-options";

export type CsvSourceView = { id: string; name: string; fact: FactKind; currency: string; timeZone: string };

const factHints: Record<FactKind, string> = {
  ad: "Google Ads, Microsoft Advertising, Meta or LinkedIn campaign reports",
  search: "Search Console or Bing Webmaster performance exports",
  web: "GA4 or other web analytics reports",
  social: "Facebook Page or Instagram insights",
  email: "Mailchimp or other campaign reports",
  store: "Shopify or other order exports",
};

/** Names a new CSV source, what its files hold, and the currency and time zone their numbers are in. */
export function CreateCsvSourceDialog({
  open,
  onOpenChange,
  defaults,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults: { currency: string; timeZone: string };
  onCreated: (source: CsvSourceView) => void;
}) {
  const empty = { name: "", fact: "ad" as FactKind, currency: defaults.currency, timeZone: defaults.timeZone };
  const form = useContractForm(() => import("../../contracts/csv.contracts").then((m) => m.createCsvSourceInput), { defaultValues: empty });
  const currencies = currencyOptions();
  const zones = timeZoneOptions();
  const fact = form.watch("fact");
  const create = useCreateCsvSource({
    onSuccess: (source) => {
      form.reset(empty);
      onCreated(source);
    },
  });
  const onSubmit = form.submit((values) => create.mutateAsync(values));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Upload a CSV export</DialogTitle>
            <DialogDescription>A CSV source holds the exports of one account. It counts as one of your plan&apos;s sources.</DialogDescription>
          </DialogHeader>
          <FormField form={form} name="name" label="Name" htmlFor="csv-source-name" hint="For example “Google Ads – Brand account”." required>
            <Input {...form.register("name")} maxLength={100} autoFocus />
          </FormField>
          <Choice
            form={form}
            name="fact"
            label="What the file holds"
            options={factKinds.map((kind) => ({ value: kind, label: factKindLabels[kind] }))}
            hint={factHints[fact]}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Choice form={form} name="currency" label="Currency" options={currencies} hint="Amounts in the files are in it." long />
            <Choice form={form} name="timeZone" label="Time zone" options={zones} hint="The account's days are in it." long />
          </div>
          <FormRootError form={form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Add source and choose a file
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** One of the dialog's choices, a Select whose error is the form's message for it. */
function Choice(props: {
  form: ContractForm<typeof createCsvSourceInput>;
  name: "fact" | "currency" | "timeZone";
  label: string;
  options: Option[];
  hint: string;
  /** A long list scrolls. */
  long?: boolean;
}) {
  const { form, name, hint } = props;
  const id = `csv-source-${name}`;
  const error = useFieldError(form, name);
  return (
    <FormField form={form} name={name} label={props.label} htmlFor={id} hint={hint} required>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger id={id} {...fieldAria(id, { error, hint })}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent className={props.long ? "max-h-80" : undefined}>
              {props.options.map((o) => (
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
