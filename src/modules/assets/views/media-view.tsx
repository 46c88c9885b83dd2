"use client";

import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { LibraryTabs } from "../ui/library/library-tabs";
import { MediaLibrary } from "../ui/media/media-library";

/** marketing-assets-library?view=media: the media library in the hub. */
export function MediaView() {
  const { data: workspace } = useCurrentWorkspace();
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6">
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Assets library</h1>
        <LibraryTabs current="media" />
      </div>
      <MediaLibrary canEdit={can(workspace.role, "assets.edit")} />
    </div>
  );
}
