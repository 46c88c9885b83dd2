"use client";

import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { useTRPC } from "@/trpc/client";
import type { SegmentRules } from "../../contracts/segments.contracts";
import { readStoredColumns, rememberColumns as rememberStoredColumns } from "../table/stored-columns";
import { defaultColumnIds, resolveColumns, type SortField } from "./columns";
import { BulkBar } from "./bulk-bar";
import { ContactDrawer } from "./contact-drawer";
import { ContactsTable } from "./contacts-table";
import { ContactsToolbar } from "./contacts-toolbar";
import { NewContactSheet } from "./new-contact-sheet";
import {
  activeRules,
  columnsStorageKey,
  conditionCount,
  defaultTableState,
  nextSort,
  noSelection,
  pageState,
  stateFromView,
  toggleRow,
  togglePage,
  type Selection,
  type TableState,
} from "./table-state";
import { NoContacts, NoMatches, TableError, TableSkeleton } from "./table-states";
import type { SavedView } from "./types";
import { useContactVocab } from "./use-contact-vocab";
import { useDebounced } from "@/components/ui/use-debounced";

const storedColumns = (key: string) => readStoredColumns(key, defaultColumnIds);

/**
 * data/crm-lists?tab=contacts: the contacts table with search, filters, saved views, columns, bulk
 * actions, and the contact drawer (?contact=<id>, so a link opens it).
 */
export function ContactsPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const vocab = useContactVocab();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const storageKey = columnsStorageKey(vocab.workspaceId);

  // The columns this person last picked in this workspace, remembered by the browser. (The table
  // draws only once its rows arrive in the browser, so the server's render never shows columns.)
  const [state, setState] = useState<TableState>(() => ({ ...defaultTableState, columns: storedColumns(storageKey) }));
  const [columnsOf, setColumnsOf] = useState(storageKey);
  if (columnsOf !== storageKey) {
    setColumnsOf(storageKey);
    setState((s) => ({ ...s, columns: storedColumns(storageKey) }));
  }
  const [activeViewId, setActiveViewId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const search = useDebounced(state.search.trim(), 300);
  const rules = activeRules(state.rules);
  const input = { rules, search: search || undefined, sort: state.sort, limit: 100 };
  const queryKey = JSON.stringify([rules, input.search, state.sort]);
  // The selection belongs to one filter: a new filter, search or order starts with none.
  const [picked, setPicked] = useState<{ key: string; selection: Selection }>({ key: queryKey, selection: noSelection });
  const selection = picked.key === queryKey ? picked.selection : noSelection;
  const setSelection = (next: Selection) => setPicked({ key: queryKey, selection: next });

  const rememberColumns = (columns: string[]) => rememberStoredColumns(storageKey, columns);

  const list = useInfiniteQuery(
    trpc.crm.contacts.list.infiniteQueryOptions(input, { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData }),
  );
  const count = useQuery(trpc.crm.contacts.count.queryOptions({ rules, search: input.search }, { placeholderData: keepPreviousData }));
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const loadedIds = rows.map((r) => r.id);
  const filtered = conditionCount(state.rules) > 0 || search !== "";

  const setParams = useCallback(
    (change: (p: URLSearchParams) => void) => {
      const next = new URLSearchParams(params.toString());
      change(next);
      router.replace(`${pathname}?${next}`, { scroll: false });
    },
    [params, pathname, router],
  );
  const returnFocus = useRef<HTMLElement | null>(null);
  const openContact = (id: string) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setParams((p) => (p.set("tab", "contacts"), p.set("contact", id)));
  };
  const closeContact = () => setParams((p) => p.delete("contact"));

  const applyView = (view: SavedView | null) => {
    const next = view ? stateFromView(view.config) : { ...defaultTableState, columns: state.columns };
    setState(next);
    setActiveViewId(view?.id ?? null);
    rememberColumns(next.columns);
  };
  const clearFilters = () => setState((s) => ({ ...s, rules: defaultTableState.rules, search: "" }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() });

  let body;
  if (list.isPending) body = <TableSkeleton />;
  else if (list.isError && !list.data) body = <TableError message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isRefetching} />;
  else if (rows.length === 0 && filtered) body = <NoMatches onClear={clearFilters} />;
  else if (rows.length === 0) body = <NoContacts canWrite={vocab.allowed("crm.write")} onNew={() => setCreating(true)} onImports={() => setParams((p) => (p.delete("contact"), p.set("tab", "imports")))} />;
  else
    body = (
      <ContactsTable
        rows={rows}
        total={count.data?.count}
        columns={resolveColumns(state.columns, vocab.customFields)}
        vocab={vocab}
        sort={state.sort}
        onSort={(field: SortField) => setState((s) => ({ ...s, sort: nextSort(s.sort, field) }))}
        selection={selection}
        onToggleRow={(id) => setSelection(toggleRow(selection, id, loadedIds))}
        onTogglePage={() => setSelection(togglePage(selection, loadedIds))}
        onOpen={openContact}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={() => void list.fetchNextPage()}
        selectable={vocab.allowed("crm.write") || vocab.allowed("crm.delete")}
      />
    );

  const selectedSome = selection.kind === "all" || selection.ids.size > 0;
  return (
    <div className="flex flex-col gap-3">
      <ContactsToolbar
        state={state}
        searchText={state.search}
        onSearchText={(text) => setState((s) => ({ ...s, search: text }))}
        onRules={(next: SegmentRules) => setState((s) => ({ ...s, rules: next }))}
        onColumns={(columns) => (setState((s) => ({ ...s, columns })), rememberColumns(columns))}
        activeViewId={activeViewId}
        onApplyView={applyView}
        count={count.data?.count}
        counting={count.isFetching}
        fetching={list.isFetching && !list.isPending && !list.isFetchingNextPage}
        vocab={vocab}
        onNew={() => setCreating(true)}
      />
      {selectedSome && (
        <BulkBar
          selection={selection}
          total={count.data?.count}
          loadedCount={rows.length}
          pageAll={pageState(selection, loadedIds) === "all"}
          rules={state.rules}
          search={search}
          vocab={vocab}
          onSelectAll={() => setSelection({ kind: "all" })}
          onClear={() => setSelection(noSelection)}
          onDone={async () => (setSelection(noSelection), await refresh())}
        />
      )}
      {body}
      <ContactDrawer
        contactId={params.get("contact")}
        vocab={vocab}
        onClose={closeContact}
        onCloseAutoFocus={(e) => {
          if (!returnFocus.current?.isConnected) return;
          e.preventDefault();
          returnFocus.current.focus();
        }}
      />
      <NewContactSheet open={creating} onOpenChange={setCreating} vocab={vocab} onCreated={openContact} />
    </div>
  );
}
