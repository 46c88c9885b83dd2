"use client";

import { ArrowRightLeft } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useFxPairs } from "../../hooks/use-fx-rates";
import { formatDayAs } from "../report/format";

const ORIGIN = {
  manual: { label: "Your rate", variant: "default" },
  config: { label: "Set by your administrator", variant: "secondary" },
  reference: { label: "Reference (ECB)", variant: "outline" },
  feed: { label: "Reference (ECB), updated daily", variant: "outline" },
} as const;

/** The rate reports use today for every currency into the workspace's, with its day and where it comes from. */
export function FxPairsCard() {
  const pairs = useFxPairs();
  const data = pairs.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Rates your reports use</CardTitle>
        <CardDescription>
          Amounts in other currencies are converted to {data?.to ?? "the workspace currency"} with the rate of their day: the European Central Bank&apos;s
          reference rate, unless you set your own rate for that pair. Each rate applies from its day until the next one.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {pairs.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading exchange rates">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : pairs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {pairs.error.message}{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => void pairs.refetch()}>
              Try again
            </Button>
          </p>
        ) : pairs.data.pairs.length === 0 ? (
          <EmptyState
            icon={ArrowRightLeft}
            title="No exchange rates yet"
            description="Amounts in other currencies stay out of money totals until you add a rate for their currency below."
          />
        ) : (
          <PairsTable data={pairs.data} />
        )}
        {data?.feed.error ? (
          <p className="text-sm text-muted-foreground">
            The latest reference rates couldn&apos;t be fetched{data.feed.fetchedAt ? "" : " yet"}; reports use the newest ones on hand and it is tried again
            tomorrow.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

type Pairs = NonNullable<ReturnType<typeof useFxPairs>["data"]>;

function PairsTable({ data }: { data: Pairs }) {
  return (
    <Table aria-label="Rates your reports use">
      <TableHeader>
        <TableRow>
          <TableHead>Currency</TableHead>
          <TableHead className="text-right">Worth in {data.to}</TableHead>
          <TableHead>Since</TableHead>
          <TableHead>Source</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.pairs.map((p) => (
          <TableRow key={p.currency}>
            <TableCell className="whitespace-nowrap">1 {p.currency}</TableCell>
            <TableCell className="text-right tabular-nums">
              {p.rate} {data.to}
            </TableCell>
            <TableCell className="tabular-nums whitespace-nowrap">{formatDayAs(p.rateDate, data.dateFormat)}</TableCell>
            <TableCell>
              <Badge variant={ORIGIN[p.origin].variant}>{ORIGIN[p.origin].label}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
