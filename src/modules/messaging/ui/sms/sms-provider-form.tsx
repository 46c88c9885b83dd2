"use client";

import { PlugZap, Save } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, ROOT_ERROR, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useSaveSmsProvider, useTestSmsProvider } from "../../hooks/use-sms-settings";
import { SmsSection } from "./section";
import type { SmsSettings } from "./types";

/** Account SID, auth token (write-only) and API address of the Twilio-compatible provider, with a connection test. */
export function SmsProviderForm({ settings, manage }: { settings: SmsSettings; manage: boolean }) {
  const form = useContractForm(() => import("../../contracts/sms.contracts").then((m) => m.smsProviderFormInput), {
    defaultValues: { accountSid: settings.accountSid ?? "", authToken: "", baseUrl: settings.baseUrl, hasSavedToken: settings.hasAuthToken },
  });
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const save = useSaveSmsProvider({ meta: { silent: true }, onSuccess: () => form.setValue("authToken", "") });
  const test = useTestSmsProvider({ meta: { silent: true }, onSuccess: setResult });
  const saveValues = form.submit((values) => save.mutateAsync(values));
  const runTest = async () => {
    setResult(null);
    form.clearErrors();
    try {
      await test.mutateAsync();
    } catch (error) {
      form.setError(ROOT_ERROR, { type: "server", message: (error as Error).message });
    }
  };

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
      <form
        onSubmit={(event) => {
          setResult(null);
          return saveValues(event);
        }}
        noValidate
        aria-label="SMS provider"
        className="flex flex-col gap-3"
      >
        <fieldset disabled={!manage} className="grid gap-3 sm:grid-cols-2">
          <FormField form={form} name="accountSid" label="Account SID" htmlFor="sms-account-sid" required className="content-start">
            <Input placeholder="AC0123456789abcdef0123456789abcdef" autoComplete="off" spellCheck={false} {...form.register("accountSid")} />
          </FormField>
          <FormField
            form={form}
            name="authToken"
            label="Auth token"
            htmlFor="sms-auth-token"
            hint={settings.hasAuthToken ? "Saved. Leave empty to keep it." : "Kept encrypted; never shown again."}
            required={!settings.hasAuthToken}
            className="content-start"
          >
            <Input type="password" autoComplete="new-password" spellCheck={false} {...form.register("authToken")} />
          </FormField>
          <FormField
            form={form}
            name="baseUrl"
            label="API address"
            htmlFor="sms-base-url"
            hint="https://api.twilio.com for Twilio; another https address for a compatible provider."
            className="sm:col-span-2"
          >
            <Input type="url" autoComplete="off" spellCheck={false} {...form.register("baseUrl")} />
          </FormField>
        </fieldset>
        {result ? (
          <p role="status" className={result.ok ? "text-sm text-success" : "text-sm text-destructive"}>
            {result.message}
          </p>
        ) : null}
        <FormRootError form={form} />
        {manage ? (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending}>
              <Save aria-hidden /> Save provider
            </Button>
            <Button type="button" variant="outline" loading={test.isPending} disabled={!settings.configured} onClick={() => void runTest()}>
              <PlugZap aria-hidden /> Test connection
            </Button>
          </div>
        ) : null}
      </form>
    </SmsSection>
  );
}
