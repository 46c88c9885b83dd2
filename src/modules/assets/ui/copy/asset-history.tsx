"use client";

import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatWhen, readerTimeFormat } from "@/lib/format";
import { ASSET_LIMITS } from "../../contracts/items.constants";
import { useAddAssetComment, useAssetComments, useAssetVersions, useDeleteAssetComment, useRestoreVersion, type StoredAsset } from "../../hooks/use-asset";

/** The asset's versions (who, when, note) with Restore. */
export function VersionsSection({ asset, canEdit }: { asset: StoredAsset; canEdit: boolean }) {
  const { data: versions, isPending, isError } = useAssetVersions(asset.id);
  const [restoring, setRestoring] = useState<number | null>(null);
  const restore = useRestoreVersion();
  const time = readerTimeFormat();
  return (
    <section aria-labelledby="asset-versions-title" className="flex min-w-0 flex-col gap-3 rounded-lg border p-4">
      <h2 id="asset-versions-title" className="text-base font-semibold">
        Versions
      </h2>
      {isPending ? (
        <p className="text-sm text-muted-foreground">Loading versions…</p>
      ) : isError ? (
        <p className="text-sm text-destructive">Couldn&apos;t load the versions. Reload the page to try again.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Versions">
          {versions.map((v) => (
            <li key={v.version} className="flex min-w-0 flex-col gap-1 border-b pb-2 text-sm last:border-b-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  Version {v.version}
                  {v.version === asset.currentVersion && <span className="font-normal text-muted-foreground"> (current)</span>}
                </span>
                {canEdit && v.version !== asset.currentVersion && asset.status !== "archived" && (
                  <Button type="button" size="sm" variant="outline" aria-label={`Restore version ${v.version}`} onClick={() => setRestoring(v.version)}>
                    Restore
                  </Button>
                )}
              </div>
              <span className="text-xs text-muted-foreground">
                {v.authorName ?? "A former member"} · {formatWhen(v.createdAt, time)}
              </span>
              {v.note && <span className="text-xs break-words">{v.note}</span>}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(o) => !o && setRestoring(null)}
        title={`Restore version ${restoring ?? ""}?`}
        description="Its text becomes a new version; nothing in the history is lost. An approved asset goes back to draft."
        confirmLabel="Restore version"
        pending={restore.isPending}
        onConfirm={() => restore.mutateAsync({ id: asset.id, version: restoring!, currentVersion: asset.currentVersion })}
      />
    </section>
  );
}

/** Comments, oldest first: add one, delete your own. */
export function CommentsSection({ asset, canEdit }: { asset: StoredAsset; canEdit: boolean }) {
  const { data: comments, isPending, isError } = useAssetComments(asset.id);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<string | null>(null);
  const add = useAddAssetComment({ meta: { silent: true }, onError: (e) => setError(e.message), onSuccess: () => (setBody(""), setError(null)) });
  const remove = useDeleteAssetComment();
  const time = readerTimeFormat();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError("Write a comment first.");
    add.mutate({ id: asset.id, body });
  }
  return (
    <section aria-labelledby="asset-comments-title" className="flex min-w-0 flex-col gap-3 rounded-lg border p-4">
      <h2 id="asset-comments-title" className="text-base font-semibold">
        Comments
      </h2>
      {isPending ? (
        <p className="text-sm text-muted-foreground">Loading comments…</p>
      ) : isError ? (
        <p className="text-sm text-destructive">Couldn&apos;t load the comments. Reload the page to try again.</p>
      ) : comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Comments">
          {comments.map((c) => (
            <li key={c.id} className="flex min-w-0 flex-col gap-1 border-b pb-2 text-sm last:border-b-0">
              <span className="text-xs text-muted-foreground">
                {c.authorName ?? "A former member"} · {formatWhen(c.createdAt, time)}
              </span>
              {c.deleted ? <span className="text-muted-foreground italic">Comment deleted.</span> : <p className="break-words whitespace-pre-wrap">{c.body}</p>}
              {c.mine && !c.deleted && canEdit && (
                <Button type="button" size="sm" variant="ghost" className="self-end" aria-label="Delete my comment" onClick={() => setDoomed(c.id)}>
                  <Trash2 aria-hidden /> Delete
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {canEdit && (
        <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
          <Label htmlFor="asset-comment">Add a comment</Label>
          <Textarea
            id="asset-comment"
            rows={2}
            maxLength={ASSET_LIMITS.commentMax}
            value={body}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "asset-comment-error" : undefined}
            onChange={(e) => (setBody(e.target.value), setError(null))}
          />
          {error && (
            <p id="asset-comment-error" role="alert" className="text-xs font-medium text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" size="sm" variant="outline" className="self-start" loading={add.isPending}>
            Comment
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(o) => !o && setDoomed(null)}
        title="Delete your comment?"
        description="Its place in the conversation stays; its text goes."
        confirmLabel="Delete comment"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync({ commentId: doomed! })}
      />
    </section>
  );
}
