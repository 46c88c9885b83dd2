import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { copyPages, type CopyPageId } from "../ui/copy/copy-pages";
import { CopyAssetsView } from "./copy-assets-view";

type RouteProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every role reads assets (assets.read): the page's list, the brand kits and, when the address names one, the asset. */
export function copyAssetsRoute(pageId: CopyPageId) {
  return async function CopyAssetsRoute({ searchParams }: RouteProps) {
    const { asset } = await searchParams;
    prefetch(trpc.identity.workspaces.current.queryOptions());
    prefetch(trpc.assets.brandKits.list.queryOptions());
    if (typeof asset === "string" && /^[0-9a-f-]{36}$/i.test(asset)) prefetch(trpc.assets.items.get.queryOptions({ id: asset }));
    else prefetch(trpc.assets.items.list.queryOptions({ kinds: [...copyPages[pageId].kinds], statuses: [] }));
    return (
      <HydrateClient>
        <CopyAssetsView pageId={pageId} />
      </HydrateClient>
    );
  };
}
