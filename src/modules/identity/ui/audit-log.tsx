"use client";

import { ScrollText } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { DateRangePicker, type DateRangeValue } from "@/components/ui/date-range-picker";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useAuditLog } from "../hooks/use-team";
import { auditActions } from "../contracts/audit.constants";
import { formatWhen, readerTimeFormat } from "@/lib/format";

type Action = (typeof auditActions)[number];

export const actionLabel: Record<Action, string> = {
  "invitation.sent": "Invitation sent",
  "invitation.resent": "Invitation resent",
  "invitation.revoked": "Invitation withdrawn",
  "invitation.accepted": "Invitation accepted",
  "member.role_changed": "Role changed",
  "member.removed": "Member removed",
  "ownership.transferred": "Ownership transferred",
  "workspace.settings_changed": "Workspace settings changed",
  "member.left": "Member left",
  "sign_in.succeeded": "Signed in",
  "sign_in.failed": "Failed sign-in",
  "workspace.deleted": "Client workspace deleted",
  "billing.checkout_started": "Checkout started",
  "billing.plan_changed": "Plan changed",
  "billing.addon_changed": "Add-ons changed",
  "billing.cancellation_scheduled": "Plan cancelled at period end",
  "billing.resumed": "Plan resumed",
  "billing.payment_failed": "Payment failed",
  "crm.contact_erased": "Contact erased (GDPR)",
  "connectors.connected": "Platform connected",
  "connectors.disconnected": "Platform disconnected",
  "connectors.source_added": "Data source added",
  "connectors.source_removed": "Data source removed",
  "reports.budget_set": "Budget set",
  "reports.budget_removed": "Budget removed",
  "reports.schedule_created": "Report scheduled",
  "reports.schedule_removed": "Report schedule removed",
  "reports.schedule_sent": "Scheduled report sent now",
  "reports.seo_audit_started": "SEO audit started",
  "messaging.domain_added": "Sending domain added",
  "messaging.domain_removed": "Sending domain removed",
  "messaging.domain_verified": "Sending domain verified",
  "messaging.suppression_added": "Address suppressed by hand",
  "messaging.suppression_removed": "Address taken off the suppression list",
  "messaging.webhook_key_rotated": "Bounce webhook key replaced",
};

/** One line in plain words: "as Viewer (was Member)". */
export function auditDetail(action: string, details: Record<string, unknown>): string {
  if (action === "member.role_changed") return `to ${String(details.to)} (was ${String(details.from)})`;
  if (typeof details.role === "string") return `as ${details.role}`;
  if (action.startsWith("sign_in.") && typeof details.ip === "string") return `from ${details.ip}`;
  if (
    (action.startsWith("billing.") || action.startsWith("crm.") || action.startsWith("reports.") || action.startsWith("messaging.")) &&
    typeof details.summary === "string"
  )
    return details.summary;
  return "";
}

const endOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999);

/** The workspace's security log, for admins: filter by what happened, who, and when. */
export function AuditLog() {
  const [action, setAction] = useState<Action | "all">("all");
  const [person, setPerson] = useState("");
  const [range, setRange] = useState<DateRangeValue | undefined>();
  const filters = {
    action: action === "all" ? undefined : action,
    person: useDeferredValue(person.trim()) || undefined,
    from: range?.from,
    to: range ? endOfDay(range.to) : undefined,
  };
  const log = useAuditLog(filters);
  const events = log.data?.pages.flatMap((p) => p.events) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3" role="group" aria-label="Filter the security log">
        <div className="grid gap-1.5">
          <Label htmlFor="audit-action">What</Label>
          <Select value={action} onValueChange={(v) => setAction(v as Action | "all")}>
            <SelectTrigger id="audit-action">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">Everything</SelectItem>
              {auditActions.map((a) => (
                <SelectItem key={a} value={a}>
                  {actionLabel[a]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-person">Who</Label>
          <Input id="audit-person" type="search" placeholder="Name or email" value={person} onChange={(e) => setPerson(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-when">When</Label>
          <DateRangePicker id="audit-when" label="When" value={range} onChange={setRange} maxDate={new Date()} />
        </div>
      </div>
      {log.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : log.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {log.error.message}
        </p>
      ) : events.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title="Nothing in the log matches"
          description="Sign-ins, invitations, role changes, removals and ownership transfers appear here."
        />
      ) : (
        <Table aria-label="Security log">
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>What</TableHead>
              <TableHead>Who did it</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {events.map((e) => (
              <TableRow key={e.id}>
                <TableCell className="whitespace-nowrap text-muted-foreground">{formatWhen(e.at, readerTimeFormat())}</TableCell>
                <TableCell>
                  <span className="font-medium">{actionLabel[e.action as Action] ?? e.action}</span> {e.subject && <span>· {e.subject}</span>}{" "}
                  <span className="text-muted-foreground">{auditDetail(e.action, e.details)}</span>
                </TableCell>
                <TableCell>{e.actorName ?? e.actorEmail ?? "Someone no longer here"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {log.hasNextPage && (
        <Button variant="outline" className="self-center" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          Show older events
        </Button>
      )}
    </div>
  );
}
