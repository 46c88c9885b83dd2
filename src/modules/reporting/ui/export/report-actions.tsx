"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarClock, ChevronDown, Download, FileSpreadsheet, FileText } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { notify, toast } from "@/components/ui/toast";
import { can } from "@/modules/identity/client";
import { useTRPC } from "@/trpc/client";
import { buildCsv, csvFilename } from "./csv";
import { downloadPdf, saveFile } from "./download";

/** Loaded when first opened: its form and validation (zod) stay out of every report's first load. */
const ScheduleDialog = dynamic(() => import("./schedule-dialog").then((m) => m.ScheduleDialog), { ssr: false });

export type ReportCsv = { filename: string; rows: string[][] };

export type ReportActionsProps = {
  /** The report's title, shown in the schedule dialog. */
  title: string;
  /** The report's table as rows of text cells (header row first), built when CSV is chosen. */
  csv: () => ReportCsv;
};

/**
 * A report's header actions: Export (CSV built here from the report's rows; PDF rendered by the
 * server from this page's address, so it shows the same view) and, for roles that may, Schedule.
 * Hidden in print.
 */
export function ReportActions({ title, csv }: ReportActionsProps) {
  const trpc = useTRPC();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const workspace = useQuery(trpc.identity.workspaces.current.queryOptions());
  const canSchedule = workspace.data ? can(workspace.data.role, "reports.manage") : false;
  const [pdfPending, setPdfPending] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  function exportCsv() {
    try {
      const { filename, rows } = csv();
      const name = csvFilename(filename);
      saveFile(new Blob([buildCsv(rows)], { type: "text/csv;charset=utf-8" }), name);
      notify(`${name} downloaded`);
    } catch {
      toast.error("The CSV couldn't be made.", { description: "Reload the page and try again." });
    }
  }

  async function exportPdf() {
    if (pdfPending) return;
    setPdfPending(true);
    abort.current = new AbortController();
    try {
      const name = await downloadPdf(pathname, searchParams.toString(), abort.current.signal);
      notify(`${name} downloaded`);
    } catch (error) {
      if ((error as Error).name !== "AbortError") toast.error("The PDF couldn't be made.", { description: (error as Error).message });
    } finally {
      setPdfPending(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden" data-testid="report-actions">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" loading={pdfPending} aria-label={pdfPending ? "Export: preparing the PDF" : undefined}>
            {pdfPending ? null : <Download aria-hidden />}
            {pdfPending ? "Preparing PDF…" : "Export"}
            <ChevronDown aria-hidden className="opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={exportCsv}>
            <FileSpreadsheet aria-hidden /> CSV
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void exportPdf()} disabled={pdfPending}>
            <FileText aria-hidden /> PDF
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {canSchedule ? (
        <Button variant="outline" size="sm" onClick={() => setScheduling(true)}>
          <CalendarClock aria-hidden /> Schedule
        </Button>
      ) : null}
      {canSchedule && scheduling ? (
        <ScheduleDialog open={scheduling} onOpenChange={setScheduling} title={title} path={pathname} query={searchParams.toString()} />
      ) : null}
    </div>
  );
}
