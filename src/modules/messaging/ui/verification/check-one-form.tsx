"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, CircleMinus, CircleX } from "lucide-react";
import { useState } from "react";
import { InlineFieldForm } from "@/components/ui/inline-field-form";
import { Input } from "@/components/ui/input";
import { serverFormErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { checkOneInput } from "../../contracts/verification.contracts";
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [probe, setProbe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = useMutation(
    trpc.messaging.verification.checkOne.mutationOptions({
      meta: { silent: true },
      onSuccess: async () => {
        setErrors({});
        await queryClient.invalidateQueries({ queryKey: trpc.messaging.verification.list.queryKey() });
      },
      onError: (error) => setErrors(serverFormErrors(error, { email: "email" })),
    }),
  );

  function submit() {
    const checked = validate(checkOneInput, { email, probe });
    setErrors(checked.errors ?? {});
    if (checked.data) check.mutate(checked.data);
  }

  return (
    <div className="grid gap-4">
      <InlineFieldForm
        label="Verify one address"
        onSubmit={submit}
        fieldLabel="Email address"
        htmlFor="verify-one-email"
        error={errors.email}
        required
        submitLabel="Verify"
        pending={check.isPending}
        formError={errors.form}
        extra={<ProbeToggle id="verify-one-probe" checked={probe} onChange={setProbe} />}
      >
        <Input type="email" inputMode="email" autoComplete="off" spellCheck={false} placeholder="name@example.com" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={320} />
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
