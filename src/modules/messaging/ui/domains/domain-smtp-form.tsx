"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PlugZap, Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { domainSmtpInput } from "../../contracts/domains.contracts";

type Smtp = { host: string | null; port: number | null; secure: boolean; user: string | null; hasPassword: boolean };

/** Where this domain's mail goes out, in one sentence (what a viewer sees). */
export const smtpSummary = (smtp: Smtp) =>
  smtp.host ? `Sent through ${smtp.host}:${smtp.port ?? 587}${smtp.secure ? " (TLS)" : ""}${smtp.user ? ` as ${smtp.user}` : ""}.` : "Sent through this server's own SMTP settings.";

/** The domain's own SMTP server: save it, or test it (the typed values, the saved password when none is typed). */
export function DomainSmtpForm({ domainId, smtp }: { domainId: string; smtp: Smtp }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [host, setHost] = useState(smtp.host ?? "");
  const [port, setPort] = useState(String(smtp.port ?? 587));
  const [secure, setSecure] = useState(smtp.secure);
  const [user, setUser] = useState(smtp.user ?? "");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const onError = (error: { message: string }) => setErrors({ form: error.message, ...serverFieldErrors(error) });
  const save = useMutation(
    trpc.messaging.domains.saveSmtp.mutationOptions({
      meta: { silent: true },
      onSuccess: async (view) => {
        setPassword("");
        queryClient.setQueryData(trpc.messaging.domains.get.queryKey({ id: domainId }), view);
        await queryClient.invalidateQueries({ queryKey: trpc.messaging.domains.list.queryKey() });
        toast.success(view.smtp.host ? "SMTP server saved" : "This domain now sends through the server's SMTP settings");
      },
      onError,
    }),
  );
  const test = useMutation(trpc.messaging.domains.testSmtp.mutationOptions({ meta: { silent: true }, onSuccess: setResult, onError }));

  function values() {
    const checked = validate(domainSmtpInput, { id: domainId, host, port, secure, user: user || null, password: password === "" ? undefined : password });
    setErrors(checked.errors ?? {});
    setResult(null);
    return checked.data;
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const data = values();
    if (data) save.mutate(data);
  }
  function runTest() {
    const data = values();
    if (data) test.mutate(data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="SMTP server of this domain" className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">Leave the host empty to send through this server&apos;s SMTP settings.</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
        <Field label="SMTP host" htmlFor={`smtp-host-${domainId}`} error={errors.host}>
          <Input placeholder="smtp.example.com" value={host} onChange={(e) => setHost(e.target.value)} autoComplete="off" />
        </Field>
        <Field label="Port" htmlFor={`smtp-port-${domainId}`} error={errors.port}>
          <Input inputMode="numeric" value={port} onChange={(e) => setPort(e.target.value)} />
        </Field>
        <Field label="User name" htmlFor={`smtp-user-${domainId}`} error={errors.user}>
          <Input value={user} onChange={(e) => setUser(e.target.value)} autoComplete="off" />
        </Field>
        <Field label="Password" htmlFor={`smtp-password-${domainId}`} error={errors.password} hint={smtp.hasPassword ? "Saved. Leave empty to keep it." : undefined} className="sm:col-span-1">
          <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={secure} onChange={(e) => setSecure(e.target.checked)} />
        TLS from the first byte (usually port 465)
      </label>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      {result ? (
        <p role="status" className={result.ok ? "text-sm text-success" : "text-sm text-destructive"}>
          {result.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" loading={save.isPending}>
          <Save aria-hidden /> Save SMTP server
        </Button>
        <Button type="button" variant="outline" loading={test.isPending} onClick={runTest}>
          <PlugZap aria-hidden /> Test connection
        </Button>
      </div>
    </form>
  );
}
