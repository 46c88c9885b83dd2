import { HydrateClient } from "@/trpc/hydrate";
import { getQueryClient, prefetch, trpc } from "@/trpc/server";
import { contactsListInput, contactsQueryFrom, searchParamsOf } from "../ui/contacts/url-state";
import { CrmListsView } from "./crm-lists-view";
import { crmTabOf } from "./crm-tab-list";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * data/crm-lists: the workspace for the tabs and, on the contacts tab, the table's first page (rows
 * and count) for the filter in the address, so the table paints with its rows and a shared link
 * shows the same contacts.
 */
export async function CrmListsRoute({ searchParams }: { searchParams: SearchParams }) {
  prefetch(trpc.identity.workspaces.current.queryOptions());
  const params = searchParamsOf(await searchParams);
  const tab = crmTabOf(params.get("tab"));
  if (tab === "contacts") {
    const input = contactsListInput(contactsQueryFrom(params));
    await getQueryClient().prefetchInfiniteQuery(
      trpc.crm.contacts.list.infiniteQueryOptions(input, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
    );
  }
  return (
    <HydrateClient>
      <CrmListsView />
    </HydrateClient>
  );
}
