"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import type { SegmentRules } from "../../contracts/segments.contracts";
import { useContactsPages } from "../../hooks/use-contacts";
import { useKeyedSelection, useStoredColumns } from "../table/use-table-state";
import { defaultColumnIds, resolveColumns, type SortField } from "./columns";
import { BulkBar } from "./bulk-bar";
import { ContactDrawer } from "./contact-drawer";
import { ContactsTable } from "./contacts-table";
import { ContactsToolbar } from "./contacts-toolbar";
import { NewContactSheet } from "./new-contact-sheet";
import { conditionCount, nextSort, noSelection, pageState, stateFromView, toggleRow, togglePage, type TableState } from "./table-state";
import { NoContacts, NoMatches, TableError, TableSkeleton } from "./table-states";
import type { SavedView } from "./types";
import { contactsListInput, contactsQueryFrom, defaultContactsQuery, writeContactsQuery, type ContactsQuery } from "./url-state";
import { useCrmWorkspace } from "../../hooks/use-crm-workspace";
import { useDebounced } from "@/components/ui/use-debounced";

/**
 * data/crm-lists?tab=contacts: the contacts table with search, filters, saved views, columns, bulk
 * actions, and the contact drawer (?contact=<id>, so a link opens it). The filter, the search and
 * the order live in the address (url-state.ts): the route prefetches that first page, and a link
 * shows the same contacts.
 */
export function ContactsPanel() {
  const crm = useCrmWorkspace();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const query = contactsQueryFrom(params);
  const [columns, setColumns] = useStoredColumns("contacts", crm.workspaceId, defaultColumnIds);
  const [activeViewId, setActiveViewId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  // A filter change rewrites the address in place (no server round trip: the table asks for its rows).
  const setQuery = useCallback(
    (next: ContactsQuery) => {
      const url = writeContactsQuery(new URLSearchParams(window.location.search), next);
      // `null` state: Next syncs useSearchParams with a replaceState it didn't make itself, and skips one
      // whose state carries its own marker (window.history.state does).
      window.history.replaceState(null, "", `${pathname}?${url}`);
    },
    [pathname],
  );
  // The search box follows the typing; the address (and the table) follow after a pause.
  const [searchText, setSearchText] = useState(query.search);
  const typed = useDebounced(searchText.trim(), 300);
  useEffect(() => {
    const current = contactsQueryFrom(new URLSearchParams(window.location.search));
    if (typed !== current.search) setQuery({ ...current, search: typed });
  }, [typed, setQuery]);

  const state: TableState = { rules: query.rules, search: searchText, sort: query.sort, columns };
  const pages = useContactsPages(contactsListInput(query));
  const [selection, setSelection] = useKeyedSelection(JSON.stringify([query.rules, query.search, query.sort]));
  const rows = pages.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = pages.data?.pages[0]?.count ?? undefined;
  const loadedIds = rows.map((r) => r.id);
  const filtered = conditionCount(query.rules) > 0 || query.search !== "";

  // The drawer opens in place too; leaving for the imports tab asks the server for that tab.
  const setParams = (change: (p: URLSearchParams) => void, { server = false } = {}) => {
    const next = new URLSearchParams(params.toString());
    change(next);
    if (server) router.replace(`${pathname}?${next}`, { scroll: false });
    else window.history.replaceState(null, "", `${pathname}?${next}`);
  };
  const returnFocus = useRef<HTMLElement | null>(null);
  const openContact = (id: string) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setParams((p) => (p.set("tab", "contacts"), p.set("contact", id)));
  };
  const closeContact = () => setParams((p) => p.delete("contact"));

  const applyView = (view: SavedView | null) => {
    const next = view ? stateFromView(view.config) : { ...defaultContactsQuery, columns };
    setQuery({ rules: next.rules, search: next.search.trim(), sort: next.sort });
    setSearchText(next.search);
    setColumns(next.columns);
    setActiveViewId(view?.id ?? null);
  };
  const clearFilters = () => (setQuery({ ...query, rules: defaultContactsQuery.rules, search: "" }), setSearchText(""));

  let body;
  if (pages.isPending) body = <TableSkeleton />;
  else if (pages.isError && !pages.data) body = <TableError message={pages.error.message} onRetry={() => void pages.refetch()} retrying={pages.isRefetching} />;
  else if (rows.length === 0 && filtered) body = <NoMatches onClear={clearFilters} />;
  else if (rows.length === 0)
    body = (
      <NoContacts
        canWrite={crm.allowed("crm.write")}
        onNew={() => setCreating(true)}
        onImports={() => setParams((p) => (p.delete("contact"), p.set("tab", "imports")), { server: true })}
      />
    );
  else
    body = (
      <ContactsTable
        rows={rows}
        total={total}
        columns={resolveColumns(columns, crm.customFields)}
        crm={crm}
        sort={query.sort}
        onSort={(field: SortField) => setQuery({ ...query, sort: nextSort(query.sort, field) })}
        selection={selection}
        onToggleRow={(id) => setSelection(toggleRow(selection, id, loadedIds))}
        onTogglePage={() => setSelection(togglePage(selection, loadedIds))}
        onOpen={openContact}
        hasNextPage={pages.hasNextPage}
        isFetchingNextPage={pages.isFetchingNextPage}
        fetchNextPage={() => void pages.fetchNextPage()}
        selectable={crm.allowed("crm.write") || crm.allowed("crm.delete")}
      />
    );

  const selectedSome = selection.kind === "all" || selection.ids.size > 0;
  const refreshing = pages.isFetching && !pages.isPending && !pages.isFetchingNextPage;
  return (
    <div className="flex flex-col gap-3">
      <ContactsToolbar
        state={state}
        searchText={searchText}
        onSearchText={setSearchText}
        onRules={(rules: SegmentRules) => setQuery({ ...query, rules })}
        onColumns={setColumns}
        activeViewId={activeViewId}
        onApplyView={applyView}
        count={total}
        counting={refreshing}
        fetching={refreshing}
        crm={crm}
        onNew={() => setCreating(true)}
      />
      {selectedSome && (
        <BulkBar
          selection={selection}
          total={total}
          loadedCount={rows.length}
          pageAll={pageState(selection, loadedIds) === "all"}
          rules={query.rules}
          search={query.search}
          crm={crm}
          onSelectAll={() => setSelection({ kind: "all" })}
          onClear={() => setSelection(noSelection)}
          onDone={async () => setSelection(noSelection)}
        />
      )}
      {body}
      <ContactDrawer
        contactId={params.get("contact")}
        crm={crm}
        onClose={closeContact}
        onCloseAutoFocus={(e) => {
          if (!returnFocus.current?.isConnected) return;
          e.preventDefault();
          returnFocus.current.focus();
        }}
      />
      <NewContactSheet open={creating} onOpenChange={setCreating} crm={crm} onCreated={openContact} />
    </div>
  );
}
