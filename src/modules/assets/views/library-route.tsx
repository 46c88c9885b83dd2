import { HydrateClient } from "@/trpc/hydrate";
import { getQueryClient, prefetch, trpc } from "@/trpc/server";
import { libraryFilters, libraryQueryFrom } from "../ui/library/library-query";
import { LibraryView } from "./library-view";
import { MediaView } from "./media-view";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of each parameter, as URLSearchParams reads them. */
function paramsOf(raw: Record<string, string | string[] | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params;
}

/**
 * marketing-assets-library: the first page and counts for the filters in the address, my recent
 * assets, the brand kits and the authors the filters offer, so the hub paints with its list. With
 * `view=media`, the media library's first page and folders instead.
 */
export async function LibraryRoute({ searchParams }: { searchParams: SearchParams }) {
  const params = paramsOf(await searchParams);
  if (params.get("view") === "media") {
    prefetch(trpc.assets.media.folders.queryOptions());
    await getQueryClient().prefetchInfiniteQuery(trpc.assets.media.list.infiniteQueryOptions({}, { getNextPageParam: (page) => page.nextCursor ?? undefined }));
    return (
      <HydrateClient>
        <MediaView />
      </HydrateClient>
    );
  }
  const filters = libraryFilters(libraryQueryFrom(params));
  prefetch(trpc.assets.brandKits.list.queryOptions());
  prefetch(trpc.assets.items.counts.queryOptions(filters));
  prefetch(trpc.assets.items.recent.queryOptions());
  prefetch(trpc.assets.items.authors.queryOptions());
  await getQueryClient().prefetchInfiniteQuery(
    trpc.assets.items.list.infiniteQueryOptions(filters, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );
  return (
    <HydrateClient>
      <LibraryView />
    </HydrateClient>
  );
}
