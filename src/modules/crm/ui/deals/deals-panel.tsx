"use client";

import { AlertTriangle, KanbanSquare, List, Plus, Settings2 } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebounced } from "@/components/ui/use-debounced";
import { useCrmWorkspace } from "../../hooks/use-crm-workspace";
import { usePipelines } from "../../hooks/use-pipelines";
import { DealFormSheet, type DealSheetMode } from "./deal-form-sheet";
import { DealsBoard } from "./deals-board";
import { DealsList } from "./deals-list";

const ALL = "all";
const NONE = "none";
export const PIPELINES_SETTINGS_HREF = "/marketing-dashboard/settings/data-settings/crm#pipelines";

/**
 * data/crm-lists?tab=deals: a pipeline's deals as a board (drag and drop, or each card's "Move to…"
 * menu) or as a list. The pipeline and the view are kept in the address (?pipeline=, ?view=list).
 */
export function DealsPanel() {
  const access = useCrmWorkspace();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const pipelines = usePipelines();
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), 300);
  const [ownerId, setOwnerId] = useState(ALL);
  const [stageFilter, setStageFilter] = useState<string | null>(null);
  const [sheet, setSheet] = useState<DealSheetMode | null>(null);
  const view = params.get("view") === "list" ? "list" : "board";

  const setParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    router.replace(`${pathname}?${next}`, { scroll: false });
  };

  if (pipelines.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" role="status" aria-label="Loading deals">
        <Skeleton className="h-9 w-full max-w-xl" />
        <div className="flex gap-3 overflow-hidden">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-72 w-[85vw] max-w-80 shrink-0 sm:w-72" />
          ))}
        </div>
      </div>
    );
  }
  if (pipelines.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-6 py-12 text-center">
        <AlertTriangle aria-hidden className="size-8 text-destructive" />
        <p className="font-semibold">Deals didn&apos;t load</p>
        <p className="text-sm text-muted-foreground">{pipelines.error.message}</p>
        <Button variant="outline" onClick={() => void pipelines.refetch()} loading={pipelines.isFetching}>
          Try again
        </Button>
      </div>
    );
  }

  const pipeline = pipelines.data.find((p) => p.id === params.get("pipeline")) ?? pipelines.data[0]!;
  const filters = { search: debounced || undefined, ownerId: ownerId === ALL ? undefined : ownerId };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <Select
            value={pipeline.id}
            onValueChange={(id) => {
              setStageFilter(null);
              setParams({ pipeline: id });
            }}
          >
            <SelectTrigger className="w-full sm:w-56" aria-label="Pipeline">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {pipelines.data.map((p) => (
                <SelectItem key={p.id} value={p.id}>
                  {p.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <div role="group" aria-label="View" className="inline-flex rounded-md border p-0.5">
            <Button size="sm" variant={view === "board" ? "secondary" : "ghost"} aria-pressed={view === "board"} onClick={() => setParams({ view: null })}>
              <KanbanSquare aria-hidden /> Board
            </Button>
            <Button size="sm" variant={view === "list" ? "secondary" : "ghost"} aria-pressed={view === "list"} onClick={() => setParams({ view: "list" })}>
              <List aria-hidden /> List
            </Button>
          </div>
          {access.canSettings && (
            <Button asChild size="sm" variant="ghost">
              <Link href={PIPELINES_SETTINGS_HREF}>
                <Settings2 aria-hidden /> Edit stages
              </Link>
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search deals or companies"
            aria-label="Search deals"
            className="w-full sm:w-60"
          />
          <Select value={ownerId} onValueChange={setOwnerId}>
            <SelectTrigger className="w-full sm:w-44" aria-label="Owner">
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              <SelectItem value={ALL}>All owners</SelectItem>
              <SelectItem value={NONE}>No owner</SelectItem>
              {access.members.map((m) => (
                <SelectItem key={m.userId} value={m.userId}>
                  {m.name || m.email}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {access.canWrite && (
            <Button onClick={() => setSheet({ kind: "create", pipelineId: pipeline.id })}>
              <Plus aria-hidden /> New deal
            </Button>
          )}
        </div>
      </div>
      {view === "board" ? (
        <DealsBoard
          input={{ pipelineId: pipeline.id, ...filters }}
          access={access}
          onOpen={(dealId) => setSheet({ kind: "edit", dealId })}
          onAdd={(stageId) => setSheet({ kind: "create", pipelineId: pipeline.id, stageId })}
          onShowStage={(stageId) => {
            setStageFilter(stageId);
            setParams({ view: "list" });
          }}
        />
      ) : (
        <DealsList
          pipeline={pipeline}
          filters={filters}
          searchText={search}
          stageId={stageFilter}
          onStageId={setStageFilter}
          onShared={(shared) => {
            setSearch(shared.searchText);
            setOwnerId(shared.ownerId ?? ALL);
            if (shared.pipelineId && shared.pipelineId !== pipeline.id && pipelines.data.some((p) => p.id === shared.pipelineId))
              setParams({ pipeline: shared.pipelineId });
          }}
          access={access}
          onOpen={(dealId) => setSheet({ kind: "edit", dealId })}
        />
      )}
      <DealFormSheet mode={sheet} onClose={() => setSheet(null)} pipelines={pipelines.data} access={access} />
    </div>
  );
}
