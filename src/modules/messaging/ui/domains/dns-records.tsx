"use client";

import { Badge } from "@/components/ui/badge";
import type { RecordStatus } from "../../contracts/messaging-enums";
import { CopyButton } from "./copy-button";
import { StatusBadge } from "./status-badge";

export type DnsRecordRow = {
  key: string;
  label: string;
  type: "TXT" | "CNAME";
  host: string;
  value: string;
  required: boolean;
  status: RecordStatus;
  reason: string | null;
};

/** The records to publish, one card each: host, type and exact value with copy buttons, status and what's wrong. */
export function DnsRecords({ records }: { records: DnsRecordRow[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="DNS records">
      {records.map((r) => (
        <li key={r.key} aria-label={`${r.label} record`} className="flex flex-col gap-2 rounded-lg border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-medium">{r.label}</h4>
            <Badge variant="outline">{r.type}</Badge>
            <span className="text-xs text-muted-foreground">{r.required ? "Required" : "Recommended"}</span>
            <span className="ml-auto">
              <StatusBadge status={r.status} />
            </span>
          </div>
          <dl className="grid gap-2 text-sm sm:grid-cols-[5rem_1fr]">
            <dt className="text-muted-foreground">Host</dt>
            <dd className="flex min-w-0 items-start gap-1">
              <code aria-label={`${r.label} host`} className="min-w-0 flex-1 rounded bg-muted px-2 py-1 font-mono text-xs break-all">
                {r.host}
              </code>
              <CopyButton value={r.host} label={`Copy ${r.label} host`} />
            </dd>
            <dt className="text-muted-foreground">Value</dt>
            <dd className="flex min-w-0 items-start gap-1">
              <code aria-label={`${r.label} value`} className="min-w-0 flex-1 rounded bg-muted px-2 py-1 font-mono text-xs break-all">
                {r.value}
              </code>
              <CopyButton value={r.value} label={`Copy ${r.label} value`} />
            </dd>
          </dl>
          {r.status !== "verified" && r.reason ? (
            <p className={r.required ? "text-sm text-destructive" : "text-sm text-warning"} aria-label={`${r.label} problem`}>
              {r.reason}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
