"use client";

import { Bug } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { AdminNote } from "@/components/ui/admin-note";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatWhen, readerTimeFormat } from "@/lib/format";
import { can, useCurrentWorkspaceQuery } from "@/modules/identity/client";
import { ERROR_RETENTION_DAYS, type ErrorStatus } from "../contracts/errors.constants";
import { useErrorGroups } from "../hooks/use-error-groups";
import { ErrorGroupDetail } from "../ui/errors/error-group-detail";

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

const statusLabel: Record<ErrorStatus, string> = { open: "Open", resolved: "Resolved", ignored: "Ignored" };
const levelVariant = (level: string) => (level === "fatal" || level === "error" ? "destructive" : level === "warning" ? "warning" : "secondary");

/**
 * Settings › Workspace settings, "Error reports" (owners and admins): errors people in this
 * workspace ran into, grouped, with resolve and ignore. Nothing shows for other roles.
 */
export function ErrorReportsSection() {
  const { data: workspace } = useCurrentWorkspaceQuery();
  // Rendered beside the settings' hydration boundary, not inside it: whether the prefetched workspace
  // has arrived when the server renders this and when the browser hydrates it can differ, so both
  // render nothing and the browser shows the section once hydrated (no hydration mismatch, #418).
  const hydrated = useSyncExternalStore(noSubscription, inBrowser, onServer);
  if (!hydrated || !workspace || !can(workspace.role, "workspace.manage")) return null;
  return <ErrorReports />;
}

function ErrorReports() {
  const [status, setStatus] = useState<ErrorStatus>("open");
  const [selected, setSelected] = useState<string | null>(null);
  const { data, isPending, isError } = useErrorGroups(status, true);
  const when = readerTimeFormat();
  return (
    <Card className="mx-auto mt-6 w-full max-w-3xl">
      <CardHeader>
        <CardTitle as="h2">Error reports</CardTitle>
        <CardDescription>
          Errors that people in this workspace ran into while using the app, grouped when they are the same problem. Share them with your support contact when
          something doesn&apos;t work.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div role="group" aria-label="Show errors" className="flex flex-wrap gap-2">
          {(["open", "resolved", "ignored"] as const).map((s) => (
            <Button
              key={s}
              variant={s === status ? "default" : "outline"}
              size="sm"
              aria-pressed={s === status}
              onClick={() => {
                setStatus(s);
                setSelected(null);
              }}
            >
              {statusLabel[s]}
              {data ? ` (${formatCount(data.totals[s])})` : ""}
            </Button>
          ))}
        </div>
        {isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            We couldn&apos;t load the error reports. Reload the page to try again.
          </p>
        ) : data.groups.length === 0 ? (
          <EmptyState
            icon={Bug}
            title={status === "open" ? "No errors to look at" : `No ${statusLabel[status].toLowerCase()} errors`}
            description={
              status === "open"
                ? "When something goes wrong for someone in this workspace, in their browser or on our side, the error appears here with how often it happened."
                : "Errors you mark this way appear here."
            }
          />
        ) : (
          <Table aria-label={`${statusLabel[status]} errors`}>
            <TableHeader>
              <TableRow>
                <TableHead>Error</TableHead>
                <TableHead>Level</TableHead>
                <TableHead className="text-right">Events</TableHead>
                <TableHead>First seen</TableHead>
                <TableHead>Last seen</TableHead>
                <TableHead>Release</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.groups.map((g) => (
                <TableRow key={g.id} data-state={g.id === selected ? "selected" : undefined}>
                  <TableCell className="max-w-xs">
                    <Button
                      variant="link"
                      className="h-auto p-0 text-left whitespace-normal"
                      onClick={() => setSelected(g.id)}
                      aria-expanded={g.id === selected}
                    >
                      {g.title}
                    </Button>
                    {g.culprit ? <p className="truncate text-xs text-muted-foreground">{g.culprit}</p> : null}
                  </TableCell>
                  <TableCell>
                    <Badge variant={levelVariant(g.level)}>{g.level}</Badge>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(g.count)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatWhen(g.firstSeen, when)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatWhen(g.lastSeen, when)}</TableCell>
                  <TableCell>{g.release ?? "—"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data?.limited ? <p className="text-sm text-muted-foreground">Showing the 200 most recent. Resolve or ignore some to see older ones.</p> : null}
        {selected ? <ErrorGroupDetail groupId={selected} onClose={() => setSelected(null)} /> : null}
        <p className="text-sm text-muted-foreground">An error is removed {ERROR_RETENTION_DAYS} days after it was last seen.</p>
        <AdminNote>
          <p>
            Errors reach this list through the app&apos;s own receiver at <code>/api/monitoring</code>. To also send them to your Sentry, set{" "}
            <code>NEXT_PUBLIC_SENTRY_DSN</code> and rebuild: each report then goes to both.
          </p>
        </AdminNote>
      </CardContent>
    </Card>
  );
}
