import { can } from "@/modules/identity";
import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, serverCaller, trpc } from "@/trpc/server";
import { SubscriptionView } from "./subscription-view";

export async function SubscriptionRoute() {
  const workspace = await (await serverCaller()).identity.workspaces.current();
  prefetch(trpc.identity.workspaces.current.queryOptions());
  if (can(workspace.role, "billing.read")) prefetch(trpc.billing.overview.queryOptions());
  return (
    <HydrateClient>
      <SubscriptionView />
    </HydrateClient>
  );
}
