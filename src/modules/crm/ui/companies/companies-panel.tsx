"use client";

import { Building2, Loader2, Plus, Search } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import type { CompanySortField } from "../../contracts/companies.contracts";
import { useCompanies, useCompaniesCount } from "../../hooks/use-companies";
import { useCrmWorkspace } from "../../hooks/use-crm-workspace";
import { useCustomFields } from "../../hooks/use-custom-fields";
import { useDebounced } from "@/components/ui/use-debounced";
import { nextSort } from "../table/sort";
import { ColumnsMenu } from "../table/columns-menu";
import { SavedViewsMenu } from "../table/saved-views-menu";
import { pageState, selectionOf, togglePage, toggleRow, noSelection } from "../table/selection";
import { NoMatches, TableError, TableSkeleton } from "../table/table-states";
import type { SavedView } from "../table/types";
import { useKeyedSelection, useStoredColumns } from "../table/use-table-state";
import { filterCount } from "../table/view-state";
import { VirtualTable } from "../table/virtual-table";
import {
  availableCompanyColumns,
  companiesStateFromView,
  companiesViewConfig,
  companyDescFirst,
  defaultCompaniesState,
  defaultCompanyColumnIds,
  resolveCompanyColumns,
  type CompanyTableFilters,
} from "./companies-table-state";
import { CompaniesBulkBar } from "./companies-bulk-bar";
import { CompanyCell } from "./company-cell";
import { CompanyDetailSheet } from "./company-detail-sheet";
import { CompanyFilters } from "./company-filters";
import { CompanyFormSheet } from "./company-form-sheet";
import { formatCount } from "@/lib/format";

const PAGE = 100;

/**
 * data/crm-lists?tab=companies: the companies table with search, filters, saved views, columns, sorting,
 * bulk edit and delete, drawing only the rows in view; a company opens in a sheet (?company=<id>, so
 * a link opens it) with its contacts, deals and history.
 */
export function CompaniesPanel() {
  const access = useCrmWorkspace();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const customFields = useCustomFields("company").data ?? [];
  const [columns, setColumns] = useStoredColumns("companies", access.workspaceId, defaultCompanyColumnIds);
  const [searchText, setSearchText] = useState("");
  const [filters, setFilters] = useState<CompanyTableFilters>({});
  const [sort, setSort] = useState(defaultCompaniesState.sort);
  const [activeViewId, setActiveViewId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const search = useDebounced(searchText.trim(), 300);
  const state = { filters, search: searchText, sort, columns };
  const filter = { ...filters, search: search || undefined };
  const [selection, setSelection] = useKeyedSelection(JSON.stringify([filter, sort]));

  const list = useCompanies({ ...filter, sort, limit: PAGE });
  const count = useCompaniesCount(filter);
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = count.data?.count;
  const loadedIds = rows.map((r) => r.id);
  const filtered = filterCount(filters) > 0 || search !== "";

  const returnFocus = useRef<HTMLElement | null>(null);
  const setOpen = (id: string | null) => {
    if (id) returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const next = new URLSearchParams(params.toString());
    if (id) next.set("company", id);
    else next.delete("company");
    router.replace(`${pathname}?${next}`, { scroll: false });
  };
  const applyView = (view: SavedView | null) => {
    const next = view ? companiesStateFromView(view.config) : { ...defaultCompaniesState, columns };
    setFilters(next.filters);
    setSearchText(next.search);
    setSort(next.sort);
    setColumns(next.columns);
    setActiveViewId(view?.id ?? null);
  };
  const clearFilters = () => (setFilters({}), setSearchText(""));
  const selectable = access.canWrite || access.canDelete;

  let body;
  if (list.isPending) body = <TableSkeleton records="companies" testId="companies-loading" />;
  else if (list.isError && !list.data)
    body = <TableError records="companies" message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isRefetching} />;
  else if (rows.length === 0 && filtered) body = <NoMatches records="companies" onClear={clearFilters} />;
  else if (rows.length === 0)
    body = (
      <EmptyState
        icon={Building2}
        title="No companies yet"
        description={
          access.canWrite
            ? "Add the organisations your contacts work at, to see their people and deals in one place."
            : "Companies your team adds show up here."
        }
        action={
          access.canWrite ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden /> New company
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
        columns={resolveCompanyColumns(columns, customFields)}
        cell={(column, row) => <CompanyCell column={column} row={row} locale={access.locale} />}
        sort={sort}
        onSort={(field: CompanySortField) => setSort(nextSort(sort, field, companyDescFirst))}
        selection={selection}
        onToggleRow={(id) => setSelection(toggleRow(selection, id, loadedIds))}
        onTogglePage={() => setSelection(togglePage(selection, loadedIds))}
        onOpen={setOpen}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={() => void list.fetchNextPage()}
        selectable={selectable}
        label="Companies"
        records="companies"
        rowLabel={(row) => row.name}
        rowAttr="company"
        testId="companies-scroller"
      />
    );

  const selectedSome = selection.kind === "all" || selection.ids.size > 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-full sm:w-64">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Search companies"
            placeholder="Search by name or domain"
            className="pl-8"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            maxLength={200}
          />
        </div>
        <CompanyFilters value={filters} onApply={setFilters} members={access.members} />
        <SavedViewsMenu
          object="company"
          records="companies"
          current={companiesViewConfig(state)}
          normalise={(config) => companiesViewConfig(companiesStateFromView(config))}
          activeId={activeViewId}
          onApply={applyView}
          canWrite={access.canWrite}
        />
        <ColumnsMenu available={availableCompanyColumns(customFields)} value={columns} onChange={setColumns} defaults={defaultCompanyColumnIds} />
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground" aria-live="polite" data-testid="companies-count">
          {total === undefined ? "" : `${formatCount(total)} ${total === 1 ? "company" : "companies"}`}
          {((list.isFetching && !list.isPending && !list.isFetchingNextPage) || count.isFetching) && <Loader2 aria-hidden className="size-3.5 animate-spin" />}
        </p>
        {access.canWrite && (
          <Button className="ml-auto" onClick={() => setCreating(true)}>
            <Plus aria-hidden /> New company
          </Button>
        )}
      </div>
      {selectedSome && (
        <CompaniesBulkBar
          selection={selection}
          input={selectionOf(selection, filter)}
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
      <CompanyFormSheet open={creating} company={null} onClose={() => setCreating(false)} onSaved={setOpen} access={access} />
      <CompanyDetailSheet
        companyId={params.get("company")}
        onClose={() => setOpen(null)}
        access={access}
        onCloseAutoFocus={(e) => {
          if (!returnFocus.current?.isConnected) return;
          e.preventDefault();
          returnFocus.current.focus();
        }}
      />
    </div>
  );
}
