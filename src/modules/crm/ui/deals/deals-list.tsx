"use client";

import { format, parseISO } from "date-fns";
import { FilterX, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DateRangePicker, type DateRangeValue } from "@/components/ui/date-range-picker";
import { EmptyState } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { DealStageKind } from "../../contracts/crm-enums";
import type { DealSortField, ListDealsInput } from "../../contracts/deals.contracts";
import { ColumnsMenu } from "../table/columns-menu";
import { SavedViewsMenu } from "../table/saved-views-menu";
import { noSelection, pageState, selectionOf, togglePage, toggleRow } from "../table/selection";
import { TableError, TableSkeleton } from "../table/table-states";
import type { SavedView } from "../table/types";
import { useKeyedSelection, useStoredColumns } from "../table/use-table-state";
import { VirtualTable } from "../table/virtual-table";
import { DealCell } from "./deal-cell";
import { DealsBulkBar } from "./deals-bulk-bar";
import {
  availableDealColumns,
  dealDescFirst,
  dealsStateFromView,
  dealsViewConfig,
  defaultDealColumnIds,
  defaultDealsState,
  resolveDealColumns,
} from "./deals-table-state";
import { nextSort } from "../table/sort";
import type { Pipeline } from "./types";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import { useCustomFields } from "../../hooks/use-custom-fields";
import { useDeals, useDealsCount } from "../../hooks/use-deals";
import { formatCount } from "@/lib/format";

const PAGE = 100;
const ALL = "all";

/** What the panel around the list holds (shared with the board): the search, the owner and the pipeline. */
export type SharedDealFilters = { searchText: string; ownerId: string | undefined; pipelineId: string | undefined };

/**
 * The pipeline's deals as a table: filtered by stage, status and close date (and the panel's search and
 * owner), sorted, with saved views, column choice and bulk edit/delete; only the rows in view are drawn.
 */
export function DealsList({
  pipeline,
  filters,
  searchText,
  stageId,
  onStageId,
  onShared,
  access,
  onOpen,
}: {
  pipeline: Pipeline;
  filters: Pick<ListDealsInput, "search" | "ownerId">;
  /** The search box's text as typed (a saved view keeps it). */
  searchText: string;
  stageId: string | null;
  onStageId: (stageId: string | null) => void;
  /** Applies a saved view's search, owner and pipeline to the panel. */
  onShared: (shared: SharedDealFilters) => void;
  access: CrmWorkspace;
  onOpen: (dealId: string) => void;
}) {
  const customFields = useCustomFields("deal").data ?? [];
  const [columns, setColumns] = useStoredColumns("deals", access.workspaceId, defaultDealColumnIds);
  const [sort, setSort] = useState(defaultDealsState.sort);
  const [status, setStatus] = useState<DealStageKind | null>(null);
  const [range, setRange] = useState<DateRangeValue | undefined>(undefined);
  const [activeViewId, setActiveViewId] = useState<string | null>(null);
  const tableFilters = {
    pipelineId: pipeline.id,
    stageId: stageId ?? undefined,
    status: status ?? undefined,
    closeFrom: range ? format(range.from, "yyyy-MM-dd") : undefined,
    closeTo: range ? format(range.to, "yyyy-MM-dd") : undefined,
    ownerId: filters.ownerId,
  };
  const filter = { ...tableFilters, search: filters.search };
  const [selection, setSelection] = useKeyedSelection(JSON.stringify([filter, sort]));
  const list = useDeals({ ...filter, sort, limit: PAGE });
  const count = useDealsCount(filter);
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = count.data?.count;
  const loadedIds = rows.map((r) => r.id);
  const ownFilters = Boolean(stageId || status || range);
  const filtered = ownFilters || Boolean(filters.search || filters.ownerId);
  const state = { filters: tableFilters, search: searchText, sort, columns };
  const clear = () => {
    onStageId(null);
    setStatus(null);
    setRange(undefined);
  };
  const applyView = (view: SavedView | null) => {
    const next = view ? dealsStateFromView(view.config) : { ...defaultDealsState, columns };
    const f = next.filters;
    onShared({ searchText: next.search, ownerId: f.ownerId, pipelineId: f.pipelineId });
    onStageId(f.stageId ?? null);
    setStatus(f.status ?? null);
    setRange(f.closeFrom && f.closeTo ? { from: parseISO(f.closeFrom), to: parseISO(f.closeTo) } : undefined);
    setSort(next.sort);
    setColumns(next.columns);
    setActiveViewId(view?.id ?? null);
  };

  let body;
  if (list.isPending) body = <TableSkeleton records="deals" testId="deals-loading" />;
  else if (list.isError && !list.data)
    body = <TableError records="deals" message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isRefetching} />;
  else if (rows.length === 0)
    body = (
      <EmptyState
        icon={FilterX}
        title={filtered ? "No deals match" : "No deals in this pipeline yet"}
        description={
          filtered
            ? "Loosen the filters or clear them."
            : access.canWrite
              ? "Add a deal to start tracking it through the stages."
              : "Deals your team adds show up here."
        }
        action={
          ownFilters ? (
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          ) : null
        }
      />
    );
  else
    body = (
      <VirtualTable
        rows={rows}
        total={total}
        columns={resolveDealColumns(columns, customFields)}
        cell={(column, row) => <DealCell column={column} row={row} locale={access.locale} />}
        sort={sort}
        onSort={(field: DealSortField) => setSort(nextSort(sort, field, dealDescFirst))}
        selection={selection}
        onToggleRow={(id) => setSelection(toggleRow(selection, id, loadedIds))}
        onTogglePage={() => setSelection(togglePage(selection, loadedIds))}
        onOpen={onOpen}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={() => void list.fetchNextPage()}
        selectable={access.canWrite || access.canDelete}
        label={`Deals in ${pipeline.name}`}
        records="deals"
        rowLabel={(row) => row.name}
        rowAttr="deal"
        testId="deals-scroller"
      />
    );

  const selectedSome = selection.kind === "all" || selection.ids.size > 0;
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
        {ownFilters && (
          <Button variant="ghost" size="sm" onClick={clear}>
            <FilterX aria-hidden /> Clear
          </Button>
        )}
        <SavedViewsMenu
          object="deal"
          records="deals"
          current={dealsViewConfig(state)}
          normalise={(config) => dealsViewConfig(dealsStateFromView(config))}
          activeId={activeViewId}
          onApply={applyView}
          canWrite={access.canWrite}
        />
        <ColumnsMenu available={availableDealColumns(customFields)} value={columns} onChange={setColumns} defaults={defaultDealColumnIds} />
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground" aria-live="polite" data-testid="deals-count">
          {total === undefined ? "" : `${formatCount(total)} ${total === 1 ? "deal" : "deals"}`}
          {((list.isFetching && !list.isPending && !list.isFetchingNextPage) || count.isFetching) && <Loader2 aria-hidden className="size-3.5 animate-spin" />}
        </p>
      </div>
      {selectedSome && (
        <DealsBulkBar
          selection={selection}
          input={selectionOf(selection, filter)}
          pipeline={pipeline}
          total={total}
          loadedCount={rows.length}
          pageAll={pageState(selection, loadedIds) === "all"}
          access={access}
          onSelectAll={() => setSelection({ kind: "all" })}
          onClear={() => setSelection(noSelection)}
          onDone={() => setSelection(noSelection)}
        />
      )}
      {body}
    </div>
  );
}
