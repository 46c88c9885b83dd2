"use client";

import { MailCheck, Save, TriangleAlert } from "lucide-react";
import { useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, registerCheckbox, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { SendingSettingsFormValues } from "../../contracts/settings.contracts";
import { useSaveSendingSettings, useTestInboundMailbox } from "../../hooks/use-sending-settings";

export type SendingSettings = {
  postalAddress: string;
  frequencyCap: { count: number; days: number } | null;
  ratePerSecond: number;
  perDomainPerMinute: number;
  trackOpens: boolean;
  trackClicks: boolean;
  excludeInvalid: boolean;
  inbound: { host: string | null; port: number | null; tls: boolean; user: string | null; hasPassword: boolean };
};

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <legend className="sr-only">{title}</legend>
      <div>
        <h3 className="font-medium">{title}</h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </fieldset>
  );
}

function Check({ children, ...input }: ComponentProps<"input"> & { children: ReactNode }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...input} />
      <span>{children}</span>
    </label>
  );
}

const formValues = (settings: SendingSettings): SendingSettingsFormValues => ({
  postalAddress: settings.postalAddress,
  frequencyCap: { on: settings.frequencyCap !== null, count: String(settings.frequencyCap?.count ?? 3), days: String(settings.frequencyCap?.days ?? 7) },
  ratePerSecond: String(settings.ratePerSecond),
  perDomainPerMinute: String(settings.perDomainPerMinute),
  trackOpens: settings.trackOpens,
  trackClicks: settings.trackClicks,
  excludeInvalid: settings.excludeInvalid,
  inbound: {
    host: settings.inbound.host ?? "",
    port: String(settings.inbound.port ?? 995),
    tls: settings.inbound.tls,
    user: settings.inbound.user ?? "",
    password: "",
  },
});

/** The Sending tab's form: postal address, frequency cap, rates, tracking defaults and the bounce mailbox. */
export function SendingSettingsForm({ settings, manage }: { settings: SendingSettings; manage: boolean }) {
  const form = useContractForm(() => import("../../contracts/settings.contracts").then((m) => m.sendingSettingsFormInput), {
    defaultValues: formValues(settings),
  });
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);
  const save = useSaveSendingSettings({ meta: { silent: true }, onSuccess: () => form.setValue("inbound.password", "") });
  const test = useTestInboundMailbox({ meta: { silent: true } });
  const saveValues = form.submit((values) => save.mutateAsync(values));
  const testValues = form.submit(async (values) => {
    const r = await test.mutateAsync({ inbound: values.inbound });
    setTestResult(r.ok ? { ok: true, message: `Signed in: ${r.count} ${r.count === 1 ? "message" : "messages"} waiting.` } : { ok: false, message: r.message });
  });
  const capOn = form.watch("frequencyCap.on");
  const run = (action: (event?: FormEvent) => Promise<void>) => (event?: FormEvent) => {
    setTestResult(null);
    return action(event);
  };

  return (
    <form onSubmit={run(saveValues)} noValidate aria-label="Sending settings" className="flex flex-col gap-4">
      <fieldset disabled={!manage} className="flex flex-col gap-4">
        <Section
          title="Postal address"
          description="Every marketing message's footer carries it, as anti-spam laws require. Marketing sends are refused until it's set."
        >
          {settings.postalAddress === "" ? (
            <p role="note" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> No postal address yet: marketing email can&apos;t be sent.
            </p>
          ) : null}
          <FormField form={form} name="postalAddress" label="Postal address" htmlFor="postal-address">
            <Textarea rows={3} placeholder={"Example Ltd\n1 High Street\nLondon N1 1AA, United Kingdom"} {...form.register("postalAddress")} />
          </FormField>
        </Section>
        <Section
          title="Frequency cap"
          description="At most this many marketing messages per contact, email and SMS counted together. Transactional messages don't count."
        >
          <Check {...registerCheckbox(form, "frequencyCap.on")}>Limit marketing messages per contact</Check>
          {capOn ? (
            <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
              <FormField form={form} name="frequencyCap.count" label="Messages" htmlFor="cap-count">
                <Input inputMode="numeric" {...form.register("frequencyCap.count")} />
              </FormField>
              <FormField form={form} name="frequencyCap.days" label="Every … days" htmlFor="cap-days">
                <Input inputMode="numeric" {...form.register("frequencyCap.days")} />
              </FormField>
            </div>
          ) : null}
        </Section>
        <Section title="Sending rate" description="New domains also warm up: their daily volume grows over the first weeks after they're verified.">
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField form={form} name="ratePerSecond" label="Messages per second (whole workspace)" htmlFor="rate-per-second">
              <Input inputMode="numeric" {...form.register("ratePerSecond")} />
            </FormField>
            <FormField form={form} name="perDomainPerMinute" label="Messages per minute to one receiving domain" htmlFor="per-domain" hint="e.g. to gmail.com">
              <Input inputMode="numeric" {...form.register("perDomainPerMinute")} />
            </FormField>
          </div>
        </Section>
        <Section title="Defaults for new sends" description="Each send can change these (privacy mode turns tracking off).">
          <Check {...registerCheckbox(form, "trackOpens")}>Track opens</Check>
          <Check {...registerCheckbox(form, "trackClicks")}>Track clicks</Check>
          <Check {...registerCheckbox(form, "excludeInvalid")}>Leave out addresses that email verification found invalid</Check>
        </Section>
        <Section
          title="Bounce mailbox"
          description="Bounces and complaints sent to this mailbox (POP3) are read every few minutes; hard bounces and complaints suppress the address."
        >
          <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
            <FormField form={form} name="inbound.host" label="POP3 server" htmlFor="inbound-host" hint="Leave empty for no mailbox">
              <Input placeholder="pop.example.com" autoComplete="off" {...form.register("inbound.host")} />
            </FormField>
            <FormField form={form} name="inbound.port" label="Port" htmlFor="inbound-port">
              <Input inputMode="numeric" {...form.register("inbound.port")} />
            </FormField>
            <FormField form={form} name="inbound.user" label="User name" htmlFor="inbound-user">
              <Input autoComplete="off" {...form.register("inbound.user")} />
            </FormField>
            <FormField
              form={form}
              name="inbound.password"
              label="Password"
              htmlFor="inbound-password"
              hint={settings.inbound.hasPassword ? "Saved. Leave empty to keep it." : undefined}
            >
              <Input type="password" autoComplete="new-password" {...form.register("inbound.password")} />
            </FormField>
          </div>
          <Check {...registerCheckbox(form, "inbound.tls")}>TLS from the first byte (usually port 995)</Check>
          {testResult ? (
            <p role="status" className={testResult.ok ? "text-sm text-success" : "text-sm text-destructive"}>
              {testResult.message}
            </p>
          ) : null}
          {manage ? (
            <div>
              <Button type="button" variant="outline" loading={test.isPending} onClick={run(testValues)}>
                <MailCheck aria-hidden /> Test the mailbox
              </Button>
            </div>
          ) : null}
        </Section>
      </fieldset>
      <FormRootError form={form} />
      {manage ? (
        <div>
          <Button type="submit" loading={save.isPending}>
            <Save aria-hidden /> Save sending settings
          </Button>
        </div>
      ) : null}
    </form>
  );
}
