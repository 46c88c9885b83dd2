import { siteUrl } from "@/env";
import { InviteView } from "@/modules/identity/views/invite-view";
import { pageHead } from "@/modules/shell/page-head";
import { DEFAULT_ROUTE } from "@/modules/shell/routes";
import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";

export const dynamic = "force-dynamic";
export const generateMetadata = () => pageHead({ ...DEFAULT_ROUTE, path: "/invite" }, siteUrl());

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  prefetch(trpc.identity.invitations.inspect.queryOptions({ token }));
  return (
    <HydrateClient>
      <InviteView token={token} />
    </HydrateClient>
  );
}
