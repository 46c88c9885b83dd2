"use client";

import { Globe } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import type { DraftErrors } from "./draft-errors";
import { useDomains } from "../../hooks/use-domains";
import type { EmailDraft } from "./email-draft";

export const DOMAIN_SETTINGS_HREF = "/marketing-dashboard/settings/data-settings/domain-verification";

type SetDraft = <K extends keyof EmailDraft>(key: K, value: EmailDraft[K]) => void;

/**
 * Who the email is from: a verified sending domain of the workspace, the address's local part, the
 * sender's name, and an optional reply-to. Without a verified domain it says why and where to add one.
 */
export function FromFields({ draft, set, errors }: { draft: EmailDraft; set: SetDraft; errors: DraftErrors }) {
  const domains = useDomains();
  const verified = (domains.data ?? []).filter((d) => d.status === "verified");
  const chosen = verified.find((d) => d.id === draft.domainId);
  const only = verified.length === 1 ? verified[0]?.id : undefined;

  // A single verified domain is the only choice: pick it.
  useEffect(() => {
    if (only && !draft.domainId) set("domainId", only);
  }, [only, draft.domainId, set]);

  if (domains.isPending) return <Skeleton className="h-24" aria-label="Loading sending domains" />;
  if (domains.isError) {
    return (
      <div role="alert" className="flex flex-col gap-2 rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm">
        <p>Sending domains couldn&apos;t be loaded: {domains.error.message}</p>
        <Button type="button" size="sm" variant="outline" className="w-fit" onClick={() => domains.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (verified.length === 0) {
    return (
      <div role="note" className="flex flex-col gap-2 rounded-md border border-warning/30 bg-warning/10 p-3 text-sm" data-testid="no-verified-domain">
        <p className="flex items-center gap-2 font-medium">
          <Globe aria-hidden className="size-4" /> No verified sending domain yet
        </p>
        <p>
          Email goes out from a domain you own, once its DNS records prove it&apos;s yours (so inboxes trust it).
          {domains.data.length > 0 ? " Your domains are still waiting for their DNS records." : " Add one and publish its records; it verifies within minutes."}
        </p>
        {/* A new tab, so this draft stays open here. */}
        <Link href={DOMAIN_SETTINGS_HREF} target="_blank" rel="noopener" className="w-fit font-medium text-primary underline underline-offset-4">
          {domains.data.length > 0 ? "Check your sending domains" : "Set up a sending domain"} (opens in a new tab)
        </Link>
        {errors.domainId ? (
          <p role="alert" className="font-medium text-destructive">
            This email can&apos;t go out without a verified sending domain: set one up first.
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Sender</legend>
      <Field label="From name" htmlFor="compose-from-name" error={errors.fromName} required>
        <Input value={draft.fromName} onChange={(e) => set("fromName", e.target.value)} maxLength={100} autoComplete="off" />
      </Field>
      <Field label="Sending domain" htmlFor="compose-domain" error={errors.domainId} required>
        <Select value={draft.domainId} onValueChange={(v) => set("domainId", v)}>
          <SelectTrigger id="compose-domain" {...fieldAria("compose-domain", { error: errors.domainId })}>
            <SelectValue placeholder="Choose a domain" />
          </SelectTrigger>
          <SelectContent>
            {verified.map((d) => (
              <SelectItem key={d.id} value={d.id}>
                {d.domain}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field
        label="From address"
        htmlFor="compose-from-local"
        error={errors.fromLocal}
        hint={chosen ? `Sent as ${draft.fromLocal || "…"}@${chosen.domain}` : "The part before the @."}
        required
      >
        <Input value={draft.fromLocal} onChange={(e) => set("fromLocal", e.target.value)} maxLength={64} autoComplete="off" spellCheck={false} />
      </Field>
      <Field label="Reply-to" htmlFor="compose-reply-to" error={errors.replyTo} hint="Optional: where replies go.">
        <Input type="email" value={draft.replyTo} onChange={(e) => set("replyTo", e.target.value)} autoComplete="off" spellCheck={false} />
      </Field>
    </fieldset>
  );
}
