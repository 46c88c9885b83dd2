"use client";

import { FieldLabel } from "@puckeditor/core";
import { Button } from "@/components/ui/button";
import { LibraryImage, MediaPicker, publicMediaPath } from "@/modules/assets/client";
import type { BlockMedia } from "../../pages/blocks/media";

/**
 * The image block's "Choose from the library": the picked file is stored by id with its public
 * address (what the published page shows); publishing records the use, so that address answers.
 */
export function LibraryImageField({
  workspaceSlug,
  value,
  onChange,
  readOnly,
}: {
  workspaceSlug: string;
  value: BlockMedia | null;
  onChange: (value: BlockMedia | null) => void;
  readOnly?: boolean;
}) {
  return (
    <FieldLabel label="Image from the library" el="div" readOnly={readOnly}>
      <div className="flex min-w-0 flex-col gap-2">
        {value ? (
          <span className="flex items-center gap-2 text-sm">
            <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded border bg-muted/50">
              <LibraryImage id={value.id} alt="" className="size-full object-contain" />
            </span>
            <span className="truncate">{value.name || "Chosen image"}</span>
          </span>
        ) : null}
        {readOnly ? null : (
          <span className="flex flex-wrap gap-2">
            <MediaPicker
              value={null}
              label={value ? "Choose another image" : "Choose from the library"}
              onChange={(picked) => onChange(picked ? { id: picked.id, name: picked.name, url: publicMediaPath(workspaceSlug, picked.id) } : null)}
            />
            {value ? (
              <Button type="button" variant="ghost" onClick={() => onChange(null)}>
                Remove
              </Button>
            ) : null}
          </span>
        )}
      </div>
    </FieldLabel>
  );
}

/** The image block in the editor's preview when it shows a library file (through its signed link). */
export function LibraryImagePreview({ media, alt, caption }: { media: BlockMedia; alt: string; caption: string }) {
  return (
    <figure className="aimt-image">
      <LibraryImage id={media.id} alt={alt} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
