"use client";

import { PlugZap, Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, registerCheckbox, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useSaveDomainSmtp, useTestDomainSmtp } from "../../hooks/use-domains";

type Smtp = { host: string | null; port: number | null; secure: boolean; user: string | null; hasPassword: boolean };

/** Where this domain's mail goes out, in one sentence (what a viewer sees). */
export const smtpSummary = (smtp: Smtp) =>
  smtp.host
    ? `Sent through ${smtp.host}:${smtp.port ?? 587}${smtp.secure ? " (TLS)" : ""}${smtp.user ? ` as ${smtp.user}` : ""}.`
    : "Sent through this server's own SMTP settings.";

/** The domain's own SMTP server: save it, or test it (the typed values, the saved password when none is typed). */
export function DomainSmtpForm({ domainId, smtp }: { domainId: string; smtp: Smtp }) {
  const form = useContractForm(() => import("../../contracts/domains.contracts").then((m) => m.domainSmtpFormInput), {
    defaultValues: { id: domainId, host: smtp.host ?? "", port: String(smtp.port ?? 587), secure: smtp.secure, user: smtp.user ?? "", password: "" },
  });
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const save = useSaveDomainSmtp({ meta: { silent: true }, onSuccess: () => form.setValue("password", "") });
  const test = useTestDomainSmtp({ meta: { silent: true }, onSuccess: setResult });
  const run = (action: (event?: FormEvent) => Promise<void>) => (event?: FormEvent) => {
    setResult(null);
    return action(event);
  };
  const saveValues = run(form.submit((values) => save.mutateAsync(values)));
  const testValues = run(form.submit((values) => test.mutateAsync(values)));

  return (
    <form onSubmit={saveValues} noValidate aria-label="SMTP server of this domain" className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">Leave the host empty to send through this server&apos;s SMTP settings.</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
        <FormField form={form} name="host" label="SMTP host" htmlFor={`smtp-host-${domainId}`}>
          <Input placeholder="smtp.example.com" autoComplete="off" {...form.register("host")} />
        </FormField>
        <FormField form={form} name="port" label="Port" htmlFor={`smtp-port-${domainId}`}>
          <Input inputMode="numeric" {...form.register("port")} />
        </FormField>
        <FormField form={form} name="user" label="User name" htmlFor={`smtp-user-${domainId}`}>
          <Input autoComplete="off" {...form.register("user")} />
        </FormField>
        <FormField
          form={form}
          name="password"
          label="Password"
          htmlFor={`smtp-password-${domainId}`}
          hint={smtp.hasPassword ? "Saved. Leave empty to keep it." : undefined}
          className="sm:col-span-1"
        >
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...registerCheckbox(form, "secure")} />
        TLS from the first byte (usually port 465)
      </label>
      <FormRootError form={form} />
      {result ? (
        <p role="status" className={result.ok ? "text-sm text-success" : "text-sm text-destructive"}>
          {result.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" loading={save.isPending}>
          <Save aria-hidden /> Save SMTP server
        </Button>
        <Button type="button" variant="outline" loading={test.isPending} onClick={testValues}>
          <PlugZap aria-hidden /> Test connection
        </Button>
      </div>
    </form>
  );
}
