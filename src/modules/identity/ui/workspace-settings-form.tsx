"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { commonLocales, weekStarts, workspaceSettingsInput, type WorkspaceSettings } from "../contracts/workspace-settings.contracts";
import {
  currencyLabel,
  currencyOptions,
  dateFormatLabel,
  dateFormatOptions,
  localeLabel,
  localeOptions,
  timeZoneLabel,
  timeZoneOptions,
  weekStartLabel,
  type Option,
} from "./regional-labels";

type Key = keyof WorkspaceSettings;

const labels: Record<Key, string> = {
  name: "Workspace name",
  slug: "Workspace address",
  timeZone: "Time zone",
  currency: "Currency",
  locale: "Language and region",
  weekStart: "Week starts on",
  dateFormat: "Date format",
};

const hints: Partial<Record<Key, string>> = {
  slug: "Lowercase letters, digits and dashes; 3 to 48 characters.",
  timeZone: "Reports and schedules use it for days and send times.",
  currency: "Amounts in reports are shown in it.",
  locale: "How numbers, amounts and dates are written.",
};

/** The settings as text, for people who may read but not change them. */
export function WorkspaceSettingsSummary({ settings }: { settings: WorkspaceSettings }) {
  const shown: Record<Key, string> = {
    name: settings.name,
    slug: settings.slug,
    timeZone: timeZoneLabel(settings.timeZone),
    currency: currencyLabel(settings.currency),
    locale: localeLabel(settings.locale),
    weekStart: weekStartLabel[settings.weekStart],
    dateFormat: dateFormatLabel(settings.dateFormat),
  };
  return (
    <dl className="grid gap-4 sm:grid-cols-2" aria-label="Workspace settings">
      {(Object.keys(labels) as Key[]).map((key) => (
        <div key={key} className="flex flex-col gap-0.5" data-setting={key}>
          <dt className="text-sm text-muted-foreground">{labels[key]}</dt>
          <dd className="font-medium break-words">{shown[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every setting in one form, saved at once; Save stays off until something changed. */
export function WorkspaceSettingsForm({ settings }: { settings: WorkspaceSettings }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<WorkspaceSettings>(settings);
  const [errors, setErrors] = useState<FieldErrors>({});
  const changed = (Object.keys(labels) as Key[]).some((key) => values[key] !== settings[key]);
  const options = useMemo(
    () => ({ timeZone: timeZoneOptions(values.timeZone), currency: currencyOptions(values.currency), locale: localeOptions(values.locale, commonLocales) }),
    [values.timeZone, values.currency, values.locale],
  );

  const save = useMutation(
    trpc.identity.settings.update.mutationOptions({
      meta: { silent: true },
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.identity.settings.get.queryKey(), saved);
        setValues(saved);
        toast.success("Workspace settings saved.");
        await queryClient.invalidateQueries({ queryKey: trpc.identity.workspaces.pathKey() });
        router.refresh();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (error.data?.code === "CONFLICT") fields.slug = error.message;
        setErrors(fields);
        if (Object.keys(fields).length === 0) toast.error(error.message);
      },
    }),
  );

  const set = <K extends Key>(key: K, value: WorkspaceSettings[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(workspaceSettingsInput, values);
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data);
  }

  const select = (key: "timeZone" | "currency" | "locale" | "weekStart" | "dateFormat", list: Option[]) => (
    <Field label={labels[key]} htmlFor={`settings-${key}`} hint={hints[key]} error={errors[key]}>
      <Select value={values[key]} onValueChange={(v) => set(key, v as WorkspaceSettings[typeof key])}>
        <SelectTrigger id={`settings-${key}`} {...fieldAria(`settings-${key}`, { error: errors[key], hint: hints[key] })}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-80">
          {list.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Workspace settings">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={labels.name} htmlFor="settings-name" error={errors.name} required>
          <Input value={values.name} onChange={(e) => set("name", e.target.value)} autoComplete="organization" />
        </Field>
        <Field label={labels.slug} htmlFor="settings-slug" hint={hints.slug} error={errors.slug} required>
          <Input value={values.slug} onChange={(e) => set("slug", e.target.value)} autoComplete="off" spellCheck={false} />
        </Field>
        {select("timeZone", options.timeZone)}
        {select("currency", options.currency)}
        {select("locale", options.locale)}
        {select("weekStart", weekStarts.map((d) => ({ value: d, label: weekStartLabel[d] })))}
        {select("dateFormat", dateFormatOptions)}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {changed && (
          <Button type="button" variant="outline" onClick={() => (setValues(settings), setErrors({}))} disabled={save.isPending}>
            Discard changes
          </Button>
        )}
        <Button type="submit" disabled={!changed} loading={save.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
