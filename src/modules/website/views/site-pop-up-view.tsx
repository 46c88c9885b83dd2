"use client";

import { Eye, MessageSquare, Plus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { blankPopup } from "../contracts/popups.contracts";
import { usePopups } from "../hooks/use-popups";
import { InstallSnippet } from "../ui/popups/install-snippet";
import { PopupEditor } from "../ui/popups/popup-editor";
import { PopupList } from "../ui/popups/popup-list";

const GUIDE_HREF = "/marketing-dashboard/settings/guides-and-references?guide=site-pop-ups";

/** Puts the open pop-up in the address (?popup=id, or new), so a reload or a shared link opens it again. */
function remember(popup: string | null) {
  const url = new URL(window.location.href);
  if (popup) url.searchParams.set("popup", popup);
  else url.searchParams.delete("popup");
  window.history.replaceState(null, "", `${url.pathname}${url.search}`);
}

export function SitePopUpView({ initialPopup }: { initialPopup: string | null }) {
  const { data: workspace } = useCurrentWorkspace();
  const { data } = usePopups();
  const canEdit = can(workspace.role, "website.edit");
  const [open, setOpen] = useState<string | null>(initialPopup);
  const go = (id: string | null) => (setOpen(id), remember(id));
  const defaultKit = data.brandKits.find((k) => k.isDefault);
  const current = open && open !== "new" ? (data.popups.find((p) => p.id === open) ?? null) : null;
  const editing = (open === "new" && canEdit) || current !== null;

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Site pop-ups</h1>
          <p className="text-muted-foreground">
            Show a call to action or an offer code on your own website, to the right visitors at the right moment.{" "}
            <Link href={GUIDE_HREF} className="text-primary underline-offset-4 hover:underline">
              How pop-ups work
            </Link>
          </p>
        </div>
        {canEdit && !editing ? (
          <Button onClick={() => go("new")}>
            <Plus aria-hidden /> New pop-up
          </Button>
        ) : null}
      </div>
      {!canEdit && (
        <div role="note" className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>Your role lets you see pop-ups but not change them. Ask a member or an admin of this workspace.</p>
        </div>
      )}
      {editing ? (
        <PopupEditor
          key={current?.id ?? "new"}
          popup={current}
          initial={{ ...blankPopup, brandKitId: defaultKit?.id ?? "" }}
          brandKits={data.brandKits}
          canEdit={canEdit}
          onDone={() => go(null)}
          onCreated={(id) => go(id)}
        />
      ) : (
        <>
          {data.popups.length === 0 ? (
            <EmptyState
              icon={MessageSquare}
              headingLevel="h2"
              title="No pop-ups yet"
              description={canEdit ? "Create one, set it live, and put the snippet below on your site." : "No one has made a pop-up for this workspace yet."}
            />
          ) : (
            <PopupList popups={data.popups} days={data.days} canEdit={canEdit} onOpen={(id) => go(id)} />
          )}
          <InstallSnippet />
        </>
      )}
    </div>
  );
}
