"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { InlineFieldForm } from "@/components/ui/inline-field-form";
import { Input } from "@/components/ui/input";
import { serverFormErrors, validate, type FieldErrors } from "@/lib/forms";
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
      onError: (error) => setErrors(serverFormErrors(error, { url: "url" })),
    }),
  );

  function submit() {
    const checked = validate(startSeoAuditInput, { url });
    setErrors(checked.errors ?? {});
    if (checked.data) start.mutate(checked.data);
  }

  return (
    <InlineFieldForm
      label="Run an SEO audit"
      onSubmit={submit}
      fieldLabel="Site address"
      htmlFor="seo-url"
      error={errors.url}
      hint={`We crawl up to ${pageLimit} pages of this site, following robots.txt.`}
      required
      submitLabel="Run audit"
      pending={start.isPending}
      disabled={busy}
      formError={errors.form}
      extra={busy ? <p className="text-sm text-muted-foreground">An audit is running. You can start another when it ends.</p> : null}
    >
      <Input type="url" inputMode="url" autoComplete="url" placeholder="https://www.example.com" value={url} onChange={(e) => setUrl(e.target.value)} />
    </InlineFieldForm>
  );
}
