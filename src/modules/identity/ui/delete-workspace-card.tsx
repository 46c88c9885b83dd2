"use client";

import { Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Workspace } from "./delete-workspace-dialog";

/** Opens on a click: its own chunk (the Radix Dialog family stays out of the page's first load). */
const DeleteWorkspaceDialog = dynamic(() => import("./delete-workspace-dialog").then((m) => m.DeleteWorkspaceDialog), { ssr: false });

/** The danger zone: the owner deletes the workspace after typing its exact name. */
export function DeleteWorkspaceCard({ workspace, hasOtherWorkspace }: { workspace: Workspace; hasOtherWorkspace: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle as="h2" className="text-destructive">
          Delete this workspace
        </CardTitle>
        <CardDescription>
          Deletes {workspace.name} and everything in it (contacts, reports, assets, files and everyone's access) for all its members.
          {workspace.kind === "agency" && " Its client workspaces are deleted with it."} This can't be undone.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!hasOtherWorkspace && (
          <p className="text-sm" role="note">
            This is your only workspace. Create another one from the workspace menu at the top first, so you have somewhere to go once this one is deleted.
          </p>
        )}
        <div>
          <Button variant="destructive" disabled={!hasOtherWorkspace} onClick={() => setOpen(true)}>
            <Trash2 className="size-4" aria-hidden /> Delete workspace
          </Button>
        </div>
      </CardContent>
      <DeleteWorkspaceDialog workspace={workspace} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
