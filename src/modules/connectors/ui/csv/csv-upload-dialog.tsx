"use client";

import { FileUp, TriangleAlert } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { FileRefusedError } from "@/lib/csv-file-check";
import { useCsvPreview } from "../../hooks/use-csv-sources";
import { useRefreshConnectors } from "../../hooks/use-connections";
import { MAX_CSV_BYTES, PREVIEW_SAMPLE_CHARS } from "../../contracts/csv.constants";
import { factKindLabels, type CsvMapping } from "../../csv/fields";
import { checkMapping } from "../../csv/rows";
import type { DateFormat } from "../../csv/values";
import type { CsvSourceView } from "./create-csv-source-dialog";
import { MappingFields, PreviewTable } from "./csv-mapping";
import { UploadSummary } from "./upload-summary";
import { readCsvFile, sendCsvUpload, type UploadHandle, type UploadResult } from "./upload-request";

type Step = { kind: "choose" } | { kind: "map" } | { kind: "sending"; fraction: number; writing: boolean } | { kind: "result"; result: UploadResult };

/** Choose a file, map its columns (suggestions preselected), check the first rows, upload with progress, read the outcome. */
export function CsvUploadDialog({ source, onOpenChange }: { source: CsvSourceView | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={source !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">{source ? <UploadFlow key={source.id} source={source} onClose={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function UploadFlow({ source, onClose }: { source: CsvSourceView; onClose: () => void }) {
  const refresh = useRefreshConnectors();
  const text = useRef("");
  const upload = useRef<UploadHandle | null>(null);
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [mapping, setMapping] = useState<CsvMapping>({});
  const [dateFormat, setDateFormat] = useState<DateFormat>("iso");
  const preview = useCsvPreview();
  const data = preview.data;
  // Closing the dialog mid-upload stops sending the file.
  useEffect(() => () => upload.current?.abort(), []);
  const mappingErrors = useMemo(() => (data ? checkMapping(source.fact, data.headers, mapping) : {}), [data, source.fact, mapping]);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    setError(null);
    if (chosen.size > MAX_CSV_BYTES) {
      setError(`${chosen.name} is ${(chosen.size / 1024 / 1024).toFixed(1)} MB; the limit is 20 MB. Export a shorter date range.`);
      return;
    }
    setReading(true);
    try {
      text.current = await readCsvFile(chosen);
    } catch (e) {
      setError(e instanceof FileRefusedError ? e.message : "The file couldn't be read. Check that it is a CSV file and try again.");
      return;
    } finally {
      setReading(false);
    }
    setFile({ name: chosen.name, size: chosen.size });
    const sample = text.current.slice(0, PREVIEW_SAMPLE_CHARS);
    preview.mutate(
      { sourceId: source.id, sample, partial: sample.length < text.current.length },
      {
        onSuccess: (data) => {
          setMapping(data.suggestions);
          setDateFormat(data.dateFormat);
          setStep({ kind: "map" });
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  async function send(skipInvalid: boolean) {
    setError(null);
    setStep({ kind: "sending", fraction: 0, writing: false });
    upload.current = sendCsvUpload(
      { sourceId: source.id, fileName: file?.name, csv: text.current, mapping, dateFormat, skipInvalid },
      (fraction) => setStep({ kind: "sending", fraction, writing: false }),
      () => setStep({ kind: "sending", fraction: 1, writing: true }),
    );
    try {
      const result = await upload.current.promise;
      setStep({ kind: "result", result });
      if (result.written) await refresh();
    } catch (e) {
      setError((e as Error).message);
      setStep({ kind: "map" });
    } finally {
      upload.current = null;
    }
  }

  const sending = step.kind === "sending";
  return (
    <div className="flex min-w-0 flex-col gap-4" aria-busy={sending || reading || preview.isPending || undefined}>
      <DialogHeader>
        <DialogTitle>Upload to {source.name}</DialogTitle>
        <DialogDescription>
          {factKindLabels[source.fact]} in {source.currency}, days in {source.timeZone.replaceAll("_", " ")}. Uploading a file again replaces the days it
          covers.
        </DialogDescription>
      </DialogHeader>

      {step.kind === "choose" || (step.kind === "map" && !data) ? (
        <label className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center focus-within:outline-2 focus-within:outline-ring">
          <FileUp aria-hidden className="size-8 text-muted-foreground" />
          <span className="font-medium">{reading || preview.isPending ? "Reading the file…" : "Choose a CSV file"}</span>
          <span className="text-sm text-muted-foreground">Exports from Google Ads, Meta, GA4, Search Console, Shopify, Mailchimp and others, up to 20 MB.</span>
          <input
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
            className="sr-only"
            onChange={(e) => void chooseFile(e)}
            disabled={reading || preview.isPending}
          />
          {reading || preview.isPending ? <Spinner label="Reading the file" /> : null}
        </label>
      ) : null}

      {error ? (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}

      {step.kind === "map" && data ? (
        <>
          <p className="text-sm">
            <span className="font-medium">{file?.name}</span>: {data.headers.length} columns
            {data.skippedAbove > 0 ? `, ${data.skippedAbove} title lines above the header skipped` : ""}.{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => setStep({ kind: "choose" })}>
              Choose another file
            </Button>
          </p>
          {data.warnings.map((w) => (
            <p key={w} className="rounded-md border border-warning/30 bg-warning/10 p-3 text-sm text-warning">
              {w}
            </p>
          ))}
          <MappingFields
            fact={source.fact}
            headers={data.headers}
            mapping={mapping}
            onMappingChange={setMapping}
            dateFormat={dateFormat}
            onDateFormatChange={setDateFormat}
            dateAmbiguous={data.dateFormatAmbiguous}
            errors={mappingErrors}
          />
          <PreviewTable fact={source.fact} headers={data.headers} rows={data.rows} mapping={mapping} dateFormat={dateFormat} currency={source.currency} />
        </>
      ) : null}

      {step.kind === "sending" ? (
        <div className="grid gap-2 py-4" aria-live="polite">
          <p className="text-sm font-medium">
            {step.writing ? "Checking every row and writing it to your reports…" : `Uploading ${file?.name}… ${Math.round(step.fraction * 100)}%`}
          </p>
          <Progress value={step.writing ? 100 : step.fraction * 100} label="Upload progress" />
          {step.writing ? <Spinner label="Writing rows" size="sm" /> : null}
        </div>
      ) : null}

      {step.kind === "result" ? <UploadSummary result={step.result} /> : null}

      <DialogFooter>
        {step.kind === "map" && data ? (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void send(false)} disabled={Object.keys(mappingErrors).length > 0}>
              Upload {file?.name}
            </Button>
          </>
        ) : step.kind === "sending" ? (
          <Button variant="outline" onClick={() => upload.current?.abort()} disabled={step.writing}>
            Cancel upload
          </Button>
        ) : step.kind === "result" && !step.result.written ? (
          <>
            <Button variant="outline" onClick={() => setStep({ kind: "map" })}>
              Back to the mapping
            </Button>
            <Button onClick={() => void send(true)}>
              Upload, skipping {step.result.invalidCount} {step.result.invalidCount === 1 ? "row" : "rows"}
            </Button>
          </>
        ) : (
          <Button variant={step.kind === "result" ? "default" : "outline"} onClick={onClose}>
            {step.kind === "result" ? "Done" : "Cancel"}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
