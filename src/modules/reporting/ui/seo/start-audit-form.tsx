"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { startSeoAuditInput } from "../../contracts/seo-audit.contracts";

/** The site address and "Run audit". Disabled while an audit runs (one at a time per workspace). */
export function StartAuditForm({ defaultUrl, pageLimit, busy }: { defaultUrl: string; pageLimit: string; busy: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(defaultUrl);
  const [errors, setErrors] = useState<FieldErrors>({});
  const start = useMutation(
    trpc.reporting.seo.start.mutationOptions({
      meta: { silent: true },
      onSuccess: async () => {
        setErrors({});
        await queryClient.invalidateQueries({ queryKey: trpc.reporting.seo.list.queryKey() });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields.url ? fields : { form: error.message });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(startSeoAuditInput, { url });
    setErrors(checked.errors ?? {});
    if (checked.data) start.mutate(checked.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Run an SEO audit" className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <Field label="Site address" htmlFor="seo-url" error={errors.url} hint={`We crawl up to ${pageLimit} pages of this site, following robots.txt.`} required>
          <Input type="url" inputMode="url" autoComplete="url" placeholder="https://www.example.com" value={url} onChange={(e) => setUrl(e.target.value)} />
        </Field>
        <Button type="submit" loading={start.isPending} disabled={busy} className="sm:mt-6">
          Run audit
        </Button>
      </div>
      {busy ? <p className="text-sm text-muted-foreground">An audit is running. You can start another when it ends.</p> : null}
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
