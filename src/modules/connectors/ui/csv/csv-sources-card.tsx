"use client";

import { FileSpreadsheet, Upload } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { can, useCurrentWorkspaceQuery } from "@/modules/identity/client";
import { useCsvSources } from "../../hooks/use-csv-sources";
import { factKindLabels } from "../../csv/fields";
import { CreateCsvSourceDialog, type CsvSourceView } from "./create-csv-source-dialog";
import { CsvUploadDialog } from "./csv-upload-dialog";
import { formatWhen, readerTimeFormat } from "@/lib/format";

/**
 * CSV exports of any platform as sources: the workspace's CSV sources with their last upload, and
 * "Upload a CSV export", which adds a source and goes straight on to choosing its file.
 */
export function CsvSourcesCard() {
  const list = useCsvSources();
  const workspace = useCurrentWorkspaceQuery();
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState<CsvSourceView | null>(null);
  const role = workspace.data?.role;
  const canCreate = role ? can(role, "connectors.manage") : false;
  const canUpload = role ? can(role, "connectors.sync") : false;

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">CSV uploads</CardTitle>
          <CardDescription>Bring in any platform&apos;s export: map its columns once, upload it again whenever it changes.</CardDescription>
        </div>
        {canCreate ? (
          <Button onClick={() => setCreating(true)} disabled={!list.data}>
            <Upload aria-hidden /> Upload a CSV export
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading CSV sources">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {list.error.message}{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </p>
        ) : list.data.sources.length === 0 ? (
          <EmptyState
            icon={FileSpreadsheet}
            title="No CSV uploads yet"
            description={
              canCreate ? "Upload an export from a platform you don't connect, or from before you connected it." : "Owners and admins can add CSV sources."
            }
          />
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="CSV sources">
            {list.data.sources.map((s) => (
              <li key={s.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid={`csv-source-${s.name}`}>
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-medium">{s.name}</span>
                    <Badge variant="secondary">{factKindLabels[s.fact]}</Badge>
                    <Badge variant="outline">{s.currency}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {s.lastUpload
                      ? `Last upload ${formatWhen(s.lastUpload.at, readerTimeFormat())}: ${s.lastUpload.rowsWritten.toLocaleString("en-US")} rows for ${s.lastUpload.start} to ${s.lastUpload.end}.`
                      : "Nothing uploaded yet."}
                  </p>
                </div>
                {canUpload ? (
                  <Button
                    variant="outline"
                    onClick={() => setUploading({ id: s.id, name: s.name, fact: s.fact, currency: s.currency, timeZone: s.timeZone })}
                    aria-label={`Upload a file to ${s.name}`}
                  >
                    <Upload aria-hidden /> Upload file
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {list.data ? (
        <CreateCsvSourceDialog
          open={creating}
          onOpenChange={setCreating}
          defaults={list.data.defaults}
          onCreated={(source) => {
            setCreating(false);
            setUploading(source);
          }}
        />
      ) : null}
      <CsvUploadDialog source={uploading} onOpenChange={(open) => !open && setUploading(null)} />
    </Card>
  );
}
