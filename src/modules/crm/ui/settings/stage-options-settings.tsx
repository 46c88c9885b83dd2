"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormRootError, useContractForm, useFieldError, type ContractForm } from "@/components/ui/form";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import type { settingsOptionsFormInput } from "../../contracts/settings.contracts";
import { keyFromLabel } from "../../custom-values";
import type { DuplicateRules } from "../../db/settings.table";
import { useCrmSettings, useSaveCrmSettings } from "../../hooks/use-crm-settings";
import { useWorkspaceRole } from "../../hooks/use-crm-workspace";

type Option = { key: string; label: string };
type Which = "lifecycleStages" | "leadStatuses";
type OptionsForm = ContractForm<(typeof settingsOptionsFormInput)["lifecycleStages"]>;

/** Lifecycle stages and lead statuses: rename, reorder, add and remove, saved together. */
export function StageOptionsSettings() {
  const settings = useCrmSettings();
  if (settings.isPending) return <Skeleton className="h-40 w-full" />;
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {settings.error.message}
      </p>
    );
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <OptionsEditor which="lifecycleStages" title="Lifecycle stages" initial={settings.data.lifecycleStages} />
      <OptionsEditor which="leadStatuses" title="Lead statuses" initial={settings.data.leadStatuses} />
    </div>
  );
}

function OptionsEditor({ which, title, initial }: { which: Which; title: string; initial: Option[] }) {
  const admin = useWorkspaceRole().allowed("crm.settings");
  const form: OptionsForm = useContractForm(() => import("../../contracts/settings.contracts").then((m) => m.settingsOptionsFormInput[which]), {
    defaultValues: { options: initial },
  });
  const { fields, append, remove, swap } = useFieldArray({ control: form.control, name: "options" });
  const save = useSaveCrmSettings(`${title} saved`, { meta: { silent: true } });
  const onSubmit = form.submit(
    async ({ options }) => {
      await save.mutateAsync({ [which]: options });
      form.reset({ options });
    },
    { fields: { [which]: "options" } },
  );
  const options = form.watch("options");
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${which}-title`} className="flex flex-col gap-2">
      <h3 id={`${which}-title`} className="font-medium">
        {title}
      </h3>
      <ol className="flex flex-col gap-2">
        {fields.map((f, i) => (
          <li key={f.id} className="flex flex-col gap-1">
            <div className="flex items-center gap-1">
              <Input aria-label={`${title}: name of item ${i + 1}`} disabled={!admin} {...form.register(`options.${i}.label`)} />
              {admin ? (
                <>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Move ${options[i]?.label ?? ""} up`}
                    disabled={i === 0}
                    onClick={() => swap(i, i - 1)}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Move ${options[i]?.label ?? ""} down`}
                    disabled={i === fields.length - 1}
                    onClick={() => swap(i, i + 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove ${options[i]?.label ?? ""}`}
                    disabled={fields.length === 1}
                    onClick={() => remove(i)}
                  >
                    <Trash2 />
                  </Button>
                </>
              ) : null}
            </div>
            <ItemError form={form} index={i} />
          </li>
        ))}
      </ol>
      {admin ? (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              const taken = new Set(options.map((o) => o.key));
              let key = keyFromLabel(`New ${options.length + 1}`);
              while (taken.has(key)) key = `${key}_x`;
              append({ key, label: `New ${options.length + 1}` }, { shouldFocus: false });
            }}
          >
            <Plus aria-hidden /> Add
          </Button>
          <Button type="submit" disabled={!form.formState.isDirty} loading={form.formState.isSubmitting}>
            Save {title.toLowerCase()}
          </Button>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">
        Renaming keeps every contact where it is; a removed item stays on the contacts that have it until they change.
      </p>
      <ListError form={form} />
      <FormRootError form={form} />
    </form>
  );
}

/** A message about one item (its name, or its key). */
function ItemError({ form, index }: { form: OptionsForm; index: number }) {
  const label = useFieldError(form, `options.${index}.label`);
  const key = useFieldError(form, `options.${index}.key`);
  return <FormError message={label ?? key ?? null} />;
}

/** A message about the list as a whole ("Two stages share a key"). */
function ListError({ form }: { form: OptionsForm }) {
  const whole = useFieldError(form, "options");
  const root = useFieldError(form, "options.root" as "options");
  return <FormError message={whole ?? root ?? null} />;
}

/** Which fields make two records the same person or company, on creation and import. */
export function DuplicateRulesSettings() {
  const admin = useWorkspaceRole().allowed("crm.settings");
  const settings = useCrmSettings();
  // The choice shows at once; a failed save puts the stored rule back.
  const [choice, setChoice] = useState<DuplicateRules | null>(null);
  const save = useSaveCrmSettings("Duplicate rules saved", { onError: () => setChoice(null) });
  if (settings.isPending) return <Skeleton className="h-20 w-full" />;
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {settings.error.message}
      </p>
    );
  const rules = choice ?? settings.data.duplicateRules;
  const choose = (patch: Partial<DuplicateRules>) => {
    const next = { ...rules, ...patch };
    setChoice(next);
    save.mutate({ duplicateRules: next });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="flex flex-col gap-2" disabled={!admin}>
        <legend className="mb-1 font-medium">Contacts are the same person when they share</legend>
        {(
          [
            ["email", "The same email"],
            ["email_or_phone", "The same email, or the same phone"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="contact-match" checked={rules.contactMatch === value} onChange={() => choose({ contactMatch: value })} /> {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2" disabled={!admin}>
        <legend className="mb-1 font-medium">Companies are the same when they share</legend>
        {(
          [
            ["domain", "The same domain"],
            ["domain_or_name", "The same domain, or the same name"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="company-match" checked={rules.companyMatch === value} onChange={() => choose({ companyMatch: value })} /> {label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
