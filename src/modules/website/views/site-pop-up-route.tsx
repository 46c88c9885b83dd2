import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { SitePopUpView } from "./site-pop-up-view";

/** Every role reads pop-ups (website.read): the list with its numbers and brand kits, and the install snippet, are prefetched; `popup` is the one to open. */
export async function SitePopUpRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { popup } = await searchParams;
  prefetch(trpc.identity.workspaces.current.queryOptions());
  prefetch(trpc.website.popups.list.queryOptions());
  prefetch(trpc.website.popups.snippet.queryOptions());
  const initial = typeof popup === "string" && (popup === "new" || /^[0-9a-f-]{36}$/i.test(popup)) ? popup : null;
  return (
    <HydrateClient>
      <SitePopUpView initialPopup={initial} />
    </HydrateClient>
  );
}
