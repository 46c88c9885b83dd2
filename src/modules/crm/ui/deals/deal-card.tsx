"use client";

import { ArrowDown, ArrowRightLeft, ArrowUp, Building2, CalendarDays } from "lucide-react";
import type { DragEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { formatMinor } from "../../money";
import type { BoardCard } from "./types";
import { initialsOf } from "../record-labels";

export const DEAL_DRAG_TYPE = "application/x-crm-deal";

export type CardStage = { id: string; name: string };

const today = () => new Date().toISOString().slice(0, 10);

export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A deal on the board. Drag it to another place or column; or, from the keyboard, open its
 * "Move to…" menu (another stage, or one place up or down).
 */
export function DealCard({
  deal,
  stageId,
  stages,
  open,
  locale,
  canWrite,
  dragging,
  canStepUp,
  canStepDown,
  onOpen,
  onMove,
  onStep,
  onDragStart,
  onDragEnd,
}: {
  deal: BoardCard;
  stageId: string;
  stages: CardStage[];
  /** The card's stage is an open one (overdue close dates are flagged). */
  open: boolean;
  locale: string;
  canWrite: boolean;
  dragging: boolean;
  canStepUp: boolean;
  canStepDown: boolean;
  onOpen: () => void;
  onMove: (stageId: string) => void;
  onStep: (step: -1 | 1) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const overdue = open && deal.closeDate !== null && deal.closeDate < today();
  const startDrag = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.setData(DEAL_DRAG_TYPE, deal.id);
    event.dataTransfer.setData("text/plain", deal.name);
    event.dataTransfer.effectAllowed = "move";
    onDragStart();
  };
  return (
    <li
      data-deal-card={deal.id}
      draggable={canWrite}
      onDragStart={canWrite ? startDrag : undefined}
      onDragEnd={onDragEnd}
      aria-label={deal.name}
      className={cn(
        "group flex flex-col gap-2 rounded-md border bg-card p-3 text-sm shadow-xs transition-opacity",
        canWrite && "cursor-grab active:cursor-grabbing",
        dragging && "opacity-40",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <button type="button" onClick={onOpen} className="min-w-0 cursor-pointer text-left font-medium break-words hover:underline focus-visible:underline">
          {deal.name}
        </button>
        {canWrite && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button type="button" size="icon" variant="ghost" className="-mt-1 -mr-1 size-7 shrink-0" aria-label={`Move ${deal.name} to…`}>
                <ArrowRightLeft aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>Move to…</DropdownMenuLabel>
              {stages.map((s) => (
                <DropdownMenuItem key={s.id} disabled={s.id === stageId} onSelect={() => onMove(s.id)}>
                  {s.name}
                  {s.id === stageId ? <span className="ml-auto text-xs text-muted-foreground">current</span> : null}
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuItem disabled={!canStepUp} onSelect={() => onStep(-1)}>
                <ArrowUp aria-hidden /> Move up
              </DropdownMenuItem>
              <DropdownMenuItem disabled={!canStepDown} onSelect={() => onStep(1)}>
                <ArrowDown aria-hidden /> Move down
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      {deal.companyName && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Building2 aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">{deal.companyName}</span>
        </p>
      )}
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="font-semibold tabular-nums">
          {deal.amountMinor === null ? (
            <span className="font-normal text-muted-foreground">No amount</span>
          ) : (
            formatMinor(deal.amountMinor, deal.currency, { locale })
          )}
        </span>
        <span className="flex items-center gap-2">
          {deal.closeDate && (
            <span className={cn("flex items-center gap-1", overdue ? "font-medium text-warning" : "text-muted-foreground")}>
              <CalendarDays aria-hidden className="size-3.5" />
              {overdue ? <span className="sr-only">Overdue, was due </span> : <span className="sr-only">Closes </span>}
              {formatDay(deal.closeDate, locale)}
            </span>
          )}
          {deal.ownerId && (
            <span
              title={deal.ownerName ?? undefined}
              className="flex size-6 items-center justify-center rounded-full bg-accent text-[10px] font-semibold text-accent-foreground"
            >
              <span aria-hidden>{initialsOf(deal.ownerName)}</span>
              <span className="sr-only">Owner: {deal.ownerName}</span>
            </span>
          )}
        </span>
      </div>
    </li>
  );
}
