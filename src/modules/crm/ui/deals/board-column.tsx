"use client";

import { Plus } from "lucide-react";
import { Fragment, useRef, type DragEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatMinor } from "../../money";
import { neighboursAt, stepMove, type Move } from "./board-moves";
import { DealCard, DEAL_DRAG_TYPE, type CardStage } from "./deal-card";
import type { BoardColumn as Column } from "./types";

/** Where a dragged card would land: a column and a place among its other cards. */
export type DropSpot = { stageId: string; index: number };

/** The column's totals: per currency, the sum and the sum weighted by the stage's probability. */
export function ColumnTotals({ column, locale }: { column: Column; locale: string }) {
  if (column.totals.length === 0) return <p className="text-xs text-muted-foreground">No deals</p>;
  return (
    <ul className="flex flex-col gap-0.5 text-xs" aria-label={`Totals of ${column.name}`}>
      {column.totals.map((t) => (
        <li key={t.currency} data-total={t.currency} className="flex flex-wrap gap-x-1.5">
          <span className="font-semibold text-foreground tabular-nums">{formatMinor(t.amountMinor, t.currency, { locale })}</span>
          <span className="text-muted-foreground">
            · weighted <span className="tabular-nums">{formatMinor(t.weightedMinor, t.currency, { locale })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const kindBadge = { open: null, won: { variant: "success", label: "Won" }, lost: { variant: "destructive", label: "Lost" } } as const;

/** One stage of the board: its header with totals, and its cards, which take drops. */
export function BoardColumn({
  column,
  stages,
  locale,
  canWrite,
  dragging,
  currentDrag,
  drop,
  onDropSpot,
  onDrop,
  onDragStart,
  onDragEnd,
  onMove,
  onOpen,
  onAdd,
  onShowAll,
}: {
  column: Column;
  stages: CardStage[];
  locale: string;
  canWrite: boolean;
  dragging: string | null;
  /** The card being dragged, read in the drag events (they can come before the next render). */
  currentDrag: () => string | null;
  drop: DropSpot | null;
  onDropSpot: (spot: DropSpot | null) => void;
  onDrop: (spot: DropSpot, dealId: string | null) => void;
  onDragStart: (dealId: string) => void;
  onDragEnd: () => void;
  onMove: (move: Move) => void;
  onOpen: (dealId: string) => void;
  onAdd: () => void;
  onShowAll: () => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const headingId = `stage-${column.id}`;
  const ids = column.deals.map((d) => d.id);
  const here = drop?.stageId === column.id ? drop.index : null;

  /** The place among the other cards above which the pointer is. */
  const spotAt = (clientY: number): DropSpot => {
    const moving = currentDrag();
    const cards = [...(listRef.current?.querySelectorAll<HTMLElement>("[data-deal-card]") ?? [])].filter((el) => el.dataset.dealCard !== moving);
    const index = cards.findIndex((el) => {
      const box = el.getBoundingClientRect();
      return clientY < box.top + box.height / 2;
    });
    return { stageId: column.id, index: index < 0 ? cards.length : index };
  };
  const onDragOver = (event: DragEvent) => {
    if (!currentDrag() && !event.dataTransfer.types.includes(DEAL_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    const spot = spotAt(event.clientY);
    if (spot.index !== here) onDropSpot(spot);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDropSpot(null);
  };
  const onDropHere = (event: DragEvent) => {
    event.preventDefault();
    onDrop(spotAt(event.clientY), event.dataTransfer.getData(DEAL_DRAG_TYPE) || null);
  };

  // Each card's place among the others (the dragged card left out): where the drop line goes.
  const others = ids.filter((id) => id !== dragging);
  const placeOf = new Map(others.map((id, i) => [id, i]));
  const indicator = <li aria-hidden className="h-1 rounded-full bg-primary" />;
  const badge = kindBadge[column.kind];
  return (
    <section
      aria-labelledby={headingId}
      data-stage={column.name}
      className={cn(
        "flex w-[85vw] max-w-80 shrink-0 snap-start flex-col gap-3 rounded-lg border bg-muted/40 p-3 sm:w-72",
        here !== null && "border-primary/60 bg-primary/5",
      )}
      onDragOver={canWrite ? onDragOver : undefined}
      onDragLeave={canWrite ? onDragLeave : undefined}
      onDrop={canWrite ? onDropHere : undefined}
    >
      <header className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="truncate text-sm font-semibold">
            {column.name}
          </h3>
          <div className="flex shrink-0 items-center gap-1">
            {badge && <Badge variant={badge.variant}>{badge.label}</Badge>}
            <Badge variant="secondary" aria-label={`${column.dealCount} ${column.dealCount === 1 ? "deal" : "deals"}`}>
              {column.dealCount}
            </Badge>
            {canWrite && (
              <Button type="button" size="icon" variant="ghost" className="size-7" aria-label={`Add a deal in ${column.name}`} onClick={onAdd}>
                <Plus aria-hidden />
              </Button>
            )}
          </div>
        </div>
        <p className="text-xs text-muted-foreground">{column.probability}% probability</p>
        <ColumnTotals column={column} locale={locale} />
      </header>
      <ol ref={listRef} aria-label={`Deals in ${column.name}`} className="flex min-h-24 flex-col gap-2">
        {column.deals.map((deal) => {
          const before = here !== null && placeOf.get(deal.id) === here ? indicator : null;
          return (
            <Fragment key={deal.id}>
              {before}
              <DealCard
                deal={deal}
                stageId={column.id}
                stages={stages}
                open={column.kind === "open"}
                locale={locale}
                canWrite={canWrite}
                dragging={deal.id === dragging}
                canStepUp={ids.indexOf(deal.id) > 0}
                canStepDown={ids.indexOf(deal.id) < ids.length - 1}
                onOpen={() => onOpen(deal.id)}
                onMove={(stageId) => onMove({ dealId: deal.id, stageId })}
                onStep={(step) => {
                  const move = stepMove(ids, column.id, deal.id, step);
                  if (move) onMove(move);
                }}
                onDragStart={() => onDragStart(deal.id)}
                onDragEnd={onDragEnd}
              />
            </Fragment>
          );
        })}
        {here !== null && here >= others.length ? indicator : null}
        {column.deals.length === 0 && here === null && (
          <li className="rounded-md border border-dashed px-3 py-6 text-center text-xs text-muted-foreground">{canWrite ? "Drop a deal here" : "No deals"}</li>
        )}
      </ol>
      {column.hiddenCount > 0 && (
        <Button type="button" variant="link" size="sm" className="h-auto self-start p-0" onClick={onShowAll}>
          {column.hiddenCount} more in this stage: see them in the list
        </Button>
      )}
    </section>
  );
}

/** The move a drop makes, or null when the card would land where it already is. */
export function moveForDrop(column: Column, dealId: string, spot: DropSpot, fromStageId: string | null): Move | null {
  const others = column.deals.map((d) => d.id).filter((id) => id !== dealId);
  if (fromStageId === column.id && column.deals.findIndex((d) => d.id === dealId) === spot.index) return null;
  return { dealId, stageId: column.id, ...neighboursAt(others, spot.index) };
}
