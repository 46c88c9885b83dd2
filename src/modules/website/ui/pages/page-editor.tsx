"use client";

// The stylesheet without its @import of a font from rsms.me: the product CSP allows no outside stylesheet, and a blocked import fails the whole CSS chunk.
import "@puckeditor/core/no-external.css";
import { Puck, type Data, type Overrides } from "@puckeditor/core";
import { ArrowLeft, BarChart3, ExternalLink, History, Save, Upload } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { hostedPagePath, pageStatusLabel } from "../../contracts/pages.constants";
import { usePublishedForms } from "../../hooks/use-forms";
import { useLandingPage, usePublishPage, useSaveDraft, useUnpublishPage } from "../../hooks/use-pages";
import type { PageData } from "../../pages/page-data";
import { FillBlockPanel } from "./fill-block-panel";
import { puckConfig } from "./puck-config";
import { StatsPanel } from "./stats-panel";
import { VersionsPanel } from "./versions-panel";

/** A refused save or publish is already shown by its hook (a toast); the editor keeps the text. */
const ignore = () => undefined;
const LIST_HREF = "/marketing-dashboard/website/landing-pages";
const viewports = [
  { width: 375, label: "Phone", icon: "Smartphone" as const },
  { width: 768, label: "Tablet", icon: "Tablet" as const },
  { width: 1440, label: "Desktop", icon: "Monitor" as const },
];

/**
 * One landing page in the Puck editor: blocks from the registry, phone/tablet/desktop previews,
 * undo and redo (Puck's history, Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z). "Save draft" names the revision
 * the editor started from, so a save over someone else's is refused and the text stays here.
 */
export function PageEditor({ id }: { id: string }) {
  const { data: workspace } = useCurrentWorkspace();
  const { data: page } = useLandingPage(id);
  const canEdit = can(workspace.role, "website.edit");
  const canPublish = can(workspace.role, "website.publish");
  const forms = usePublishedForms();
  const formsKey = JSON.stringify(forms ?? []);
  const lookKey = JSON.stringify(page.look);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the list's or the look's content changes, not its identity
  const config = useMemo(() => puckConfig({ workspaceSlug: workspace.slug, forms: forms ?? [], look: page.look }), [workspace.slug, formsKey, lookKey]);
  const [draft, setDraft] = useState<PageData>(page.draft);
  const [revision, setRevision] = useState(page.draftRevision);
  const [dirty, setDirty] = useState(false);
  const [mount, setMount] = useState(0);
  const [showVersions, setShowVersions] = useState(false);
  const [showStats, setShowStats] = useState(false);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);

  const save = useSaveDraft({ onSuccess: (saved) => (setRevision(saved.draftRevision), setDirty(false)) });
  const publish = usePublishPage();
  const unpublish = useUnpublishPage();
  const saveNow = () => save.mutateAsync({ id, baseRevision: revision, draft });
  const publishNow = async () => {
    if (dirty) await saveNow();
    await publish.mutateAsync({ id });
  };
  const onRestored = (draftRevision: number, restored: PageData) => {
    setDraft(restored);
    setRevision(draftRevision);
    setDirty(false);
    setMount((m) => m + 1);
  };
  const publicPath = hostedPagePath(workspace.slug, page.slug);
  // Stable: Puck remounts the fields panel whenever this object changes.
  const overrides = useMemo<Partial<Overrides>>(
    () => ({
      fields: ({ children }) => (
        <>
          {canEdit ? <FillBlockPanel pageId={id} /> : null}
          {children}
        </>
      ),
    }),
    [canEdit, id],
  );

  return (
    <div className="flex min-h-0 w-full flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link href={LIST_HREF}>
            <ArrowLeft aria-hidden /> All pages
          </Link>
        </Button>
        <h1 className="text-xl font-semibold tracking-tight">{page.title}</h1>
        <Badge variant={page.status === "published" ? "default" : "secondary"}>{pageStatusLabel[page.status]}</Badge>
        {dirty ? <span className="text-sm text-muted-foreground">Unsaved changes</span> : null}
        <span className="ml-auto flex flex-wrap gap-2">
          {page.status === "published" ? (
            <Button asChild variant="ghost" size="sm">
              <a href={publicPath} target="_blank" rel="noopener">
                <ExternalLink aria-hidden /> Open public page
              </a>
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => setShowStats((v) => !v)} aria-expanded={showStats}>
            <BarChart3 aria-hidden /> Stats
          </Button>
          <Button variant="outline" size="sm" onClick={() => setShowVersions((v) => !v)} aria-expanded={showVersions}>
            <History aria-hidden /> Versions
          </Button>
          {canEdit ? (
            <Button variant="outline" size="sm" loading={save.isPending} onClick={() => saveNow().catch(ignore)}>
              <Save aria-hidden /> Save draft
            </Button>
          ) : null}
          {canPublish && page.status === "published" ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirmUnpublish(true)}>
              Unpublish
            </Button>
          ) : null}
          {canPublish ? (
            <Button size="sm" loading={publish.isPending} onClick={() => publishNow().catch(ignore)}>
              <Upload aria-hidden /> Publish
            </Button>
          ) : null}
        </span>
      </div>
      {showStats ? <StatsPanel id={id} /> : null}
      {showVersions ? <VersionsPanel id={id} canEdit={canEdit} onRestored={onRestored} /> : null}
      <div className="min-h-[640px] flex-1 overflow-hidden rounded-lg border" data-testid="page-editor">
        <Puck
          key={mount}
          config={config}
          data={draft as unknown as Data}
          viewports={viewports}
          headerTitle={page.title}
          renderHeaderActions={() => <></>}
          overrides={overrides}
          permissions={canEdit ? {} : { drag: false, duplicate: false, delete: false, edit: false, insert: false }}
          onChange={(data) => {
            setDraft(data as unknown as PageData);
            setDirty(true);
          }}
          height="100%"
        />
      </div>
      <ConfirmDialog
        open={confirmUnpublish}
        onOpenChange={setConfirmUnpublish}
        title="Unpublish this page?"
        description="Its address will show “page not found” until you publish it again. The draft and versions stay."
        confirmLabel="Unpublish"
        destructive
        pending={unpublish.isPending}
        onConfirm={() => unpublish.mutateAsync({ id })}
      />
    </div>
  );
}
