"use client";

import { FileText, Film } from "lucide-react";
import { cn } from "@/lib/cn";
import type { MediaItem } from "../../hooks/use-media";

/** A file's thumbnail: the image itself (shown small), or an icon for video and PDF. */
export function MediaThumb({ item, className }: { item: Pick<MediaItem, "url" | "contentType" | "altText" | "name">; className?: string }) {
  if (item.contentType.startsWith("image/"))
    return <img src={item.url} alt={item.altText || ""} loading="lazy" className={cn("size-full object-contain", className)} />;
  const Icon = item.contentType.startsWith("video/") ? Film : FileText;
  return (
    <span className={cn("flex size-full items-center justify-center text-muted-foreground", className)}>
      <Icon aria-hidden className="size-8" />
    </span>
  );
}

/** The library's grid: each file a button (Enter or Space opens it), its name under its thumbnail. */
export function MediaGrid({ items, selected, onOpen }: { items: MediaItem[]; selected?: string | null; onOpen: (item: MediaItem) => void }) {
  return (
    <ul className="grid min-w-0 grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Files">
      {items.map((item) => (
        <li key={item.id} className="min-w-0">
          <button
            type="button"
            onClick={() => onOpen(item)}
            aria-pressed={selected === item.id}
            className={cn(
              "flex w-full min-w-0 flex-col gap-1 rounded-lg border p-2 text-left text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
              selected === item.id && "border-primary ring-1 ring-primary",
            )}
          >
            <span className="flex aspect-square w-full items-center justify-center overflow-hidden rounded bg-muted/50">
              <MediaThumb item={item} />
            </span>
            <span className="truncate font-medium">{item.name}</span>
            <span className="text-xs text-muted-foreground">
              {item.width && item.height ? `${item.width} × ${item.height}` : item.contentType === "application/pdf" ? "PDF" : "Video"}
              {item.usageCount > 0 ? ` · used in ${item.usageCount}` : ""}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
