"use client";

import { FileUp, UploadCloud } from "lucide-react";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { percentOf } from "@/lib/format";
import { formatBytes } from "@/lib/format";
import { fileProblem } from "./import-copy";
import { uploadImportFile, type UploadHandle } from "./upload-file";

/** Step 1: choose (or drop) a CSV and upload it with a progress bar. */
export function FileStep({ onUploaded }: { onUploaded: (importId: string) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<UploadHandle | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    setError(fileProblem(picked));
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (progress === null) choose(e.dataTransfer.files[0]);
  };

  const start = async () => {
    if (!file || fileProblem(file)) return;
    setError(null);
    setProgress(0);
    upload.current = uploadImportFile(file, setProgress);
    try {
      const { importId } = await upload.current.promise;
      onUploaded(importId);
    } catch (e) {
      setError(e instanceof Error ? e.message : "The upload failed. Try again.");
      setProgress(null);
    } finally {
      upload.current = null;
    }
  };

  const uploading = progress !== null;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-10 text-center transition-colors",
          dragging ? "border-primary bg-primary/5" : "border-border",
        )}
      >
        <UploadCloud aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-sm font-medium">Drop a CSV file here</p>
        <p className="max-w-sm text-xs text-muted-foreground">
          Exports from HubSpot, Mailchimp, Salesforce, Google Contacts or Excel work as they are: up to 512 MB and 1,048,576 rows.
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          className="sr-only"
          aria-label="CSV file to import"
          disabled={uploading}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={uploading}>
          <FileUp aria-hidden="true" />
          Choose a file
        </Button>
      </div>
      {file ? (
        <p className="text-sm">
          <span className="font-medium break-all">{file.name}</span> <span className="text-muted-foreground">({formatBytes(file.size)})</span>
        </p>
      ) : null}
      {uploading ? (
        <div className="flex flex-col gap-2">
          <Progress value={percentOf(progress, 1)} label="Upload progress" />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {progress < 1 ? `Uploading… ${percentOf(progress, 1)}%` : "Reading the file…"}
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {uploading ? (
          <Button type="button" variant="outline" onClick={() => upload.current?.abort()}>
            Cancel upload
          </Button>
        ) : null}
        <Button type="button" onClick={start} disabled={!file || Boolean(error) || uploading}>
          Upload
        </Button>
      </div>
    </div>
  );
}
