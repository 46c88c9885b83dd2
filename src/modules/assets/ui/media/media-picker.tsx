"use client";

import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebounced } from "@/components/ui/use-debounced";
import { useMediaPages, type MediaItem } from "../../hooks/use-media";
import { MediaGrid, MediaThumb } from "./media-grid";
import { UploadButton } from "./upload-button";

/** What a picker hands back: enough to show the image and to report where it is used. */
export type PickedMedia = Pick<MediaItem, "id" | "name" | "url" | "altText" | "width" | "height" | "contentType">;

/**
 * Chooses an image from the media library, or uploads one: a button showing the current choice that
 * opens the library's images in a dialog. Other modules (landing pages) use it through `client.ts`;
 * the caller records the use with `recordMediaUsage` when it saves.
 */
export function MediaPicker({
  value,
  onChange,
  label = "Choose an image",
  canUpload = true,
}: {
  value: PickedMedia | null;
  onChange: (picked: PickedMedia | null) => void;
  label?: string;
  canUpload?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 300);
  const pages = useMediaPages({ imagesOnly: true, q: q || undefined });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const pick = (item: PickedMedia) => {
    onChange({ id: item.id, name: item.name, url: item.url, altText: item.altText, width: item.width, height: item.height, contentType: item.contentType });
    setOpen(false);
  };
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3">
      {value ? (
        <span className="flex size-16 items-center justify-center overflow-hidden rounded border bg-muted/50">
          <MediaThumb item={value} />
        </span>
      ) : null}
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <ImageIcon aria-hidden /> {value ? "Change image" : label}
      </Button>
      {value ? (
        <Button type="button" variant="ghost" onClick={() => onChange(null)}>
          Remove image
        </Button>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{label}</DialogTitle>
            <DialogDescription>Pick an image from the media library, or upload one.</DialogDescription>
          </DialogHeader>
          <div className="flex min-w-0 flex-col gap-3">
            {canUpload && <UploadButton use="images" label="Upload an image" onUploaded={(file) => pick(file)} />}
            <label className="flex flex-col gap-1 text-sm font-medium">
              Search images
              <Input type="search" value={search} placeholder="Name or description" onChange={(e) => setSearch(e.target.value)} />
            </label>
            {pages.isPending ? (
              <Skeleton className="h-40 w-full" aria-label="Loading images" />
            ) : items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{q ? "No images match this search." : "The media library has no images yet. Upload one."}</p>
            ) : (
              <MediaGrid items={items} selected={value?.id ?? null} onOpen={pick} />
            )}
            {pages.hasNextPage && (
              <Button variant="outline" className="self-center" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                Show more images
              </Button>
            )}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
