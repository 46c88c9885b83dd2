"use client";

import { ChevronDown, Download, FileSpreadsheet, FileText } from "lucide-react";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { notify, toast } from "@/components/ui/toast";
import { csvText, type CsvValue } from "@/lib/csv";
import { csvFilename } from "./csv";
import { downloadPdf, saveFile } from "./download";

/** The rows of a report's CSV, read by the server for the view in the address (a server action). */
export type ReportCsvAction = (search: string) => Promise<{ filename: string; rows: CsvValue[][] }>;

/**
 * Export, loaded on its first press (report-actions.tsx): CSV of the report's tables, read by the
 * server for this view; PDF rendered by the server from this page's address, so it shows the same view.
 */
export function ExportMenu({ csv, defaultOpen }: { csv: ReportCsvAction; defaultOpen?: boolean }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, setPending] = useState<"csv" | "pdf" | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function exportCsv() {
    if (pending) return;
    setPending("csv");
    try {
      const { filename, rows } = await csv(searchParams.toString());
      const name = csvFilename(filename);
      saveFile(new Blob([csvText(rows)], { type: "text/csv;charset=utf-8" }), name);
      notify(`${name} downloaded`);
    } catch {
      toast.error("The CSV couldn't be made.", { description: "Reload the page and try again." });
    } finally {
      setPending(null);
    }
  }

  async function exportPdf() {
    if (pending) return;
    setPending("pdf");
    abort.current = new AbortController();
    try {
      const name = await downloadPdf(pathname, searchParams.toString(), abort.current.signal);
      notify(`${name} downloaded`);
    } catch (error) {
      if ((error as Error).name !== "AbortError") toast.error("The PDF couldn't be made.", { description: (error as Error).message });
    } finally {
      setPending(null);
    }
  }

  const busy = pending === "pdf" ? "Preparing PDF…" : pending === "csv" ? "Preparing CSV…" : null;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" loading={!!pending} aria-label={busy ? `Export: ${busy.toLowerCase().replace("…", "")}` : undefined}>
          {busy ? null : <Download aria-hidden />}
          {busy ?? "Export"}
          <ChevronDown aria-hidden className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void exportCsv()} disabled={!!pending}>
          <FileSpreadsheet aria-hidden /> CSV
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void exportPdf()} disabled={!!pending}>
          <FileText aria-hidden /> PDF
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
