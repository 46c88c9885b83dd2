import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./table";

export interface RunHistoryColumn<T> {
  id: string;
  header: ReactNode;
  cell: (run: T) => ReactNode;
  /** "right" for counts: right-aligned, tabular figures. */
  align?: "left" | "right";
  /** Classes of the column's cells. */
  className?: string;
}

export interface RunHistoryTableProps<T extends { id: string }> {
  /** The table's accessible name: "Audit history". */
  label: string;
  /** Newest first, as the page lists them. */
  runs: T[];
  columns: Array<RunHistoryColumn<T>>;
  /** The run shown on the page: its row is marked current and its button says "Shown". */
  selectedId: string | null;
  /** Called when a run's Open button is pressed (not with `renderOpen`). */
  onSelect?: (id: string) => void;
  /**
   * A run's Open control in place of the Button that calls `onSelect`: for a table rendered on the
   * server, whose buttons can't take a callback (a client island that opens the run). Given the
   * run, the control's accessible name, whether the run is the one shown and whether it can't be opened.
   */
  renderOpen?: (open: { run: T; label: string; selected: boolean; disabled: boolean }) => ReactNode;
  /** The Open button's accessible name for a run, or null when the run has nothing to open. */
  openLabel: (run: T) => string | null;
  /** False while a run can't be opened yet (still queued or running). */
  canOpen?: (run: T) => boolean;
}

/**
 * Past runs of a background job (audits, verifications, imports), one row each, with an Open
 * button that shows one of them on the page.
 */
export function RunHistoryTable<T extends { id: string }>({
  label,
  runs,
  columns,
  selectedId,
  onSelect,
  renderOpen,
  openLabel,
  canOpen = () => true,
}: RunHistoryTableProps<T>) {
  return (
    <div className="relative overflow-x-auto">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.id} className={c.align === "right" ? "text-right" : undefined}>
                {c.header}
              </TableHead>
            ))}
            <TableHead className="text-right">
              <span className="sr-only">Open</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {runs.map((run) => {
            const selected = run.id === selectedId;
            const name = openLabel(run);
            return (
              <TableRow key={run.id} aria-current={selected ? "true" : undefined} className={selected ? "bg-muted/50" : undefined}>
                {columns.map((c) => (
                  <TableCell key={c.id} className={cn(c.align === "right" && "text-right tabular-nums", c.className)}>
                    {c.cell(run)}
                  </TableCell>
                ))}
                <TableCell className="text-right">
                  {name === null ? null : renderOpen ? (
                    renderOpen({ run, label: name, selected, disabled: selected || !canOpen(run) })
                  ) : (
                    <Button size="sm" variant="ghost" disabled={selected || !canOpen(run)} onClick={() => onSelect?.(run.id)} aria-label={name}>
                      {selected ? "Shown" : "Open"}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
