import { GuidesView } from "@/modules/guides/views/guides-view";
import { metadataFor } from "@/modules/shell";
import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/guides-and-references");

export default function Page() {
  prefetch(trpc.guides.list.queryOptions());
  return (
    <HydrateClient>
      <GuidesView />
    </HydrateClient>
  );
}
