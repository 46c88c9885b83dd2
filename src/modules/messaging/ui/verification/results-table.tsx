"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import { useVerificationResults } from "../../hooks/use-verification";
import { emailVerdicts, type EmailVerdict } from "../../contracts/messaging-enums";
import { addresses, verdictLabels } from "./format";
import { VerdictBadge } from "./verdict-badge";

type Filter = EmailVerdict | "all";
const filters: Filter[] = ["all", ...emailVerdicts];

/** The run's contacts with their verdict and reason, a page at a time, filtered by verdict. */
export function ResultsTable({ runId, locale }: { runId: string; locale: string }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [page, setPage] = useState(1);
  const results = useVerificationResults({ id: runId, verdict: filter === "all" ? undefined : filter, page });
  const pick = (f: Filter) => {
    setFilter(f);
    setPage(1);
  };
  const data = results.data;

  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Show verdict" className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <Button key={f} type="button" size="sm" variant={filter === f ? "default" : "outline"} aria-pressed={filter === f} onClick={() => pick(f)}>
            {f === "all" ? "All" : verdictLabels[f]}
          </Button>
        ))}
      </div>
      {results.isPending ? (
        <div aria-busy="true" aria-label="Loading results">
          <Skeleton className="h-48 w-full" />
        </div>
      ) : results.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          The results didn&apos;t load. {results.error.message}
          <Button size="sm" variant="outline" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </div>
      ) : data!.rows.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          {filter === "all" ? "No address has a result in this run." : `No ${verdictLabels[filter].toLowerCase()} address in this run.`}
        </p>
      ) : (
        <>
          <div className={cn("overflow-x-auto", results.isPlaceholderData && "opacity-60")}>
            <Table aria-label="Verification results">
              <TableHeader>
                <TableRow>
                  <TableHead>Email</TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>Verdict</TableHead>
                  <TableHead>Reason</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data!.rows.map((r) => (
                  <TableRow key={r.contactId}>
                    <TableCell className="max-w-[16rem] font-medium break-all">{r.email}</TableCell>
                    <TableCell className="max-w-[10rem] truncate">{[r.firstName, r.lastName].filter(Boolean).join(" ") || "—"}</TableCell>
                    <TableCell>
                      <VerdictBadge verdict={r.verdict} />
                    </TableCell>
                    <TableCell className="min-w-[14rem] text-sm text-muted-foreground">{r.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <nav aria-label="Results pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              {addresses(data!.total, locale)} · page {formatCount(data!.page, locale)} of {formatCount(data!.pages, locale)}
            </span>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={page >= data!.pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}
