import { redirect } from "next/navigation";
import { HydrateClient } from "@/trpc/hydrate";
import { getQueryClient, prefetch, trpc } from "@/trpc/server";
import { copyAssetKinds } from "../contracts/items.constants";
import { creativeFamilyPath, type CreativeFamily } from "../contracts/creatives.constants";
import { CreativesView } from "./creatives-view";

type RouteProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A creative page: the brand kits, the copy assets its words can come from and, with `?asset=<id>`, the
 * saved set (a set of the other family is sent on to its own page).
 */
export function creativesRoute(family: CreativeFamily) {
  return async function CreativesRoute({ searchParams }: RouteProps) {
    const { asset } = await searchParams;
    const assetId = typeof asset === "string" && uuid.test(asset) ? asset : null;
    prefetch(trpc.identity.workspaces.current.queryOptions());
    prefetch(trpc.assets.brandKits.list.queryOptions());
    prefetch(trpc.assets.items.list.queryOptions({ kinds: [...copyAssetKinds], statuses: [] }));
    if (assetId) {
      const set = await getQueryClient()
        .fetchQuery(trpc.assets.creatives.get.queryOptions({ id: assetId }))
        .catch(() => null);
      if (set && set.fields.family !== family) redirect(`${creativeFamilyPath[set.fields.family]}?asset=${assetId}`);
    }
    return (
      <HydrateClient>
        <CreativesView family={family} assetId={assetId} />
      </HydrateClient>
    );
  };
}
