import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { LandingPagesView } from "./landing-pages-view";
import { PageEditorView } from "./page-editor-view";

/** The list, or with ?page=<id> that page's editor (its draft and versions prefetched). */
export async function LandingPagesRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { page } = await searchParams;
  prefetch(trpc.identity.workspaces.current.queryOptions());
  if (typeof page === "string" && /^[0-9a-f-]{36}$/i.test(page)) {
    prefetch(trpc.website.pages.get.queryOptions({ id: page }));
    prefetch(trpc.website.pages.versions.queryOptions({ id: page }));
    return (
      <HydrateClient>
        <PageEditorView id={page} />
      </HydrateClient>
    );
  }
  prefetch(trpc.website.pages.list.queryOptions());
  return (
    <HydrateClient>
      <LandingPagesView />
    </HydrateClient>
  );
}
