"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PlugZap, Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { saveSmsProviderInput } from "../../contracts/sms.contracts";
import { SmsSection } from "./section";
import type { SmsSettings } from "./types";

/** Account SID, auth token (write-only) and API address of the Twilio-compatible provider, with a connection test. */
export function SmsProviderForm({ settings, manage }: { settings: SmsSettings; manage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [accountSid, setAccountSid] = useState(settings.accountSid ?? "");
  const [authToken, setAuthToken] = useState("");
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const onError = (error: { message: string }) => setErrors({ form: error.message, ...serverFieldErrors(error) });

  const save = useMutation(
    trpc.messaging.sms.saveProvider.mutationOptions({
      meta: { silent: true },
      onSuccess: (view) => {
        setAuthToken("");
        queryClient.setQueryData(trpc.messaging.sms.get.queryKey(), view);
        toast.success("SMS provider saved");
      },
      onError,
    }),
  );
  const test = useMutation(trpc.messaging.sms.testProvider.mutationOptions({ meta: { silent: true }, onSuccess: setResult, onError }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const checked = validate(saveSmsProviderInput, { accountSid, authToken: authToken || undefined, baseUrl });
    if (!checked.data) return setErrors(checked.errors);
    if (!checked.data.authToken && !settings.hasAuthToken) return setErrors({ authToken: "Enter the auth token" });
    setErrors({});
    save.mutate(checked.data);
  }

  return (
    <SmsSection
      id="sms-provider-title"
      title="Provider"
      description={
        settings.usesServerAccount
          ? "Texts go through the account this server was set up with. Add your own Twilio account (or any provider that speaks Twilio's Messages API) to send under it."
          : "A Twilio account, or any provider that speaks Twilio's Messages API. Find the account SID and auth token on the provider's console."
      }
    >
      <p className="flex items-center gap-2 text-sm">
        Status:{" "}
        {settings.usesServerAccount ? (
          <Badge variant="success">Using this server&apos;s account</Badge>
        ) : settings.configured ? (
          <Badge variant="success">Set up</Badge>
        ) : (
          <Badge variant="warning">Not set up: SMS can&apos;t be sent</Badge>
        )}
      </p>
      <form onSubmit={submit} noValidate aria-label="SMS provider" className="flex flex-col gap-3">
        <fieldset disabled={!manage} className="grid gap-3 sm:grid-cols-2">
          <Field label="Account SID" htmlFor="sms-account-sid" error={errors.accountSid} required className="content-start">
            <Input value={accountSid} onChange={(e) => setAccountSid(e.target.value)} placeholder="AC0123456789abcdef0123456789abcdef" autoComplete="off" spellCheck={false} />
          </Field>
          <Field label="Auth token" htmlFor="sms-auth-token" error={errors.authToken} hint={settings.hasAuthToken ? "Saved. Leave empty to keep it." : "Kept encrypted; never shown again."} required={!settings.hasAuthToken} className="content-start">
            <Input type="password" value={authToken} onChange={(e) => setAuthToken(e.target.value)} autoComplete="new-password" spellCheck={false} />
          </Field>
          <Field label="API address" htmlFor="sms-base-url" error={errors.baseUrl} hint="https://api.twilio.com for Twilio; another https address for a compatible provider." className="sm:col-span-2">
            <Input type="url" value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} autoComplete="off" spellCheck={false} />
          </Field>
        </fieldset>
        {result ? (
          <p role="status" className={result.ok ? "text-sm text-success" : "text-sm text-destructive"}>
            {result.message}
          </p>
        ) : null}
        {errors.form ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        ) : null}
        {manage ? (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending}>
              <Save aria-hidden /> Save provider
            </Button>
            <Button type="button" variant="outline" loading={test.isPending} disabled={!settings.configured} onClick={() => {
                setResult(null);
                test.mutate();
              }}>
              <PlugZap aria-hidden /> Test connection
            </Button>
          </div>
        ) : null}
      </form>
    </SmsSection>
  );
}
