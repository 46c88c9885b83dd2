"use client";

import { ExternalLink, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { formatBytes } from "@/lib/format";
import { useDeleteMedia, useMediaFile, useMediaFolders, useMoveMedia, useUpdateMedia, type MediaDetail } from "../../hooks/use-media";
import { MediaThumb } from "./media-grid";

/** One file: its preview, name and description, its folder, where it is used, and delete. */
export function MediaDetails({ id, onClose, canEdit }: { id: string | null; onClose: () => void; canEdit: boolean }) {
  const file = useMediaFile(id);
  return (
    <Sheet open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="flex w-full flex-col gap-4 overflow-y-auto sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{file.data?.name ?? "File"}</SheetTitle>
          <SheetDescription>Its details, and where it is used.</SheetDescription>
        </SheetHeader>
        {file.data ? (
          <DetailsBody key={`${file.data.id}-${file.data.updatedAt.toString()}`} file={file.data} onDeleted={onClose} canEdit={canEdit} />
        ) : file.isError ? (
          <p role="alert" className="text-sm">
            This file couldn&apos;t load: {file.error.message}
          </p>
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </SheetContent>
    </Sheet>
  );
}

function DetailsBody({ file, onDeleted, canEdit }: { file: MediaDetail; onDeleted: () => void; canEdit: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMedia({ onSuccess: onDeleted });
  const folders = useMediaFolders();
  const move = useMoveMedia();
  const used = file.usages.length;
  return (
    <div className="flex min-w-0 flex-col gap-4 px-4 pb-4">
      <div className="flex max-h-72 items-center justify-center overflow-hidden rounded-md border bg-muted/50">
        {file.contentType.startsWith("video/") ? (
          <video src={file.url} controls className="max-h-72 w-full" aria-label={file.altText || file.name} />
        ) : (
          <MediaThumb item={file} className="max-h-72" />
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {file.width && file.height ? `${file.width} × ${file.height} px · ` : ""}
        {formatBytes(file.bytes)} ·{" "}
        <a href={file.url} target="_blank" rel="noreferrer" className="text-primary underline-offset-4 hover:underline">
          Open the file
        </a>
      </p>
      {canEdit && <DetailsForm file={file} />}
      {canEdit && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Folder
          <NativeSelect
            value={file.folderId ?? ""}
            disabled={move.isPending || !folders.data}
            onChange={(e) => move.mutate({ ids: [file.id], folderId: e.target.value || null })}
          >
            <option value="">Not in a folder</option>
            {folders.data?.folders.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </NativeSelect>
        </label>
      )}
      <section aria-labelledby="media-usage" className="flex flex-col gap-2">
        <h3 id="media-usage" className="font-semibold">
          Where this is used
        </h3>
        {used === 0 ? (
          <p className="text-sm text-muted-foreground">Nowhere yet. Landing pages, pop-ups, emails and creative sets that use it are listed here.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {file.usages.map((u) => (
              <li key={u.id}>
                {u.href ? (
                  <Link href={u.href} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                    {u.label} <ExternalLink aria-hidden className="size-3" />
                  </Link>
                ) : (
                  u.label
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {canEdit && (
        <Button type="button" variant="outline" className="self-start text-destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden /> Delete file
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${file.name}?`}
        description={
          used
            ? `It is used in ${used === 1 ? "1 place" : `${used} places`}: they will show a missing image. This can't be undone.`
            : "It isn't used anywhere. This can't be undone."
        }
        confirmLabel="Delete file"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync({ id: file.id })}
      />
    </div>
  );
}

function DetailsForm({ file }: { file: MediaDetail }) {
  const form = useContractForm(() => import("../../contracts/media.contracts").then((m) => m.updateMediaInput), {
    defaultValues: { id: file.id, name: file.name, altText: file.altText },
  });
  const update = useUpdateMedia({ meta: { silent: true } });
  return (
    <form onSubmit={form.submit((values) => update.mutateAsync(values))} noValidate aria-label="File details" className="flex flex-col gap-3">
      <FormField form={form} name="name" label="Name" htmlFor="media-name" required>
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField
        form={form}
        name="altText"
        label="Description"
        htmlFor="media-alt"
        hint="What the image shows, for people who can't see it. Pages and emails use it as the image's alt text."
      >
        <Textarea rows={3} {...form.register("altText")} />
      </FormField>
      <FormRootError form={form} />
      <Button type="submit" variant="outline" className="self-start" loading={form.formState.isSubmitting}>
        Save details
      </Button>
    </form>
  );
}
