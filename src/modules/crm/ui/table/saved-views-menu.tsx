"use client";

import { Bookmark, ChevronDown } from "lucide-react";
import { useSession } from "@/modules/identity/client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useDeleteSavedView, useSavedViews, useUpdateSavedView } from "../../hooks/use-saved-views";
import type { CrmObject } from "../../contracts/crm-enums";
import type { SavedView, ViewConfig } from "./types";
import { ViewDialog } from "./view-dialog";

const ALL = "__all__";

export type SavedViewsMenuProps = {
  object: CrmObject;
  /** What the table shows now, as a view would keep it. */
  current: ViewConfig;
  /** A stored config as the table would read it back (so an untouched view never looks edited). */
  normalise: (config: unknown) => ViewConfig;
  activeId: string | null;
  onApply: (view: SavedView | null) => void;
  canWrite: boolean;
  /** The records, plural ("contacts"): "All contacts", "The contacts stay as they are". */
  records: string;
};

const sameConfig = (a: ViewConfig, b: ViewConfig) => JSON.stringify(a) === JSON.stringify(b);

/** Saved views of a table: apply one, save the table as a new one, update, rename or delete my own. */
export function SavedViewsMenu({ object, current, normalise, activeId, onApply, canWrite, records }: SavedViewsMenuProps) {
  const me = useSession().data?.user.id;
  const views = useSavedViews(object);
  const all = `All ${records}`;
  const [dialog, setDialog] = useState<{ editing: SavedView | null } | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const list = views.data ?? [];
  const active = list.find((v) => v.id === activeId) ?? null;
  const mine = active && active.createdBy === me ? active : null;
  const edited = active ? !sameConfig(current, normalise(active.config)) : false;

  const update = useUpdateSavedView("updated");
  const remove = useDeleteSavedView((id) => list.find((v) => v.id === id)?.name ?? "");

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="max-w-64" aria-label={`Saved views: ${active ? active.name : all}${edited ? " (edited)" : ""}`}>
            <Bookmark aria-hidden />
            <span className="truncate">{active ? active.name : all}</span>
            {edited && <span className="text-xs text-muted-foreground">(edited)</span>}
            <ChevronDown aria-hidden className="opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72">
          <DropdownMenuLabel>Views</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={activeId ?? ALL} onValueChange={(id) => onApply(id === ALL ? null : (list.find((v) => v.id === id) ?? null))}>
            <DropdownMenuRadioItem value={ALL}>{all}</DropdownMenuRadioItem>
            {list.map((v) => (
              <DropdownMenuRadioItem key={v.id} value={v.id}>
                <span className="truncate">{v.name}</span>
                {v.shared && <span className="ml-auto text-xs text-muted-foreground">{v.createdBy === me ? "Shared" : "Shared with you"}</span>}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          {views.isError && <p className="px-2 py-1.5 text-xs text-destructive">Views didn&apos;t load.</p>}
          {canWrite && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setDialog({ editing: null })}>Save view…</DropdownMenuItem>
              {mine && (
                <>
                  <DropdownMenuItem
                    disabled={!edited}
                    onSelect={() => update.mutate({ id: mine.id, view: { object, name: mine.name, shared: mine.shared, config: current } })}
                  >
                    Update “{mine.name}” with this table
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setDialog({ editing: mine })}>Rename or share “{mine.name}”…</DropdownMenuItem>
                  <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(mine)}>
                    Delete “{mine.name}”…
                  </DropdownMenuItem>
                </>
              )}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ViewDialog
        open={dialog !== null}
        onOpenChange={(o) => !o && setDialog(null)}
        object={object}
        config={current}
        editing={dialog?.editing ?? null}
        onSaved={(v) => !dialog?.editing && onApply(v)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete the view “${deleting?.name ?? ""}”?`}
        description={
          deleting?.shared
            ? `It is shared: it disappears for everyone in the workspace. The ${records} stay as they are.`
            : `The ${records} stay as they are; only the saved filters, sort and columns go.`
        }
        confirmLabel="Delete view"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.id });
          if (deleting.id === activeId) onApply(null);
        }}
      />
    </>
  );
}
