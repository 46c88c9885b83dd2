import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { CompanyProfileView } from "./company-profile-view";

/** Every role may read the profile (workspace.read), so both queries are always prefetched. */
export async function CompanyProfileRoute() {
  prefetch(trpc.identity.workspaces.current.queryOptions());
  prefetch(trpc.identity.companyProfile.get.queryOptions());
  return (
    <HydrateClient>
      <CompanyProfileView />
    </HydrateClient>
  );
}
