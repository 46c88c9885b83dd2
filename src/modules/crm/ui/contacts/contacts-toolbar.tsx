"use client";

import { Loader2, Plus, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ColumnsMenu } from "../table/columns-menu";
import { SavedViewsMenu } from "../table/saved-views-menu";
import { availableColumns, defaultColumnIds } from "./columns";
import { FiltersSheet } from "./filters-sheet";
import { stateFromView, viewConfig, type TableState } from "./table-state";
import type { SavedView } from "./types";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import type { SegmentRules } from "../../contracts/segments.contracts";
import { formatCount } from "@/lib/format";
import { FILTERS_ID } from "@/lib/landmarks";

export type ToolbarProps = {
  state: TableState;
  /** The search box's text (the table follows it after a pause). */
  searchText: string;
  onSearchText: (text: string) => void;
  onRules: (rules: SegmentRules) => void;
  onColumns: (ids: string[]) => void;
  activeViewId: string | null;
  onApplyView: (view: SavedView | null) => void;
  count: number | undefined;
  counting: boolean;
  fetching: boolean;
  crm: CrmWorkspace;
  onNew: () => void;
};

/** Search, filters, saved views, columns, the matching count and "New contact": the landmark "Skip to filters" lands on. Wraps on a phone. */
export function ContactsToolbar(p: ToolbarProps) {
  const canWrite = p.crm.allowed("crm.write");
  return (
    <div id={FILTERS_ID} tabIndex={-1} className="flex flex-wrap items-center gap-2 outline-none" role="search" aria-label="Contact filters">
      <div className="relative w-full sm:w-64">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search contacts"
          placeholder="Search contacts"
          className="pl-8"
          value={p.searchText}
          onChange={(e) => p.onSearchText(e.target.value)}
          maxLength={200}
        />
      </div>
      <FiltersSheet rules={p.state.rules} onApply={p.onRules} customFields={p.crm.customFields} search={p.state.search.trim()} />
      <SavedViewsMenu
        object="contact"
        records="contacts"
        current={viewConfig(p.state)}
        normalise={(config) => viewConfig(stateFromView(config))}
        activeId={p.activeViewId}
        onApply={p.onApplyView}
        canWrite={canWrite}
      />
      <ColumnsMenu available={availableColumns(p.crm.customFields)} value={p.state.columns} onChange={p.onColumns} defaults={defaultColumnIds} />
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground" aria-live="polite" data-testid="contacts-count">
        {p.count === undefined ? (p.counting ? "Counting…" : "") : `${formatCount(p.count)} ${p.count === 1 ? "contact" : "contacts"}`}
        {p.fetching && <Loader2 aria-hidden className="size-3.5 animate-spin" />}
      </p>
      {canWrite && (
        <Button className="ml-auto" onClick={p.onNew}>
          <Plus aria-hidden /> New contact
        </Button>
      )}
    </div>
  );
}
