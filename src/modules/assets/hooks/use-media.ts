"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";
import { MEDIA_ALLOW, mediaMaxBytes, type MediaAllow } from "../contracts/media.constants";
import { formatBytes, formatCount } from "@/lib/format";

type Out = inferRouterOutputs<AppRouter>["assets"]["media"];
type In = inferRouterInputs<AppRouter>["assets"]["media"];
export type MediaItem = Out["list"]["items"][number];
export type MediaDetail = Out["get"];
export type MediaFolders = Out["folders"];
export type MediaFilter = Omit<In["list"], "cursor">;

/** A page of the library at a time, newest first, for a folder and search. */
export function useMediaPages(filter: MediaFilter) {
  const trpc = useTRPC();
  return useInfiniteQuery(trpc.assets.media.list.infiniteQueryOptions(filter, { getNextPageParam: (page) => page.nextCursor ?? undefined }));
}

export function useMediaFolders() {
  const trpc = useTRPC();
  return useQuery(trpc.assets.media.folders.queryOptions());
}

/** One file with where it is used (the details panel). */
export function useMediaFile(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.assets.media.get.queryOptions({ id: id ?? "" }), enabled: !!id });
}

function useRefreshMedia() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.assets.media.pathKey() });
}

function useMediaMutation<K extends "update" | "move" | "delete" | "createFolder" | "renameFolder" | "deleteFolder">(
  name: K,
  message: (data: Out[K], input: In[K]) => string,
  extras: MutationExtras<Out[K], In[K]>,
) {
  const trpc = useTRPC();
  const refresh = useRefreshMedia();
  const procedure = trpc.assets.media[name] as unknown as {
    mutationOptions: (o: object) => Parameters<typeof useMutation<Out[K], { message: string }, In[K]>>[0];
  };
  return useMutation(
    procedure.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (data: Out[K], input: In[K]) => {
        await refresh();
        toast.success(message(data, input));
      }, extras),
    }),
  );
}

export const useUpdateMedia = (extras: MutationExtras<Out["update"], In["update"]> = {}) => useMediaMutation("update", () => "File details saved.", extras);
export const useMoveMedia = (extras: MutationExtras<Out["move"], In["move"]> = {}) =>
  useMediaMutation("move", (_d, input) => (input.folderId ? "File moved to the folder." : "File moved out of its folder."), extras);
export const useDeleteMedia = (extras: MutationExtras<Out["delete"], In["delete"]> = {}) => useMediaMutation("delete", () => "File deleted.", extras);
export const useCreateFolder = (extras: MutationExtras<Out["createFolder"], In["createFolder"]> = {}) =>
  useMediaMutation("createFolder", (f) => `Folder “${f.name}” created.`, extras);
export const useRenameFolder = (extras: MutationExtras<Out["renameFolder"], In["renameFolder"]> = {}) =>
  useMediaMutation("renameFolder", (f) => `Folder renamed to “${f.name}”.`, extras);
export const useDeleteFolder = (extras: MutationExtras<Out["deleteFolder"], In["deleteFolder"]> = {}) =>
  useMediaMutation("deleteFolder", () => "Folder deleted. Its files are still in the library.", extras);

export type UploadState = { name: string; progress: number; error: string | null; done: boolean };

/** The PUT to the signed link, with its progress (fetch can't report an upload's progress). */
function putWithProgress(link: { url: string; method: string; headers: Record<string, string> }, file: File, onProgress: (share: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(link.method, link.url);
    for (const [name, value] of Object.entries(link.headers)) if (name.toLowerCase() !== "content-length") xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(xhr.responseText.trim() || "The upload didn't complete. Try again."));
    xhr.onerror = () => reject(new Error("The upload was interrupted. Check your connection and try again."));
    xhr.send(file);
  });
}

/**
 * Uploads files one after another: a link from the server, the bytes straight to storage with their
 * progress, then the server checks what arrived. Each file's state is kept for the progress list.
 */
export function useMediaUpload(opts: { use?: MediaAllow; folderId?: string | null; onUploaded?: (file: MediaDetail) => void } = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshMedia();
  const create = useMutation(trpc.assets.media.createUpload.mutationOptions({ meta: { silent: true } }));
  const complete = useMutation(trpc.assets.media.completeUpload.mutationOptions({ meta: { silent: true } }));
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const use = opts.use ?? "library";
  const allow = MEDIA_ALLOW[use] as readonly string[];

  const patch = (index: number, change: Partial<UploadState>) => setUploads((list) => list.map((u, i) => (i === index ? { ...u, ...change } : u)));

  async function uploadOne(file: File, index: number): Promise<boolean> {
    try {
      if (file.type === "image/svg+xml" || /\.svgz?$/i.test(file.name))
        throw new Error("SVG images can't be uploaded, because they can contain script. Save the image as PNG and upload that.");
      if (file.type && !allow.includes(file.type)) {
        throw new Error(use === "images" ? "Upload a PNG, JPEG, WebP or GIF image." : "Upload an image (PNG, JPEG, WebP, GIF), a video (MP4, WebM) or a PDF.");
      }
      if (file.size > mediaMaxBytes(file.type))
        throw new Error(`This file is larger than ${formatBytes(mediaMaxBytes(file.type))}, the most this upload takes. Choose a smaller file.`);
      const link = await create.mutateAsync({
        contentType: (file.type || "application/octet-stream") as In["createUpload"]["contentType"],
        bytes: file.size,
        use,
      });
      await putWithProgress(link, file, (share) => patch(index, { progress: share }));
      const saved = await complete.mutateAsync({ key: link.key, name: file.name, folderId: opts.folderId ?? null, use });
      patch(index, { progress: 1, done: true });
      opts.onUploaded?.(saved);
      return true;
    } catch (error) {
      patch(index, { error: (error as Error).message, done: true });
      return false;
    }
  }

  async function upload(files: File[]) {
    const start = uploads.length;
    setUploads((list) => [...list, ...files.map((f) => ({ name: f.name, progress: 0, error: null, done: false }))]);
    let stored = 0;
    for (const [i, file] of files.entries()) if (await uploadOne(file, start + i)) stored++;
    await refresh();
    if (stored) toast.success(stored === 1 ? "1 file uploaded." : `${formatCount(stored)} files uploaded.`);
  }

  return { upload, uploads, busy: uploads.some((u) => !u.done), clear: () => setUploads((list) => list.filter((u) => !u.done)) };
}
