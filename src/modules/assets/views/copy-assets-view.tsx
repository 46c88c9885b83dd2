"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import type { AssetKind, BrandKit } from "@/modules/ai/client";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { Button } from "@/components/ui/button";
import { isExportableKind } from "../contracts/export.constants";
import { useAsset } from "../hooks/use-asset";
import { useBrandKits, type StoredBrandKit } from "../hooks/use-brand-kits";
import { CommentsSection, VersionsSection } from "../ui/copy/asset-history";
import { AssetReviewPanel } from "../ui/copy/asset-review-panel";
import { CopyList } from "../ui/copy/copy-list";
import { ExportAssetsButton } from "../ui/export/export-assets-button";
import { UseInCampaign } from "../ui/copy/use-in-campaign";
import type { CopyFields } from "../ui/copy/copy-model";
import { COPY_GUIDE_HREF, copyPages, isPageKind, type CopyPageId } from "../ui/copy/copy-pages";

/** The editor and its checks load in the browser only: it reads the unsaved draft from this tab's storage as it starts. */
const AssetEditorPanel = dynamic(() => import("../ui/copy/asset-editor-panel").then((m) => m.AssetEditorPanel), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">Loading the editor…</p>,
});

/** The platform look-alike beside the editor, loaded with it. */
const CopyPreview = dynamic(() => import("../ui/copy/previews").then((m) => m.CopyPreview), { ssr: false });
const platformPreview: NonNullable<CopyAssetsViewProps["renderPreview"]> = ({ kind, fields, kit }) => <CopyPreview kind={kind} fields={fields} kit={kit} />;

/** Set when the page itself changed what is open, so the focus follows (not on a first load). */
let moved = false;

/** Opens an asset, a new one or the list: the address says which (?asset=id, ?new=kind), so a reload or a link opens the same. */
function go(params: Record<string, string>) {
  moved = true;
  const url = new URL(window.location.href);
  url.search = new URLSearchParams(params).toString();
  window.history.pushState(null, "", `${url.pathname}${url.search}`);
}

export type CopyAssetsViewProps = {
  pageId: CopyPageId;
  /** The platform preview beside the editor (wired where it exists). */
  renderPreview?: (p: { kind: AssetKind; fields: CopyFields; kit: BrandKit | null }) => ReactNode;
  /** Actions beside Save for a kind ("Use in a campaign" on email). */
  extraActions?: (kind: AssetKind, fields: CopyFields, title: string) => ReactNode;
};

/** A copy-assets page: the list of its kinds, or one asset open in the editor with its review and history. */
export function CopyAssetsView({ pageId, renderPreview = platformPreview, extraActions }: CopyAssetsViewProps) {
  const page = copyPages[pageId];
  const params = useSearchParams();
  const { data: workspace } = useCurrentWorkspace();
  const { data: kitsPage } = useBrandKits();
  const canEdit = can(workspace.role, "assets.edit");
  // Email copy goes to messaging's compose dialog for those who may send.
  const actions: CopyAssetsViewProps["extraActions"] =
    extraActions ??
    (can(workspace.role, "messaging.send") ? (kind, fields, title) => (kind === "email" ? <UseInCampaign title={title} fields={fields} /> : null) : undefined);
  const assetId = params.get("asset");
  const newKind = params.get("new");
  const kits = kitsPage.kits;

  const backRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLHeadingElement>(null);
  // After opening an asset, a new one or the list, the focus goes to where the reader now is.
  useEffect(() => {
    if (!moved) return;
    moved = false;
    (backRef.current ?? listRef.current)?.focus();
  }, [assetId, newKind]);

  const back = (
    <Button ref={backRef} type="button" variant="link" className="h-auto self-start p-0" onClick={() => go({})}>
      ← All {page.title.toLowerCase()}
    </Button>
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 ref={listRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight focus:outline-none">
          {page.title}
        </h1>
        <p className="text-muted-foreground">
          {page.description}{" "}
          <Link href={COPY_GUIDE_HREF} className="text-primary underline-offset-4 hover:underline">
            How copy assets work
          </Link>
        </p>
      </div>
      {assetId ? (
        <>
          {back}
          <OpenAsset key={assetId} id={assetId} kits={kits} workspace={workspace} canEdit={canEdit} renderPreview={renderPreview} extraActions={actions} />
        </>
      ) : isPageKind(page, newKind) && canEdit ? (
        <>
          {back}
          <AssetEditorPanel
            key={`new-${newKind}`}
            kind={newKind}
            asset={null}
            kits={kits}
            workspaceId={workspace.id}
            canEdit
            onCreated={(id) => go({ asset: id })}
            onStale={() => undefined}
            renderPreview={renderPreview}
            extraActions={actions && ((fields, title) => actions(newKind, fields, title))}
          />
        </>
      ) : (
        <CopyList page={page} kits={kits} canEdit={canEdit} onOpen={(id) => go({ asset: id })} onNew={(kind) => go({ new: kind })} />
      )}
    </div>
  );
}

type Workspace = ReturnType<typeof useCurrentWorkspace>["data"];

function OpenAsset({
  id,
  kits,
  workspace,
  canEdit,
  renderPreview,
  extraActions,
}: {
  id: string;
  kits: StoredBrandKit[];
  workspace: Workspace;
  canEdit: boolean;
} & Pick<CopyAssetsViewProps, "renderPreview" | "extraActions">) {
  const { data: asset, isPending, isError, error, refetch } = useAsset(id);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (isError || !asset) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {(error as { data?: { code?: string } } | null)?.data?.code === "NOT_FOUND"
          ? "This asset doesn't exist in this workspace. It may have been made in another workspace."
          : "Couldn't load this asset. Reload the page to try again."}
      </p>
    );
  }
  const kind = asset.kind as AssetKind;
  // A saved ad of a kind with a CSV format exports from its editor too.
  const actions = (fields: CopyFields, title: string) => (
    <>
      {extraActions?.(kind, fields, title)}
      {isExportableKind(kind) && <ExportAssetsButton kind={kind} assetIds={[asset.id]} />}
    </>
  );
  return (
    <AssetEditorPanel
      key={`${asset.id}-${asset.currentVersion}-${asset.status}`}
      kind={kind}
      asset={asset}
      kits={kits}
      workspaceId={workspace.id}
      canEdit={canEdit}
      onCreated={() => undefined}
      onStale={() => void refetch()}
      renderPreview={renderPreview}
      extraActions={actions}
      aside={
        <>
          <AssetReviewPanel asset={asset} role={workspace.role} agency={workspace.kind !== "brand"} onOpen={(copy) => go({ asset: copy })} />
          <VersionsSection asset={asset} canEdit={canEdit} />
          <CommentsSection asset={asset} canEdit={canEdit} />
        </>
      }
    />
  );
}
