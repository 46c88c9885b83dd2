import { HydrateClient } from "@/trpc/hydrate";
import { getQueryClient, trpc } from "@/trpc/server";
import { Markdown } from "../markdown";
import { GuidesView } from "./guides-view";

/**
 * Prefetches the guides and draws each one's Markdown here, on the server (react-markdown never
 * ships to the browser); the client view shows the one chosen and filters the list.
 */
export async function GuidesRoute() {
  const guides = await getQueryClient().fetchQuery(trpc.guides.list.queryOptions());
  const bodies = Object.fromEntries(guides.map((g) => [g.slug, <Markdown key={g.slug} source={g.body} className="max-w-prose" />]));
  return (
    <HydrateClient>
      <GuidesView bodies={bodies} />
    </HydrateClient>
  );
}
