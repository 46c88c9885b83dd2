"use client";

import { useEffect, useMemo, useState, type ReactNode } from "react";
import { assetKindLabel, loadCopyChecks, type AssetKind, type BrandKit } from "@/modules/ai/client";
import { Badge } from "@/components/ui/badge";
import { StatusBadge } from "./status-badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { StoredBrandKit } from "../../hooks/use-brand-kits";
import { useCreateAsset, useSubmitAsset, useUpdateAsset, type StoredAsset } from "../../hooks/use-asset";
import { useRegenerateLine } from "../../hooks/use-generation";
import { CopyEditor, type CopyEditorProps } from "./copy-editor";
import { blockingFindings, emptyFields, findingsFor, normalizeFields, titleFrom, type CopyChecks, type CopyFields } from "./copy-model";
import { LimitSettingsControls } from "./limit-settings-controls";
import { useCopyDraft, useLimitSettings } from "./use-copy-draft";
import { BrandKitOptions } from "./copy-options";

/** The counters and checks, loaded once the editor is on screen. */
function useChecks(): CopyChecks | null {
  const [checks, setChecks] = useState<CopyChecks | null>(null);
  useEffect(() => {
    let live = true;
    void loadCopyChecks().then((m) => live && setChecks(m));
    return () => {
      live = false;
    };
  }, []);
  return checks;
}

type Props = {
  kind: AssetKind;
  /** The stored asset; null for a new one. */
  asset: StoredAsset | null;
  kits: StoredBrandKit[];
  workspaceId: string;
  canEdit: boolean;
  onCreated: (id: string) => void;
  /** Loads the asset's newest version (after a save was refused over it); the page remounts the editor with the text kept. */
  onStale: () => void;
  /** The platform preview (wired by the page when it exists), beside the editor on wide screens. */
  renderPreview?: (p: { kind: AssetKind; fields: CopyFields; kit: BrandKit | null }) => ReactNode;
  onRegenerateLine?: CopyEditorProps["onRegenerateLine"];
  /** The review and history column (status actions, versions, comments, tags). */
  aside?: ReactNode;
  /** Extra actions beside Save ("Use in a campaign"). */
  extraActions?: (fields: CopyFields, title: string) => ReactNode;
};

const isConflict = (error: unknown) => (error as { data?: { code?: string } } | null)?.data?.code === "CONFLICT";

/**
 * An asset's editor: title, brand kit, the fields with their counters and findings, Save (a draft
 * over a limit saves, with its warnings) and Send for approval (refused while a hard limit is
 * broken). The text lives in this tab until it is saved; a save over someone's newer version says
 * so and keeps the text.
 */
export function AssetEditorPanel({ kind, asset, kits, workspaceId, canEdit, onCreated, onStale, renderPreview, onRegenerateLine, aside, extraActions }: Props) {
  const checks = useChecks();
  const limit = useLimitSettings(workspaceId);
  const defaultKit = kits.find((k) => k.isDefault) ?? kits[0] ?? null;
  const saved = useMemo(
    () =>
      asset
        ? { title: asset.title, fields: normalizeFields(kind, asset.fields), brandKitId: asset.brandKitId }
        : { title: "", fields: emptyFields(kind), brandKitId: defaultKit?.id ?? null },
    // The page remounts the editor for each asset version; a new kit list is no new starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { draft, update, reset, restored } = useCopyDraft(asset?.id ?? `new-${kind}`, saved, asset?.currentVersion ?? null);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const readOnly = !canEdit || asset?.status === "archived";
  const kitEntry = kits.find((k) => k.id === draft.brandKitId) ?? null;
  const kit = kitEntry?.kit ?? null;
  const findings = checks ? findingsFor(kind, draft.fields, checks, kit, limit.settings) : [];
  const blocking = blockingFindings(findings);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const stale = Boolean(asset && restored && restored.version !== null && restored.version < asset.currentVersion && dirty);

  const fail = (error: { message: string }) => {
    if (isConflict(error)) onStale();
    else setSaveError(error.message);
  };
  const create = useCreateAsset({ meta: { silent: true }, onError: fail, onSuccess: (a) => (reset(draft), onCreated(a.id)) });
  const save = useUpdateAsset({ meta: { silent: true }, onError: fail });
  const submit = useSubmitAsset({ meta: { silent: true }, onError: (e) => setRefusal([e.message]) });
  // "Regenerate this line": the generator rewrites one line from the brand kit, the rest of the text as context.
  const regenerate = useRegenerateLine();
  const regenerateLine =
    onRegenerateLine ??
    (readOnly
      ? undefined
      : (field: string, index: number) => regenerate({ kind, brandKitId: draft.brandKitId, fields: draft.fields, field: { name: field, index } }));

  async function saveNow() {
    setSaveError(null);
    setRefusal(null);
    const title = draft.title.trim() || titleFrom(kind, draft.fields, `New ${assetKindLabel[kind]}`);
    if (!asset) return create.mutate({ kind, title, fields: draft.fields, brandKitId: draft.brandKitId, tags: [] });
    const result = await save
      .mutateAsync({ id: asset.id, version: asset.currentVersion, title, fields: draft.fields, brandKitId: draft.brandKitId })
      .catch(() => null);
    // The page shows the new version in a fresh editor; the saved draft is no longer needed.
    if (result) reset({ title: result.title, fields: normalizeFields(kind, result.fields), brandKitId: result.brandKitId });
    return result;
  }

  async function sendForApproval() {
    if (!asset) return;
    if (!checks) return;
    if (blocking.length) return setRefusal(blocking.map((f) => f.message));
    setRefusal(null);
    if (dirty && !(await saveNow())) return;
    submit.mutate({ id: asset.id });
  }

  const set = (patch: Partial<typeof draft>) => (update({ ...draft, ...patch }), setRefusal(null));
  const titleId = `copy-title-${asset?.id ?? "new"}`;
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{assetKindLabel[kind]}</Badge>
          {asset ? <StatusBadge status={asset.status} /> : <Badge variant="secondary">New, not saved yet</Badge>}
          {asset && <span className="text-xs text-muted-foreground">Version {asset.currentVersion}</span>}
        </div>
        {stale && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
            Someone saved a newer version (version {asset?.currentVersion}) while you were editing. Your text is still here: saving makes it the newest version,
            or discard it to read theirs.{" "}
            <Button type="button" variant="link" className="h-auto p-0" onClick={() => reset(saved)}>
              Discard my changes
            </Button>
          </p>
        )}
        {restored && !stale && dirty && (
          <p role="status" className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
            Your unsaved changes from earlier in this tab are back. Save them, or discard them to see the saved text.{" "}
            <Button type="button" variant="link" className="h-auto p-0" onClick={() => reset(saved)}>
              Discard my changes
            </Button>
          </p>
        )}
        {asset?.status === "archived" && <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">This asset is archived. Unarchive it to edit it.</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={titleId}>Title</Label>
            <Input
              id={titleId}
              value={draft.title}
              readOnly={readOnly}
              maxLength={200}
              placeholder="Named from its first line if you leave it empty"
              onChange={(e) => set({ title: e.target.value })}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${titleId}-kit`}>Brand kit</Label>
            <NativeSelect
              id={`${titleId}-kit`}
              value={draft.brandKitId ?? ""}
              disabled={readOnly}
              onChange={(e) => set({ brandKitId: e.target.value || null })}
            >
              <option value="">No brand kit (limits only)</option>
              <BrandKitOptions kits={kits} />
            </NativeSelect>
          </div>
        </div>
        <LimitSettingsControls kind={kind} settings={limit.settings} onChange={limit.change} readOnly={!canEdit} />
        <CopyEditor
          kind={kind}
          fields={draft.fields}
          onChange={(fields) => set({ fields })}
          checks={checks}
          kit={kit}
          settings={limit.settings}
          readOnly={readOnly}
          onRegenerateLine={regenerateLine}
        />
        {saveError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {saveError} Your text is still here.
          </p>
        )}
        {refusal && (
          <div role="alert" className="flex flex-col gap-1 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
            <p className="font-medium">This can&apos;t go for approval yet:</p>
            <ul className="list-disc pl-5">
              {refusal.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          </div>
        )}
        {!readOnly && (
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" onClick={() => void saveNow()} loading={create.isPending || save.isPending} disabled={Boolean(asset) && !dirty}>
              {asset ? "Save draft" : "Create draft"}
            </Button>
            {asset && asset.status === "draft" && (
              <Button type="button" variant="outline" onClick={() => void sendForApproval()} loading={submit.isPending} disabled={!checks}>
                Send for approval
              </Button>
            )}
            {extraActions?.(draft.fields, draft.title)}
            {findings.length > 0 && (
              <span className="text-xs text-muted-foreground">
                {blocking.length ? `${blocking.length} to fix before approval` : "No limit errors"} · {findings.length - blocking.length} other findings
              </span>
            )}
          </div>
        )}
        {readOnly && extraActions && <div className="flex flex-wrap gap-2">{extraActions(draft.fields, draft.title)}</div>}
      </div>
      <aside className="flex min-w-0 flex-col gap-5" aria-label="Preview and review">
        {renderPreview?.({ kind, fields: draft.fields, kit })}
        {aside}
      </aside>
    </div>
  );
}
