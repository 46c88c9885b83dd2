"use client";

import { ChevronDown, FileText, Plus, Sparkles } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { assetKindLabel, type AssetKind } from "@/modules/ai/client";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useDebounced } from "@/components/ui/use-debounced";
import { formatCount, formatWhen, readerTimeFormat } from "@/lib/format";
import { isExportableKind } from "../../contracts/export.constants";
import { assetStatuses, assetStatusLabel, type AssetStatus } from "../../contracts/items.constants";
import type { StoredBrandKit } from "../../hooks/use-brand-kits";
import { useCopyAssets } from "../../hooks/use-copy-assets";
import { ExportAssetsButton } from "../export/export-assets-button";
import { StatusBadge } from "./status-badge";
import type { CopyPage } from "./copy-pages";
import { BrandKitOptions, KindOptions } from "./copy-options";

/** The "New" menu: one item per kind of the page. */
export function NewCopyMenu({ page, onNew }: { page: CopyPage; onNew: (kind: AssetKind) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button id="copy-new-menu">
          <Plus aria-hidden /> New <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {page.kinds.map((kind) => (
          <DropdownMenuItem key={kind} onSelect={() => onNew(kind)}>
            {assetKindLabel[kind]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The generator (its panel, stream reader and checks) loads when someone opens it. */
const GenerateCopyDialog = dynamic(() => import("./generate-copy-dialog").then((m) => m.GenerateCopyDialog), { ssr: false });

type Props = { page: CopyPage; kits: StoredBrandKit[]; canEdit: boolean; onOpen: (id: string) => void; onNew: (kind: AssetKind) => void };

/** The page's assets, newest change first, filtered by kind, status, brand kit and words. */
export function CopyList({ page, kits, canEdit, onOpen, onNew }: Props) {
  const [kind, setKind] = useState<AssetKind | "">("");
  const [status, setStatus] = useState<AssetStatus | "">("");
  const [kit, setKit] = useState("");
  const [search, setSearch] = useState("");
  const [generating, setGenerating] = useState(false);
  const words = useDebounced(search.trim(), 250);
  const { data, isPending, isError } = useCopyAssets({
    kinds: kind ? [kind] : [...page.kinds],
    statuses: status ? [status] : [],
    ...(kit ? { brandKitId: kit } : {}),
    ...(words ? { search: words } : {}),
  });
  const time = readerTimeFormat();
  const filtered = Boolean(kind || status || kit || words);
  const items = data?.items ?? [];

  return (
    <section aria-labelledby="copy-list-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="copy-list-title" className="text-lg font-semibold">
          Your {page.title.toLowerCase()}
        </h2>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setGenerating(true)}>
              <Sparkles aria-hidden /> Generate with AI
            </Button>
            <NewCopyMenu page={page} onNew={onNew} />
          </div>
        )}
      </div>
      {generating && (
        <GenerateCopyDialog open={generating} onOpenChange={setGenerating} page={page} kits={kits} onKept={(ids) => ids.length === 1 && onOpen(ids[0]!)} />
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search" aria-label="Filter copy">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="copy-filter-search">Search</Label>
          <Input id="copy-filter-search" type="search" value={search} maxLength={200} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="copy-filter-kind">Type</Label>
          <NativeSelect id="copy-filter-kind" value={kind} onChange={(e) => setKind(e.target.value as AssetKind | "")}>
            <option value="">All types</option>
            <KindOptions kinds={page.kinds} />
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="copy-filter-status">Status</Label>
          <NativeSelect id="copy-filter-status" value={status} onChange={(e) => setStatus(e.target.value as AssetStatus | "")}>
            <option value="">All but archived</option>
            {assetStatuses.map((s) => (
              <option key={s} value={s}>
                {assetStatusLabel[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="copy-filter-kit">Brand kit</Label>
          <NativeSelect id="copy-filter-kit" value={kit} onChange={(e) => setKit(e.target.value)}>
            <option value="">Any brand kit</option>
            <BrandKitOptions kits={kits} />
          </NativeSelect>
        </div>
      </div>
      {isError ? (
        <p role="alert" className="text-sm text-destructive">
          Couldn&apos;t load your copy. Reload the page to try again.
        </p>
      ) : isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileText}
          headingLevel="h3"
          title={filtered ? "Nothing matches these filters" : `No ${page.title.toLowerCase()} yet`}
          description={filtered ? "Clear a filter or search for other words." : canEdit ? "Choose New to write your first one." : "No one has written any yet."}
        />
      ) : (
        <>
          {kind && isExportableKind(kind) && <ExportAssetsButton kind={kind} assetIds={items.slice(0, 100).map((a) => a.id)} className="self-start" />}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {items.length === 1 ? "1 asset" : `${formatCount(items.length)}${data?.nextCursor ? "+" : ""} assets`}, newest change first
          </p>
          <ul className="flex flex-col divide-y rounded-lg border" aria-label={page.title}>
            {items.map((a) => (
              <li key={a.id} className="min-w-0">
                <button
                  type="button"
                  className="flex w-full min-w-0 cursor-pointer flex-col gap-1 px-4 py-3 text-left hover:bg-accent focus-visible:outline-2 sm:flex-row sm:items-center sm:justify-between"
                  onClick={() => onOpen(a.id)}
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium break-words">{a.title}</span>
                    <span className="text-xs text-muted-foreground">
                      {assetKindLabel[a.kind as AssetKind] ?? a.kind} · {a.authorName ?? "A former member"} · {formatWhen(a.updatedAt, time)}
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-wrap items-center gap-1.5">
                    {a.tags.slice(0, 3).map((t) => (
                      <span key={t} className="rounded-full bg-muted px-2 py-0.5 text-xs">
                        {t}
                      </span>
                    ))}
                    <StatusBadge status={a.status} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {data?.nextCursor && <p className="text-xs text-muted-foreground">Showing the 50 most recently changed. Search or filter to find older ones.</p>}
        </>
      )}
    </section>
  );
}
