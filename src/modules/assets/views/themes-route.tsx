import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { ThemesView } from "./themes-view";

/** Every role reads brand kits (assets.read), so the list is always prefetched; `kit` is the kit to open. */
export async function ThemesRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { kit } = await searchParams;
  prefetch(trpc.identity.workspaces.current.queryOptions());
  prefetch(trpc.assets.brandKits.list.queryOptions());
  prefetch(trpc.ai.providers.get.queryOptions());
  return (
    <HydrateClient>
      <ThemesView initialKitId={typeof kit === "string" ? kit : null} />
    </HydrateClient>
  );
}
