"use client";

import { Archive, ArchiveRestore, Copy, CopyPlus, Languages } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { can, type Role } from "@/modules/identity/client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ASSET_LIMITS } from "../../contracts/items.constants";
import {
  useApproveAsset,
  useArchiveAsset,
  useDuplicateAsset,
  useRejectAsset,
  useSetAssetTags,
  useUnarchiveAsset,
  type StoredAsset,
} from "../../hooks/use-asset";
import { StatusBadge } from "./status-badge";
import { TagInput } from "./tag-input";

const DuplicateIntoDialog = dynamic(() => import("./duplicate-into-dialog").then((m) => m.DuplicateIntoDialog), { ssr: false });
const TranslateDialog = dynamic(() => import("./translate-dialog").then((m) => m.TranslateDialog), { ssr: false });

type Props = {
  asset: StoredAsset;
  role: Role;
  /** Whether the workspace is an agency or one of its clients (copying between them). */
  agency: boolean;
  onOpen: (id: string) => void;
};

/** Status and what can be done with it: approve or reject (the approve permission), tags, duplicate, translate, archive. */
export function AssetReviewPanel({ asset, role, agency, onOpen }: Props) {
  const canEdit = can(role, "assets.edit");
  const canApprove = can(role, "assets.approve");
  const [note, setNote] = useState("");
  const [archiving, setArchiving] = useState(false);
  const [copying, setCopying] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const silent = { meta: { silent: true }, onError: (e: { message: string }) => setRefusal(e.message), onSuccess: () => (setNote(""), setRefusal(null)) };
  const approve = useApproveAsset(silent);
  const reject = useRejectAsset(silent);
  const tags = useSetAssetTags();
  const duplicate = useDuplicateAsset({ onSuccess: (copy) => onOpen(copy.id) });
  const archive = useArchiveAsset();
  const unarchive = useUnarchiveAsset();
  const archived = asset.status === "archived";

  return (
    <section aria-labelledby="asset-review-title" className="flex min-w-0 flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="asset-review-title" className="text-base font-semibold">
          Review
        </h2>
        <StatusBadge status={asset.status} />
      </div>
      {asset.status === "in-review" && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">Waiting for approval. Whoever sent it approves it only when no other owner or admin can.</p>
          {canApprove ? (
            <>
              <Label htmlFor="asset-review-note">Note for the author (optional)</Label>
              <Textarea id="asset-review-note" rows={2} maxLength={ASSET_LIMITS.commentMax} value={note} onChange={(e) => setNote(e.target.value)} />
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" loading={approve.isPending} onClick={() => approve.mutate({ id: asset.id, note: note.trim() || undefined })}>
                  Approve
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  loading={reject.isPending}
                  onClick={() => reject.mutate({ id: asset.id, note: note.trim() || undefined })}
                >
                  Reject
                </Button>
              </div>
            </>
          ) : (
            <p className="text-sm">An owner or admin approves it.</p>
          )}
          {refusal && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refusal}
            </p>
          )}
        </div>
      )}
      {asset.status === "approved" && <p className="text-sm text-muted-foreground">Approved. Changing the text sends it back to draft.</p>}
      <TagInput tags={asset.tags} readOnly={!canEdit} pending={tags.isPending} onChange={(next) => tags.mutate({ id: asset.id, tags: next })} />
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" loading={duplicate.isPending} onClick={() => duplicate.mutate({ id: asset.id })}>
            <Copy aria-hidden /> Duplicate
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setTranslating(true)}>
            <Languages aria-hidden /> Translate…
          </Button>
          {agency && (
            <Button type="button" size="sm" variant="outline" onClick={() => setCopying(true)}>
              <CopyPlus aria-hidden /> Duplicate into another workspace
            </Button>
          )}
          {archived ? (
            <Button type="button" size="sm" variant="outline" onClick={() => setArchiving(true)}>
              <ArchiveRestore aria-hidden /> Unarchive
            </Button>
          ) : (
            <Button type="button" size="sm" variant="outline" onClick={() => setArchiving(true)}>
              <Archive aria-hidden /> Archive
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={archiving}
        onOpenChange={setArchiving}
        title={archived ? `Unarchive “${asset.title}”?` : `Archive “${asset.title}”?`}
        description={
          archived
            ? "It comes back as a draft; an earlier approval isn't restored."
            : "It leaves the lists (filter by Archived to find it) and can't be edited until you unarchive it."
        }
        confirmLabel={archived ? "Unarchive" : "Archive"}
        pending={archive.isPending || unarchive.isPending}
        onConfirm={() => (archived ? unarchive.mutateAsync({ id: asset.id }) : archive.mutateAsync({ id: asset.id }))}
      />
      {copying && <DuplicateIntoDialog open={copying} onOpenChange={setCopying} asset={asset} />}
      {translating && <TranslateDialog open={translating} onOpenChange={setTranslating} asset={asset} onOpen={onOpen} />}
    </section>
  );
}
