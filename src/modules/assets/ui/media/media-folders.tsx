"use client";

import { FolderPlus, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import { useCreateFolder, useDeleteFolder, useRenameFolder, type MediaFolders } from "../../hooks/use-media";

/** Which files the grid shows: all, those outside any folder, or one folder's. */
export type FolderChoice = { kind: "all" } | { kind: "unfiled" } | { kind: "folder"; id: string };

type Folder = MediaFolders["folders"][number];

/** The folder list: choose one to see its files; create, rename and delete (confirmed) folders. */
export function MediaFolderList({
  data,
  choice,
  onChoose,
  canEdit,
}: {
  data: MediaFolders | undefined;
  choice: FolderChoice;
  onChoose: (choice: FolderChoice) => void;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState<Folder | "new" | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const remove = useDeleteFolder({ onSuccess: () => onChoose({ kind: "all" }) });
  const entry = (label: string, count: number | undefined, target: FolderChoice, active: boolean) => (
    <Button
      variant="ghost"
      size="sm"
      aria-current={active ? "true" : undefined}
      className={cn("w-full min-w-0 justify-between", active && "bg-muted font-semibold")}
      onClick={() => onChoose(target)}
    >
      <span className="truncate">{label}</span>
      <span className="tabular-nums text-muted-foreground">{count === undefined ? "" : formatCount(count)}</span>
    </Button>
  );
  return (
    <nav aria-label="Folders" className="flex min-w-0 flex-col gap-1">
      <ul className="flex min-w-0 flex-col gap-1">
        <li>{entry("All files", data?.total, { kind: "all" }, choice.kind === "all")}</li>
        <li>{entry("Not in a folder", data?.unfiled, { kind: "unfiled" }, choice.kind === "unfiled")}</li>
        {data?.folders.map((f) => (
          <li key={f.id} className="flex min-w-0 items-center gap-1">
            {entry(f.name, f.files, { kind: "folder", id: f.id }, choice.kind === "folder" && choice.id === f.id)}
            {canEdit && (
              <>
                <Button variant="ghost" size="icon" aria-label={`Rename folder ${f.name}`} onClick={() => setEditing(f)}>
                  <Pencil aria-hidden />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Delete folder ${f.name}`} onClick={() => setDeleting(f)}>
                  <Trash2 aria-hidden />
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setEditing("new")}>
          <FolderPlus aria-hidden /> New folder
        </Button>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing === "new" ? "New folder" : "Rename folder"}</DialogTitle>
            <DialogDescription>Folders keep the library tidy. A file sits in one folder at most.</DialogDescription>
          </DialogHeader>
          {editing && <FolderForm folder={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the folder ${deleting?.name ?? ""}?`}
        description={
          deleting?.files
            ? `Its ${deleting.files === 1 ? "file stays" : `${formatCount(deleting.files)} files stay`} in the library, outside any folder.`
            : "It is empty."
        }
        confirmLabel="Delete folder"
        destructive
        pending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutateAsync({ id: deleting.id }) : undefined)}
      />
    </nav>
  );
}

function FolderForm({ folder, onDone }: { folder: Folder | null; onDone: () => void }) {
  const form = useContractForm(() => import("../../contracts/media.contracts").then((m) => m.createFolderInput), {
    defaultValues: { name: folder?.name ?? "" },
  });
  const create = useCreateFolder({ meta: { silent: true }, onSuccess: onDone });
  const rename = useRenameFolder({ meta: { silent: true }, onSuccess: onDone });
  return (
    <form
      noValidate
      aria-label={folder ? "Rename folder" : "New folder"}
      className="flex flex-col gap-3"
      onSubmit={form.submit((values) => (folder ? rename.mutateAsync({ id: folder.id, name: values.name }) : create.mutateAsync(values)))}
    >
      <FormField form={form} name="name" label="Folder name" htmlFor="media-folder-name" required>
        <Input autoComplete="off" autoFocus {...form.register("name")} />
      </FormField>
      <FormRootError form={form} />
      <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
        {folder ? "Rename folder" : "Create folder"}
      </Button>
    </form>
  );
}
