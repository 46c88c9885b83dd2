"use client";

import { AlertTriangle } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { BoardInput } from "../../contracts/deals.contracts";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import { useDealBoard, useMoveDeal } from "../../hooks/use-deals";
import { formatMinor } from "../../money";
import { BoardColumn, moveForDrop, type DropSpot } from "./board-column";
import type { Move } from "./board-moves";

/** The pipeline as a kanban board: a column per stage, cards in board order, totals per column. */
export function DealsBoard({
  input,
  access,
  onOpen,
  onAdd,
  onShowStage,
}: {
  input: BoardInput;
  access: CrmWorkspace;
  onOpen: (dealId: string) => void;
  onAdd: (stageId: string) => void;
  onShowStage: (stageId: string) => void;
}) {
  const board = useDealBoard(input);
  const move = useMoveDeal(input);
  const [dragging, setDragging] = useState<string | null>(null);
  // Drag events can arrive before React renders the drag's start: they read the ref.
  const dragRef = useRef<string | null>(null);
  const [drop, setDrop] = useState<DropSpot | null>(null);
  const [announcement, setAnnouncement] = useState("");

  if (board.isPending) {
    return (
      <div className="flex gap-3 overflow-hidden" aria-busy="true" aria-label="Loading the board" role="status">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-72 w-[85vw] max-w-80 shrink-0 sm:w-72" />
        ))}
      </div>
    );
  }
  if (board.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-6 py-12 text-center">
        <AlertTriangle aria-hidden className="size-8 text-destructive" />
        <p className="font-semibold">The board didn&apos;t load</p>
        <p className="text-sm text-muted-foreground">{board.error.message}</p>
        <Button variant="outline" onClick={() => void board.refetch()} loading={board.isFetching}>
          Try again
        </Button>
      </div>
    );
  }

  const { stages } = board.data;
  const cardStages = stages.map((s) => ({ id: s.id, name: s.name }));
  const stageOf = (dealId: string) => stages.find((s) => s.deals.some((d) => d.id === dealId)) ?? null;
  const run = (m: Move) => {
    const card = stageOf(m.dealId)?.deals.find((d) => d.id === m.dealId);
    const target = stages.find((s) => s.id === m.stageId);
    if (card && target) setAnnouncement(`${card.name} moved to ${target.name}.`);
    move.mutate(m);
  };
  const startDrag = (dealId: string) => {
    dragRef.current = dealId;
    setDragging(dealId);
  };
  const finishDrag = () => {
    dragRef.current = null;
    setDragging(null);
    setDrop(null);
  };
  const dropOn = (spot: DropSpot, dropped: string | null) => {
    const column = stages.find((s) => s.id === spot.stageId);
    const dealId = dragRef.current ?? dropped;
    finishDrag();
    if (!column || !dealId) return;
    const m = moveForDrop(column, dealId, spot, stageOf(dealId)?.id ?? null);
    if (m) run(m);
  };
  const open = summary(stages);

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {open.count === 0 ? "No open deals in this pipeline yet." : `${open.count} open ${open.count === 1 ? "deal" : "deals"}`}
        {open.totals
          .map(
            (t) =>
              ` · ${formatMinor(t.amountMinor, t.currency, { locale: access.locale })} (weighted ${formatMinor(t.weightedMinor, t.currency, { locale: access.locale })})`,
          )
          .join("")}
      </p>
      <div
        className="relative flex snap-x snap-mandatory items-start gap-3 overflow-x-auto pb-3"
        aria-label={`${board.data.pipeline.name} board`}
        role="region"
        tabIndex={0}
      >
        {stages.map((column) => (
          <BoardColumn
            key={column.id}
            column={column}
            stages={cardStages}
            locale={access.locale}
            canWrite={access.canWrite}
            dragging={dragging}
            currentDrag={() => dragRef.current}
            drop={drop}
            onDropSpot={setDrop}
            onDrop={dropOn}
            onDragStart={startDrag}
            onDragEnd={finishDrag}
            onMove={run}
            onOpen={onOpen}
            onAdd={() => onAdd(column.id)}
            onShowAll={() => onShowStage(column.id)}
          />
        ))}
      </div>
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>
    </div>
  );
}

/** Open deals of the whole board: how many, and their totals per currency. */
function summary(stages: Array<{ kind: string; dealCount: number; totals: Array<{ currency: string; amountMinor: number; weightedMinor: number }> }>) {
  const open = stages.filter((s) => s.kind === "open");
  const byCurrency = new Map<string, { currency: string; amountMinor: number; weightedMinor: number }>();
  for (const t of open.flatMap((s) => s.totals)) {
    const sum = byCurrency.get(t.currency) ?? { currency: t.currency, amountMinor: 0, weightedMinor: 0 };
    byCurrency.set(t.currency, { currency: t.currency, amountMinor: sum.amountMinor + t.amountMinor, weightedMinor: sum.weightedMinor + t.weightedMinor });
  }
  return {
    count: open.reduce((n, s) => n + s.dealCount, 0),
    totals: [...byCurrency.values()].filter((t) => t.amountMinor > 0).sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
