"use client";

import { useMemo, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm, type ContractForm } from "@/components/ui/form";
import { FormNativeSelect } from "@/components/ui/form-native-select";
import { Input } from "@/components/ui/input";
import { commonLocales, weekStarts } from "../contracts/workspace-settings.constants";
import type { workspaceSettingsInput, WorkspaceSettings } from "../contracts/workspace-settings.contracts";
import { useUpdateWorkspaceSettings } from "../hooks/use-workspaces";
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

/** A refused address (taken by another workspace) is about the address field. */
function slugConflict(error: unknown): never {
  const e = error as { message: string; data?: { code?: string } };
  if (e.data?.code === "CONFLICT") throw { message: e.message, data: { fieldErrors: { slug: [e.message] } } };
  throw error;
}

type SelectKey = "timeZone" | "currency" | "locale" | "weekStart" | "dateFormat";

function SettingSelect({ form, name, list }: { form: ContractForm<typeof workspaceSettingsInput>; name: SelectKey; list: Option[] }) {
  return <FormNativeSelect form={form} name={name} id={`settings-${name}`} label={labels[name]} hint={hints[name]} options={list} />;
}

const noSubscription = () => () => {};
const inBrowserSnapshot = () => true;
const onServerSnapshot = () => false;

/**
 * The time zone, currency and language choices. The full lists come from the runtime's Intl data,
 * which differs between Node and each browser (Node 20 lists the currencies SLE, XCG and ZWG,
 * Chromium doesn't), so the page's server HTML and the browser's first render offer only the
 * current value (the same on both: no hydration mismatch) and the browser fills the lists in after.
 */
export function regionalOptions(current: { timeZone: string; currency: string; locale: string }, full: boolean) {
  if (!full) {
    return {
      timeZone: [{ value: current.timeZone, label: timeZoneLabel(current.timeZone) }],
      currency: [{ value: current.currency, label: currencyLabel(current.currency) }],
      locale: [{ value: current.locale, label: localeLabel(current.locale) }],
    };
  }
  return { timeZone: timeZoneOptions(current.timeZone), currency: currencyOptions(current.currency), locale: localeOptions(current.locale, commonLocales) };
}

/** Every setting in one form, saved at once; Save stays off until something changed. */
export function WorkspaceSettingsForm({ settings }: { settings: WorkspaceSettings }) {
  const form = useContractForm(() => import("../contracts/workspace-settings.contracts").then((m) => m.workspaceSettingsInput), { defaultValues: settings });
  const save = useUpdateWorkspaceSettings({ meta: { silent: true }, onSuccess: (saved) => form.reset(saved) });
  const changed = form.formState.isDirty;
  const [timeZone, currency, locale] = form.watch(["timeZone", "currency", "locale"]);
  const inBrowser = useSyncExternalStore(noSubscription, inBrowserSnapshot, onServerSnapshot);
  const options = useMemo(() => regionalOptions({ timeZone, currency, locale }, inBrowser), [timeZone, currency, locale, inBrowser]);
  const onSubmit = form.submit((values) => save.mutateAsync(values).catch(slugConflict));
  const pending = form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Workspace settings">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField form={form} name="name" label={labels.name} htmlFor="settings-name" required>
          <Input {...form.register("name")} autoComplete="organization" />
        </FormField>
        <FormField form={form} name="slug" label={labels.slug} htmlFor="settings-slug" hint={hints.slug} required>
          <Input {...form.register("slug")} autoComplete="off" spellCheck={false} />
        </FormField>
        <SettingSelect form={form} name="timeZone" list={options.timeZone} />
        <SettingSelect form={form} name="currency" list={options.currency} />
        <SettingSelect form={form} name="locale" list={options.locale} />
        <SettingSelect form={form} name="weekStart" list={weekStarts.map((d) => ({ value: d, label: weekStartLabel[d] }))} />
        <SettingSelect form={form} name="dateFormat" list={dateFormatOptions} />
      </div>
      <FormRootError form={form} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {changed && (
          <Button type="button" variant="outline" onClick={() => form.reset()} disabled={pending}>
            Discard changes
          </Button>
        )}
        <Button type="submit" disabled={!changed} loading={pending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
