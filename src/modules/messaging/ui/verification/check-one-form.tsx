"use client";

import { CircleAlert, CircleCheck, CircleMinus, CircleX } from "lucide-react";
import { useContractForm, useFieldError } from "@/components/ui/form";
import { InlineFieldForm } from "@/components/ui/inline-field-form";
import { Input } from "@/components/ui/input";
import { useCheckOneAddress } from "../../hooks/use-verification";
import type { CheckStatus } from "../../verify/checks";
import { checkLabels, checkStatusLabels, verdictMeaning, type CheckOneResult } from "./format";
import { ProbeToggle } from "./probe-toggle";
import { VerdictBadge } from "./verdict-badge";

const statusIcon: Record<CheckStatus, { icon: typeof CircleCheck; className: string }> = {
  pass: { icon: CircleCheck, className: "text-success" },
  warn: { icon: CircleAlert, className: "text-warning" },
  fail: { icon: CircleX, className: "text-destructive" },
  skipped: { icon: CircleMinus, className: "text-muted-foreground" },
};

/** "Verify one address": the verdict at once, with each check's outcome. */
export function CheckOneForm() {
  const form = useContractForm(() => import("../../contracts/verification.contracts").then((m) => m.checkOneInput), {
    defaultValues: { email: "", probe: false },
  });
  const check = useCheckOneAddress({ meta: { silent: true } });
  const onSubmit = form.submit((values) => check.mutateAsync(values));
  const emailError = useFieldError(form, "email");

  return (
    <div className="grid gap-4">
      <InlineFieldForm
        label="Verify one address"
        onSubmit={() => void onSubmit()}
        fieldLabel="Email address"
        htmlFor="verify-one-email"
        error={emailError}
        required
        submitLabel="Verify"
        pending={form.formState.isSubmitting}
        formError={form.formState.errors.root?.server?.message}
        extra={<ProbeToggle id="verify-one-probe" checked={form.watch("probe") ?? false} onChange={(on) => form.setValue("probe", on)} />}
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder="name@example.com"
          maxLength={320}
          {...form.register("email")}
        />
      </InlineFieldForm>
      {check.data ? <CheckOneOutcome result={check.data} /> : null}
    </div>
  );
}

function CheckOneOutcome({ result }: { result: CheckOneResult }) {
  return (
    <section aria-label={`Result for ${result.address}`} aria-live="polite" className="grid gap-3 rounded-lg border p-4" data-testid="verify-one-result">
      <div className="flex flex-wrap items-center gap-2">
        <VerdictBadge verdict={result.verdict} />
        <span className="min-w-0 font-medium break-all">{result.address}</span>
      </div>
      <p className="text-sm">
        {result.reason}. <span className="text-muted-foreground">{verdictMeaning[result.verdict]}</span>
      </p>
      <ul className="grid gap-2" aria-label="Checks">
        {result.checks.map((c) => {
          const { icon: Icon, className } = statusIcon[c.status];
          return (
            <li key={c.check} className="flex items-start gap-2 text-sm">
              <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${className}`} />
              <span className="min-w-0">
                <span className="font-medium">{checkLabels[c.check]}</span>
                <span className="sr-only"> ({checkStatusLabels[c.status]})</span>: <span className="break-words text-muted-foreground">{c.detail}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">
        {result.contactIds.length > 0 ? "Saved on the contact with this address." : "No contact has this address; the result is kept in the history only."}
      </p>
    </section>
  );
}
