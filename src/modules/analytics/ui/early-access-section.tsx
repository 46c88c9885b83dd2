"use client";

import { ExternalLink, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { FormNativeSelect } from "@/components/ui/form-native-select";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useAddEarlyAccess, useRemoveEarlyAccess, type ProductAnalyticsSettings } from "../hooks/use-product-analytics";

type Feature = ProductAnalyticsSettings["earlyAccess"][number];

const STAGE_LABELS = { concept: "Concept", alpha: "Alpha", beta: "Beta", "general-availability": "Available to all" } as const;
const stageOptions = Object.entries(STAGE_LABELS).map(([value, label]) => ({ value, label }));

/** Early-access features people can opt into; opting in turns on the feature's flag for them. */
export function EarlyAccessSection({ features }: { features: Feature[] }) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Feature | null>(null);
  const remove = useRemoveEarlyAccess();
  return (
    <div className="flex flex-col gap-4">
      {features.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          No early-access features yet. List a feature here to let people try it before everyone gets it.
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label="Early-access features">
          {features.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="text-sm font-medium">{f.name}</span>
              <Badge variant="secondary">{STAGE_LABELS[f.stage]}</Badge>
              <span className="font-mono text-xs text-muted-foreground">{f.flagKey}</span>
              {f.documentationUrl ? (
                <a href={f.documentationUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
                  Documentation <ExternalLink aria-hidden className="size-3" />
                </a>
              ) : null}
              <Button size="icon" variant="ghost" className="ml-auto" aria-label={`Remove ${f.name}`} onClick={() => setRemoving(f)}>
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <EarlyAccessForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> Add an early-access feature
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing?.name ?? "this feature"}?`}
        description="It leaves the list people opt in from. Its flag stays as it is."
        confirmLabel="Remove feature"
        destructive
        pending={remove.isPending}
        onConfirm={() => (removing ? remove.mutateAsync({ id: removing.id }) : undefined)}
      />
    </div>
  );
}

function EarlyAccessForm({ onDone }: { onDone: () => void }) {
  const form = useContractForm(() => import("../contracts/flags.contracts").then((m) => m.saveEarlyAccessInput), {
    defaultValues: { name: "", description: "", stage: "beta", flagKey: "", documentationUrl: "" },
  });
  const add = useAddEarlyAccess({ meta: { silent: true }, onSuccess: onDone });
  return (
    <form
      onSubmit={form.submit((values) => add.mutateAsync(values))}
      noValidate
      aria-label="Add an early-access feature"
      className="grid gap-3 rounded-md border p-4 sm:grid-cols-2"
    >
      <FormField form={form} name="name" label="Name" htmlFor="ea-name" required>
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormNativeSelect form={form} name="stage" id="ea-stage" label="Stage" options={stageOptions} required />
      <FormField form={form} name="flagKey" label="Flag key" htmlFor="ea-flag" hint="The flag it turns on for people who opt in" required>
        <Input autoComplete="off" {...form.register("flagKey")} />
      </FormField>
      <FormField form={form} name="documentationUrl" label="Documentation address" htmlFor="ea-docs" hint="Optional">
        <Input type="url" autoComplete="off" {...form.register("documentationUrl")} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField form={form} name="description" label="Description" htmlFor="ea-description" hint="What people get when they opt in">
          <Textarea rows={2} {...form.register("description")} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormRootError form={form} />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Add feature
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
