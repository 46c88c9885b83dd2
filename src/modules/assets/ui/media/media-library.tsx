"use client";

import { ImageIcon, SearchX } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebounced } from "@/components/ui/use-debounced";
import { MEDIA_LIMITS } from "../../contracts/media.constants";
import { useMediaFolders, useMediaPages } from "../../hooks/use-media";
import { MediaDetails } from "./media-details";
import { MediaFolderList, type FolderChoice } from "./media-folders";
import { MediaGrid } from "./media-grid";
import { UploadButton } from "./upload-button";

/**
 * The media library: folders beside a grid of the workspace's images, videos and PDFs, a search over
 * names and descriptions, uploads with their progress, and a file's details with where it is used.
 */
export function MediaLibrary({ canEdit }: { canEdit: boolean }) {
  const [choice, setChoice] = useState<FolderChoice>({ kind: "all" });
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 300);
  const [open, setOpen] = useState<string | null>(null);
  const folderId = choice.kind === "all" ? undefined : choice.kind === "unfiled" ? null : choice.id;
  const pages = useMediaPages({ folderId, q: q || undefined });
  const folders = useMediaFolders();
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];

  let body;
  if (pages.isPending) body = <Skeleton className="h-48 w-full" aria-label="Loading files" />;
  else if (pages.isError)
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-destructive/30 p-4 text-sm">
        <p>The files couldn&apos;t load: {pages.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void pages.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (items.length === 0 && q)
    body = <EmptyState icon={SearchX} headingLevel="h3" title="No files match this search" description="Search by a file's name or its description." />;
  else if (items.length === 0)
    body = (
      <EmptyState
        icon={ImageIcon}
        headingLevel="h3"
        title={choice.kind === "all" ? "No files yet" : "This folder is empty"}
        description="Upload product photos, logos, videos and PDFs to use them in creatives, landing pages and emails."
      />
    );
  else
    body = (
      <>
        <MediaGrid items={items} selected={open} onOpen={(item) => setOpen(item.id)} />
        {pages.hasNextPage && (
          <Button variant="outline" className="self-center" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            Show more files
          </Button>
        )}
      </>
    );

  return (
    <section aria-labelledby="media-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="media-title" className="text-lg font-semibold">
            Media library
          </h2>
          <p className="text-sm text-muted-foreground">Images up to 20 MB (PNG, JPEG, WebP, GIF), videos up to 200 MB (MP4, WebM) and PDFs.</p>
        </div>
        {canEdit && <UploadButton folderId={choice.kind === "folder" ? choice.id : null} />}
      </div>
      <div className="grid min-w-0 gap-4 md:grid-cols-[14rem_1fr]">
        <MediaFolderList data={folders.data} choice={choice} onChoose={setChoice} canEdit={canEdit} />
        <div className="flex min-w-0 flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Search files
            <Input
              type="search"
              value={search}
              maxLength={MEDIA_LIMITS.searchMax}
              placeholder="Name or description"
              onChange={(e) => setSearch(e.target.value)}
            />
          </label>
          {body}
        </div>
      </div>
      <MediaDetails id={open} onClose={() => setOpen(null)} canEdit={canEdit} />
    </section>
  );
}
