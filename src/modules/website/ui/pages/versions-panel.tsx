"use client";

import { Button } from "@/components/ui/button";
import { formatWhen, readerTimeFormat } from "@/lib/format";
import { pageVersionKindLabel } from "../../contracts/pages.constants";
import { useRestoreVersion, useSaveVersion, usePageVersions, useLandingPage } from "../../hooks/use-pages";
import type { PageData } from "../../pages/page-data";

/** The page's kept versions: save one now, or restore one into the draft. */
export function VersionsPanel({ id, canEdit, onRestored }: { id: string; canEdit: boolean; onRestored: (draftRevision: number, draft: PageData) => void }) {
  const { data: versions } = usePageVersions(id);
  const { refetch } = useLandingPage(id);
  const saveVersion = useSaveVersion();
  const restore = useRestoreVersion({
    onSuccess: async (result) => {
      const { data } = await refetch();
      if (data) onRestored(result.draftRevision, data.draft);
    },
  });
  return (
    <section aria-labelledby="page-versions-title" className="rounded-lg border p-3">
      <div className="mb-2 flex items-center gap-2">
        <h2 id="page-versions-title" className="font-medium">
          Versions
        </h2>
        <p className="text-sm text-muted-foreground">Every publish is kept. Save the last saved draft as a version to come back to it later.</p>
        {canEdit ? (
          <Button className="ml-auto" size="sm" variant="outline" loading={saveVersion.isPending} onClick={() => saveVersion.mutate({ id })}>
            Save version
          </Button>
        ) : null}
      </div>
      {versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No versions yet. Publishing the page keeps its first one.</p>
      ) : (
        <ul className="flex max-h-56 flex-col divide-y overflow-auto" aria-label="Versions">
          {versions.map((v) => (
            <li key={v.id} className="flex items-center gap-3 py-1.5 text-sm">
              <span className="font-medium">Version {v.number}</span>
              <span className="text-muted-foreground">{pageVersionKindLabel[v.kind]}</span>
              <span className="text-muted-foreground">{formatWhen(v.createdAt, readerTimeFormat())}</span>
              {canEdit ? (
                <Button
                  className="ml-auto"
                  size="sm"
                  variant="ghost"
                  loading={restore.isPending && restore.variables?.versionId === v.id}
                  onClick={() => restore.mutate({ id, versionId: v.id })}
                >
                  Restore into draft
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
