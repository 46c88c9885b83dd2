"use client";

import { useState } from "react";
import { useCurrentWorkspace } from "@/modules/identity/client";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useDuplicateAssetInto, useMyWorkspaces, type StoredAsset } from "../../hooks/use-asset";

type Ws = { id: string; kind: "brand" | "agency" | "client"; agencyId: string | null };
const agencyOf = (ws: Ws) => (ws.kind === "agency" ? ws.id : ws.kind === "client" ? ws.agencyId : null);

/** Copies the asset's current text as a draft into the agency or another of its clients. */
export function DuplicateIntoDialog({ open, onOpenChange, asset }: { open: boolean; onOpenChange: (open: boolean) => void; asset: StoredAsset }) {
  const { data: here } = useCurrentWorkspace();
  const { data: all, isPending } = useMyWorkspaces(open);
  const agency = agencyOf(here);
  const targets = (all ?? []).filter((ws) => ws.id !== here.id && agency !== null && agencyOf(ws) === agency);
  const [target, setTarget] = useState("");
  const [error, setError] = useState<string | null>(null);
  const copy = useDuplicateAssetInto({ meta: { silent: true }, onError: (e) => setError(e.message), onSuccess: () => onOpenChange(false) });
  const chosen = target || targets[0]?.id || "";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Duplicate into another workspace</DialogTitle>
          <DialogDescription>The text, title and tags are copied as a draft. The brand kit, history and comments stay here.</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <p className="text-sm text-muted-foreground">Loading your workspaces…</p>
        ) : targets.length === 0 ? (
          <p className="text-sm">You don&apos;t belong to another workspace of this agency.</p>
        ) : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="duplicate-into-workspace">Workspace</Label>
            <NativeSelect id="duplicate-into-workspace" value={chosen} onChange={(e) => (setTarget(e.target.value), setError(null))}>
              {targets.map((ws) => (
                <option key={ws.id} value={ws.id}>
                  {ws.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={!chosen} loading={copy.isPending} onClick={() => copy.mutate({ id: asset.id, workspaceId: chosen })}>
            Duplicate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
