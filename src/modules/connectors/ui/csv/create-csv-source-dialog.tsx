"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { factKinds, type FactKind } from "../../catalog";
import { createCsvSourceInput } from "../../contracts/csv.contracts";
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ name: "", fact: "ad" as FactKind, currency: defaults.currency, timeZone: defaults.timeZone });
  const [errors, setErrors] = useState<FieldErrors>({});
  const currencies = currencyOptions();
  const zones = timeZoneOptions();
  const create = useMutation(
    trpc.connectors.csv.create.mutationOptions({
      meta: { silent: true },
      onSuccess: async (source) => {
        await queryClient.invalidateQueries({ queryKey: trpc.connectors.pathKey() });
        toast.success(`CSV source “${source.name}” added. Choose its file next.`);
        setValues({ name: "", fact: "ad", currency: defaults.currency, timeZone: defaults.timeZone });
        onCreated(source);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(Object.keys(fields).length > 0 ? fields : { form: error.message });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(createCsvSourceInput, values);
    setErrors(checked.errors ?? {});
    if (checked.data) create.mutate(checked.data);
  }

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));
  const choose = (key: "currency" | "timeZone", label: string, options: Option[], hint: string) => (
    <Field label={label} htmlFor={`csv-source-${key}`} error={errors[key]} hint={hint} required>
      <Select value={values[key]} onValueChange={(v) => set(key, v)}>
        <SelectTrigger id={`csv-source-${key}`} {...fieldAria(`csv-source-${key}`, { error: errors[key], hint })}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-80">
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Upload a CSV export</DialogTitle>
            <DialogDescription>A CSV source holds the exports of one account. It counts as one of your plan&apos;s sources.</DialogDescription>
          </DialogHeader>
          <Field label="Name" htmlFor="csv-source-name" error={errors.name} hint="For example “Google Ads – Brand account”." required>
            <Input value={values.name} onChange={(e) => set("name", e.target.value)} maxLength={100} autoFocus />
          </Field>
          <Field label="What the file holds" htmlFor="csv-source-fact" error={errors.fact} hint={factHints[values.fact]} required>
            <Select value={values.fact} onValueChange={(v) => set("fact", v as FactKind)}>
              <SelectTrigger id="csv-source-fact" {...fieldAria("csv-source-fact", { error: errors.fact, hint: factHints[values.fact] })}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {factKinds.map((kind) => (
                  <SelectItem key={kind} value={kind}>
                    {factKindLabels[kind]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            {choose("currency", "Currency", currencies, "Amounts in the files are in it.")}
            {choose("timeZone", "Time zone", zones, "The account's days are in it.")}
          </div>
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add source and choose a file
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
