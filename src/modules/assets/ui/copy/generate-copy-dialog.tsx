"use client";

import { useState } from "react";
import { assetKindLabel, type AssetKind } from "@/modules/ai/client";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useCreateAssets } from "../../hooks/use-asset";
import type { StoredBrandKit } from "../../hooks/use-brand-kits";
import { GeneratePanel } from "../generate/generate-panel";
import type { KeptCandidate } from "../generate/generation-output";
import { normalizeFields, titleFrom } from "./copy-model";
import type { CopyPage } from "./copy-pages";
import { BrandKitOptions, KindOptions } from "./copy-options";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  page: CopyPage;
  kits: StoredBrandKit[];
  /** Called with the drafts made from the kept versions (the page opens a single one). */
  onKept: (ids: string[]) => void;
};

/**
 * "Generate with AI" on a copy page: pick the kind and the brand kit, generate versions (offline from the
 * kit, or with the workspace's model), keep the ones you like: each becomes a draft in the library.
 */
export function GenerateCopyDialog({ open, onOpenChange, page, kits, onKept }: Props) {
  const [kind, setKind] = useState<AssetKind>(page.kinds[0]!);
  const defaultKit = kits.find((k) => k.isDefault) ?? kits[0] ?? null;
  const [kitId, setKitId] = useState<string>(defaultKit?.id ?? "");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAssets({
    meta: { silent: true },
    onError: (e) => setError(e.message),
    onSuccess: (made) => (onOpenChange(false), onKept(made.map((a) => a.id))),
  });

  function keep(candidates: KeptCandidate[]) {
    if (candidates.length === 0) return;
    setError(null);
    const label = assetKindLabel[kind];
    create.mutate(
      candidates.map((c, i) => ({
        kind,
        title: titleFrom(kind, normalizeFields(kind, c.fields), `Generated ${label.toLowerCase()} ${i + 1}`),
        fields: c.fields as never,
        brandKitId: kitId || null,
        tags: ["generated"],
      })),
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Generate with AI</DialogTitle>
          <DialogDescription>
            Versions are written from the brand kit and checked against the platform&apos;s limits. Keep the ones you like: each becomes a draft.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="generate-copy-kind">Type</Label>
            <NativeSelect id="generate-copy-kind" value={kind} onChange={(e) => setKind(e.target.value as AssetKind)}>
              <KindOptions kinds={page.kinds} />
            </NativeSelect>
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="generate-copy-kit">Brand kit</Label>
            <NativeSelect id="generate-copy-kit" value={kitId} onChange={(e) => setKitId(e.target.value)}>
              {kits.length === 0 && <option value="">The workspace&apos;s company profile</option>}
              <BrandKitOptions kits={kits} />
            </NativeSelect>
          </div>
        </div>
        <GeneratePanel key={`${kind}-${kitId}`} kind={kind} brandKitId={kitId || null} onKeep={keep} />
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
