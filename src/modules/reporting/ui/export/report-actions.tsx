"use client";

import { CalendarClock, ChevronDown, Download } from "@/components/ui/icons";
import { usePathname, useSearchParams } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { LazyMenu } from "@/components/ui/lazy-menu";
import { buttonVariants, PlainButton } from "@/components/ui/plain-button";
import type { ReportCsvAction } from "./export-menu";

/**
 * Loaded when first opened: its form, validation (zod) and API client stay out of the report's first
 * load. React's `lazy` (it is only rendered after a press), not next/dynamic, whose loader and server
 * bail-out would join every report's first load.
 */
const ScheduleDialog = lazy(() => import("./schedule-dialog").then((m) => ({ default: m.ScheduleDialogWithApi })));
const loadExportMenu = () => import("./export-menu").then((m) => m.ExportMenu);
/** The small outline Button's classes, already merged (PlainButton: no `cn` at first load). */
const actionClass = buttonVariants({ variant: "outline", size: "sm" });

export type ReportActionsProps = {
  /** The report's title, shown in the schedule dialog. */
  title: string;
  /** Reads the report's CSV on the server (a server action bound to the report). */
  csv: ReportCsvAction;
  /** The person may schedule reports (reports.manage). */
  canSchedule: boolean;
};

/**
 * A report's header actions: Export (CSV and PDF; its menu loads on the first press) and, for roles
 * that may, Schedule. Hidden in print.
 */
export function ReportActions({ title, csv, canSchedule }: ReportActionsProps) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [scheduling, setScheduling] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden" data-testid="report-actions">
      <LazyMenu load={loadExportMenu} props={{ csv }}>
        <PlainButton className={actionClass}>
          <Download aria-hidden />
          Export
          <ChevronDown aria-hidden className="opacity-60" />
        </PlainButton>
      </LazyMenu>
      {canSchedule ? (
        <PlainButton className={actionClass} onClick={() => setScheduling(true)}>
          <CalendarClock aria-hidden /> Schedule
        </PlainButton>
      ) : null}
      {canSchedule && scheduling ? (
        <Suspense fallback={null}>
          <ScheduleDialog open={scheduling} onOpenChange={setScheduling} title={title} path={pathname} query={searchParams.toString()} />
        </Suspense>
      ) : null}
    </div>
  );
}
