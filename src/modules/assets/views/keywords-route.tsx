import { HydrateClient } from "@/trpc/hydrate";
import { getQueryClient, prefetch, trpc } from "@/trpc/server";
import { keywordListsInput } from "../contracts/keywords.constants";
import { KeywordsView } from "./keywords-view";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The keywords page: `?list=<id>` opens a list, `?new=1` starts one; with neither, the newest list
 * opens (or a new one when there is none). Every role reads lists (assets.read), so they are prefetched.
 */
export async function KeywordsRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  prefetch(trpc.identity.workspaces.current.queryOptions());
  const lists = await getQueryClient().fetchQuery(trpc.assets.items.list.queryOptions(keywordListsInput));
  const asked = typeof params.list === "string" && uuid.test(params.list) ? params.list : null;
  const openId = params.new ? null : (asked ?? lists.items[0]?.id ?? null);
  if (openId) prefetch(trpc.assets.items.get.queryOptions({ id: openId }));
  return (
    <HydrateClient>
      <KeywordsView openId={openId} />
    </HydrateClient>
  );
}
