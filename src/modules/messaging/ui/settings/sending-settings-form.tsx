"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MailCheck, Save, TriangleAlert } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validateNested, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { sendingSettingsInput, type SendingSettingsFormValues } from "../../contracts/settings.contracts";

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

function Check({ checked, onChange, children }: { checked: boolean; onChange: (v: boolean) => void; children: ReactNode }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

/** The Sending tab's form: postal address, frequency cap, rates, tracking defaults and the bounce mailbox. */
export function SendingSettingsForm({ settings, manage }: { settings: SendingSettings; manage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [postalAddress, setPostalAddress] = useState(settings.postalAddress);
  const [capOn, setCapOn] = useState(settings.frequencyCap !== null);
  const [capCount, setCapCount] = useState(String(settings.frequencyCap?.count ?? 3));
  const [capDays, setCapDays] = useState(String(settings.frequencyCap?.days ?? 7));
  const [ratePerSecond, setRatePerSecond] = useState(String(settings.ratePerSecond));
  const [perDomainPerMinute, setPerDomainPerMinute] = useState(String(settings.perDomainPerMinute));
  const [trackOpens, setTrackOpens] = useState(settings.trackOpens);
  const [trackClicks, setTrackClicks] = useState(settings.trackClicks);
  const [excludeInvalid, setExcludeInvalid] = useState(settings.excludeInvalid);
  const [host, setHost] = useState(settings.inbound.host ?? "");
  const [port, setPort] = useState(String(settings.inbound.port ?? 995));
  const [tls, setTls] = useState(settings.inbound.tls);
  const [user, setUser] = useState(settings.inbound.user ?? "");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);
  const onError = (error: { message: string }) => setErrors({ form: error.message, ...serverFieldErrors(error) });

  const save = useMutation(
    trpc.messaging.settings.update.mutationOptions({
      meta: { silent: true },
      onSuccess: (view) => {
        setPassword("");
        queryClient.setQueryData(trpc.messaging.settings.get.queryKey(), view);
        toast.success("Sending settings saved");
      },
      onError,
    }),
  );
  const test = useMutation(
    trpc.messaging.settings.testInbound.mutationOptions({
      meta: { silent: true },
      onSuccess: (r) => setTestResult(r.ok ? { ok: true, message: `Signed in: ${r.count} ${r.count === 1 ? "message" : "messages"} waiting.` } : { ok: false, message: r.message }),
      onError,
    }),
  );

  const inbound = { host, port, tls, user, password: password === "" ? undefined : password };
  const values: SendingSettingsFormValues = {
    postalAddress,
    frequencyCap: capOn ? { count: capCount, days: capDays } : null,
    ratePerSecond,
    perDomainPerMinute,
    trackOpens,
    trackClicks,
    excludeInvalid,
    inbound,
  };
  function checked() {
    const result = validateNested(sendingSettingsInput, values);
    setErrors(result.errors ?? {});
    setTestResult(null);
    return result.data;
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const data = checked();
    if (data) save.mutate(data);
  }
  function runTest() {
    const data = checked();
    if (data) test.mutate({ inbound: data.inbound });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sending settings" className="flex flex-col gap-4">
      <fieldset disabled={!manage} className="flex flex-col gap-4">
        <Section title="Postal address" description="Every marketing message's footer carries it, as anti-spam laws require. Marketing sends are refused until it's set.">
          {settings.postalAddress === "" ? (
            <p role="note" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> No postal address yet: marketing email can&apos;t be sent.
            </p>
          ) : null}
          <Field label="Postal address" htmlFor="postal-address" error={errors.postalAddress}>
            <Textarea rows={3} placeholder={"Example Ltd\n1 High Street\nLondon N1 1AA, United Kingdom"} value={postalAddress} onChange={(e) => setPostalAddress(e.target.value)} />
          </Field>
        </Section>
        <Section title="Frequency cap" description="At most this many marketing messages per contact, email and SMS counted together. Transactional messages don't count.">
          <Check checked={capOn} onChange={setCapOn}>
            Limit marketing messages per contact
          </Check>
          {capOn ? (
            <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
              <Field label="Messages" htmlFor="cap-count" error={errors["frequencyCap.count"]}>
                <Input inputMode="numeric" value={capCount} onChange={(e) => setCapCount(e.target.value)} />
              </Field>
              <Field label="Every … days" htmlFor="cap-days" error={errors["frequencyCap.days"]}>
                <Input inputMode="numeric" value={capDays} onChange={(e) => setCapDays(e.target.value)} />
              </Field>
            </div>
          ) : null}
        </Section>
        <Section title="Sending rate" description="New domains also warm up: their daily volume grows over the first weeks after they're verified.">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Messages per second (whole workspace)" htmlFor="rate-per-second" error={errors.ratePerSecond}>
              <Input inputMode="numeric" value={ratePerSecond} onChange={(e) => setRatePerSecond(e.target.value)} />
            </Field>
            <Field label="Messages per minute to one receiving domain" htmlFor="per-domain" error={errors.perDomainPerMinute} hint="e.g. to gmail.com">
              <Input inputMode="numeric" value={perDomainPerMinute} onChange={(e) => setPerDomainPerMinute(e.target.value)} />
            </Field>
          </div>
        </Section>
        <Section title="Defaults for new sends" description="Each send can change these (privacy mode turns tracking off).">
          <Check checked={trackOpens} onChange={setTrackOpens}>
            Track opens
          </Check>
          <Check checked={trackClicks} onChange={setTrackClicks}>
            Track clicks
          </Check>
          <Check checked={excludeInvalid} onChange={setExcludeInvalid}>
            Leave out addresses that email verification found invalid
          </Check>
        </Section>
        <Section title="Bounce mailbox" description="Bounces and complaints sent to this mailbox (POP3) are read every few minutes; hard bounces and complaints suppress the address.">
          <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
            <Field label="POP3 server" htmlFor="inbound-host" error={errors["inbound.host"]} hint="Leave empty for no mailbox">
              <Input placeholder="pop.example.com" value={host} onChange={(e) => setHost(e.target.value)} autoComplete="off" />
            </Field>
            <Field label="Port" htmlFor="inbound-port" error={errors["inbound.port"]}>
              <Input inputMode="numeric" value={port} onChange={(e) => setPort(e.target.value)} />
            </Field>
            <Field label="User name" htmlFor="inbound-user" error={errors["inbound.user"]}>
              <Input value={user} onChange={(e) => setUser(e.target.value)} autoComplete="off" />
            </Field>
            <Field label="Password" htmlFor="inbound-password" error={errors["inbound.password"]} hint={settings.inbound.hasPassword ? "Saved. Leave empty to keep it." : undefined}>
              <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
            </Field>
          </div>
          <Check checked={tls} onChange={setTls}>
            TLS from the first byte (usually port 995)
          </Check>
          {testResult ? (
            <p role="status" className={testResult.ok ? "text-sm text-success" : "text-sm text-destructive"}>
              {testResult.message}
            </p>
          ) : null}
          {manage ? (
            <div>
              <Button type="button" variant="outline" loading={test.isPending} onClick={runTest}>
                <MailCheck aria-hidden /> Test the mailbox
              </Button>
            </div>
          ) : null}
        </Section>
      </fieldset>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
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
