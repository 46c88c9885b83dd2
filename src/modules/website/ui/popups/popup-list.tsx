"use client";

import { Copy, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatCount } from "@/lib/format";
import { popupStatusLabel, popupStyleLabel } from "../../contracts/popups.constants";
import { useDeletePopup, useDuplicatePopup, type PopupListRow } from "../../hooks/use-popups";
import { StatusControl } from "./popup-status";

const rate = (r: number | null) => (r === null ? "–" : `${(r * 100).toFixed(1)}%`);

/** The pop-ups with their status and last 30 days' views, conversions and rate. */
export function PopupList({ popups, days, canEdit, onOpen }: { popups: PopupListRow[]; days: number; canEdit: boolean; onOpen: (id: string) => void }) {
  const [doomed, setDoomed] = useState<PopupListRow | null>(null);
  const duplicate = useDuplicatePopup({ onSuccess: (p) => onOpen(p.id) });
  const remove = useDeletePopup();
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Your pop-ups, with the last {days} days&apos; numbers</caption>
        <thead className="bg-muted/40 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Pop-up
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Views
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Conversions
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Rate
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {popups.map((p) => (
            <tr key={p.id}>
              <td className="px-3 py-2">
                <button type="button" className="text-left font-medium text-primary underline-offset-4 hover:underline" onClick={() => onOpen(p.id)}>
                  {p.name}
                </button>
                <div className="text-xs text-muted-foreground">{popupStyleLabel[p.style]}</div>
              </td>
              <td className="px-3 py-2">
                <Badge variant={p.status === "live" ? "default" : "secondary"}>{popupStatusLabel[p.status]}</Badge>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(p.stats.views)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(p.stats.conversions)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{rate(p.stats.rate)}</td>
              <td className="px-3 py-2">
                <span className="flex justify-end gap-1">
                  {canEdit ? <StatusControl popup={p} /> : null}
                  <Button size="icon" variant="ghost" aria-label={canEdit ? `Edit ${p.name}` : `Open ${p.name}`} onClick={() => onOpen(p.id)}>
                    <Pencil aria-hidden />
                  </Button>
                  {canEdit ? (
                    <>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Duplicate ${p.name}`}
                        loading={duplicate.isPending && duplicate.variables?.id === p.id}
                        onClick={() => duplicate.mutate({ id: p.id })}
                      >
                        <Copy aria-hidden />
                      </Button>
                      <Button size="icon" variant="ghost" aria-label={`Delete ${p.name}`} onClick={() => setDoomed(p)}>
                        <Trash2 aria-hidden />
                      </Button>
                    </>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null);
        }}
        title={`Delete “${doomed?.name ?? "this pop-up"}”?`}
        description={
          doomed?.status === "live"
            ? "It is live: it stops showing on your site at once. Its recorded views and conversions stay in your statistics."
            : "Its recorded views and conversions stay in your statistics."
        }
        confirmLabel="Delete pop-up"
        destructive
        pending={remove.isPending}
        onConfirm={() => (doomed ? remove.mutateAsync({ id: doomed.id, confirmName: doomed.name }) : undefined)}
      />
    </div>
  );
}
