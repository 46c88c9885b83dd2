"use client";

import { RefreshCw, Trash2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatWhen, readerTimeFormat } from "@/lib/format";
import { useCheckDomain, useDomain, useRemoveDomain } from "../../hooks/use-domains";
import { DnsRecords } from "./dns-records";
import { DomainSmtpForm, smtpSummary } from "./domain-smtp-form";
import { StatusBadge } from "./status-badge";

const when = (at: Date | string) => formatWhen(at, readerTimeFormat());

/** One domain: its records and their statuses, "Check now", its SMTP server, and removal. */
export function DomainDetail({ id, manage, onRemoved }: { id: string; manage: boolean; onRemoved: () => void }) {
  const domain = useDomain(id);
  const [removing, setRemoving] = useState(false);
  const check = useCheckDomain();
  const remove = useRemoveDomain({ onSuccess: onRemoved });

  if (domain.isPending) return <Skeleton className="h-80 w-full" />;
  if (domain.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {domain.error.message}
      </p>
    );
  }
  const d = domain.data;
  return (
    <section aria-labelledby={`domain-${d.id}`} className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`domain-${d.id}`} className="text-lg font-semibold break-all">
          {d.domain}
        </h3>
        <StatusBadge status={d.status} pendingLabel="Not checked yet" />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {d.lastCheckedAt ? `Last checked ${when(d.lastCheckedAt)}.` : "Not checked yet."}
        {d.verifiedAt ? ` Verified since ${when(d.verifiedAt)}.` : ""}
      </p>
      <p className="text-sm">
        Publish these records at your DNS provider (some want only the part of the host before <code className="font-mono text-xs">{d.domain}</code>), then
        check. SPF, DKIM and the return path must pass before mail can be sent from this domain. DMARC is recommended: without it mail still sends, with a
        warning.
      </p>
      {d.dmarcWarning && d.status === "verified" ? (
        <p role="note" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> {d.dmarcWarning}
        </p>
      ) : null}
      {manage ? (
        <div>
          <Button onClick={() => check.mutate({ id })} loading={check.isPending}>
            <RefreshCw aria-hidden /> {check.isPending ? "Checking…" : "Check now"}
          </Button>
        </div>
      ) : null}
      <DnsRecords records={d.records} />
      <div className="flex flex-col gap-2 border-t pt-4">
        <h4 className="font-medium">SMTP server</h4>
        {manage ? (
          <DomainSmtpForm key={`${d.id}-${d.smtp.host}-${d.smtp.hasPassword}`} domainId={d.id} smtp={d.smtp} />
        ) : (
          <p className="text-sm text-muted-foreground">{smtpSummary(d.smtp)}</p>
        )}
      </div>
      {manage ? (
        <div className="border-t pt-4">
          <Button variant="outline" onClick={() => setRemoving(true)}>
            <Trash2 aria-hidden /> Remove domain
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Remove ${d.domain}?`}
        description="Mail can't be sent from it any more, and its DKIM key is deleted. Adding it again makes a new key, so you'd publish a new DKIM record."
        confirmLabel="Remove domain"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync({ id })}
      />
    </section>
  );
}
