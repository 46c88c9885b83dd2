"use client";

import { Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { MediaAllow } from "../../contracts/media.constants";
import { MEDIA_ALLOW } from "../../contracts/media.constants";
import { useMediaUpload, type MediaDetail } from "../../hooks/use-media";

/**
 * "Upload" and the list of files on their way: each with its progress, then done or the reason it was
 * refused. The file chooser offers only the types this use takes; the server checks the bytes anyway.
 */
export function UploadButton({
  use = "library",
  folderId = null,
  onUploaded,
  label = "Upload files",
}: {
  use?: MediaAllow;
  folderId?: string | null;
  onUploaded?: (file: MediaDetail) => void;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploads, busy, clear } = useMediaUpload({ use, folderId, onUploaded });
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <input
        ref={input}
        type="file"
        multiple={use === "library"}
        accept={(MEDIA_ALLOW[use] as readonly string[]).join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = "";
          if (files.length) void upload(files);
        }}
      />
      <Button type="button" variant="outline" onClick={() => input.current?.click()} loading={busy}>
        <Upload aria-hidden /> {label}
      </Button>
      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="flex min-w-0 flex-col gap-2 rounded-md border p-2 text-sm">
          {uploads.map((u, i) => (
            <li key={`${u.name}-${i}`} className="flex min-w-0 flex-col gap-1">
              <span className="truncate">{u.name}</span>
              {u.error ? (
                <span role="alert" className="text-destructive">
                  {u.error}
                </span>
              ) : u.done ? (
                <span className="text-muted-foreground">Uploaded</span>
              ) : (
                <Progress value={Math.round(u.progress * 100)} label={`Uploading ${u.name}`} />
              )}
            </li>
          ))}
          {!busy && (
            <li>
              <Button type="button" variant="ghost" size="sm" onClick={clear}>
                Clear this list
              </Button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
