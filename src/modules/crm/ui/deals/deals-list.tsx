"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { AlertTriangle, FilterX } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateRangePicker, type DateRangeValue } from "@/components/ui/date-range-picker";
import { EmptyState } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/trpc/client";
import type { DealStageKind } from "../../contracts/crm-enums";
import type { DealSortField, ListDealsInput } from "../../contracts/deals.contracts";
import { formatMinor } from "../../money";
import { formatDay } from "./deal-card";
import { nextSort, Pager, SortHeader, type Sort } from "./sort-header";
import type { Pipeline } from "./types";
import type { CrmAccess } from "./use-crm-access";

const PAGE = 25;
const ALL = "all";
const kindVariant = { open: "outline", won: "success", lost: "destructive" } as const;

/** The pipeline's deals as a table: sorted, paged, filtered by stage, status and close date. */
export function DealsList({
  pipeline,
  filters,
  stageId,
  onStageId,
  access,
  onOpen,
}: {
  pipeline: Pipeline;
  filters: Pick<ListDealsInput, "search" | "ownerId">;
  stageId: string | null;
  onStageId: (stageId: string | null) => void;
  access: CrmAccess;
  onOpen: (dealId: string) => void;
}) {
  const trpc = useTRPC();
  const [sort, setSort] = useState<Sort<DealSortField>>({ field: "createdAt", dir: "desc" });
  const [status, setStatus] = useState<DealStageKind | null>(null);
  const [range, setRange] = useState<DateRangeValue | undefined>(undefined);
  const input = {
    ...filters,
    pipelineId: pipeline.id,
    stageId: stageId ?? undefined,
    status: status ?? undefined,
    closeFrom: range ? format(range.from, "yyyy-MM-dd") : undefined,
    closeTo: range ? format(range.to, "yyyy-MM-dd") : undefined,
    sort,
    limit: PAGE,
  };
  const filterKey = JSON.stringify(input);
  const [paging, setPaging] = useState({ key: filterKey, offset: 0 });
  const offset = paging.key === filterKey ? paging.offset : 0;
  const list = useQuery({ ...trpc.crm.deals.list.queryOptions({ ...input, offset }), placeholderData: keepPreviousData });
  const filtered = Boolean(stageId || status || range || filters.search || filters.ownerId);
  const clear = () => {
    onStageId(null);
    setStatus(null);
    setRange(undefined);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="List filters">
        <Select value={stageId ?? ALL} onValueChange={(v) => onStageId(v === ALL ? null : v)}>
          <SelectTrigger className="w-full sm:w-52" aria-label="Stage">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All stages</SelectItem>
            {pipeline.stages.map((s) => (
              <SelectItem key={s.id} value={s.id}>
                {s.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={status ?? ALL} onValueChange={(v) => setStatus(v === ALL ? null : (v as DealStageKind))}>
          <SelectTrigger className="w-full sm:w-36" aria-label="Status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Any status</SelectItem>
            <SelectItem value="open">Open</SelectItem>
            <SelectItem value="won">Won</SelectItem>
            <SelectItem value="lost">Lost</SelectItem>
          </SelectContent>
        </Select>
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <span aria-hidden className="text-sm whitespace-nowrap text-muted-foreground">
            Closing
          </span>
          <DateRangePicker value={range} onChange={setRange} label="Close date" presets={false} className="flex-1 sm:flex-none" />
        </div>
        {(stageId || status || range) && (
          <Button variant="ghost" size="sm" onClick={clear}>
            <FilterX aria-hidden /> Clear
          </Button>
        )}
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" role="status" aria-label="Loading deals">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-6 py-10 text-center">
          <AlertTriangle aria-hidden className="size-8 text-destructive" />
          <p className="text-sm">{list.error.message}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.data.total === 0 ? (
        <EmptyState
          icon={FilterX}
          title={filtered ? "No deals match" : "No deals in this pipeline yet"}
          description={filtered ? "Loosen the filters or clear them." : access.canWrite ? "Add a deal to start tracking it through the stages." : "Deals your team adds show up here."}
          action={
            filtered && (stageId || status || range) ? (
              <Button variant="outline" onClick={clear}>
                Clear filters
              </Button>
            ) : null
          }
        />
      ) : (
        <>
          <Table aria-label={`Deals in ${pipeline.name}`} className={list.isPlaceholderData ? "opacity-60" : undefined}>
            <TableHeader>
              <TableRow>
                <SortHeader label="Deal" field="name" sort={sort} onSort={(f) => setSort(nextSort(sort, f, ["amount", "createdAt", "updatedAt"]))} />
                <SortHeader label="Stage" field="stage" sort={sort} onSort={(f) => setSort(nextSort(sort, f))} />
                <SortHeader label="Amount" field="amount" sort={sort} onSort={(f) => setSort(nextSort(sort, f, ["amount"]))} className="text-right" />
                <SortHeader label="Close date" field="closeDate" sort={sort} onSort={(f) => setSort(nextSort(sort, f))} className="hidden md:table-cell" />
                <TableHead className="hidden lg:table-cell">Company</TableHead>
                <TableHead className="hidden lg:table-cell">Owner</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.rows.map((d) => (
                <TableRow key={d.id}>
                  <TableCell className="max-w-64">
                    <button type="button" className="cursor-pointer text-left font-medium break-words hover:underline" onClick={() => onOpen(d.id)}>
                      {d.name}
                    </button>
                  </TableCell>
                  <TableCell>
                    <Badge variant={kindVariant[d.stageKind]}>{d.stageName}</Badge>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{d.amountMinor === null ? <span className="text-muted-foreground">—</span> : formatMinor(d.amountMinor, d.currency, { locale: access.locale })}</TableCell>
                  <TableCell className="hidden md:table-cell">{d.closeDate ? formatDay(d.closeDate, access.locale) : <span className="text-muted-foreground">—</span>}</TableCell>
                  <TableCell className="hidden lg:table-cell">{d.companyName ?? <span className="text-muted-foreground">—</span>}</TableCell>
                  <TableCell className="hidden lg:table-cell">{d.ownerName ?? <span className="text-muted-foreground">—</span>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager label="Deals" offset={offset} limit={PAGE} total={list.data.total} onOffset={(next) => setPaging({ key: filterKey, offset: next })} />
        </>
      )}
    </div>
  );
}
