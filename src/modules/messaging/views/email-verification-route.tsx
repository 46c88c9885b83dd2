import { can } from "@/modules/identity";
import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, serverCaller, trpc } from "@/trpc/server";
import { EmailVerificationView } from "./email-verification-view";

/** The email verification page's server half: the run history is fetched ahead for those who may read it. */
export async function EmailVerificationRoute() {
  const workspace = await (await serverCaller()).identity.workspaces.current();
  prefetch(trpc.identity.workspaces.current.queryOptions());
  if (can(workspace.role, "messaging.read")) prefetch(trpc.messaging.verification.list.queryOptions());
  return (
    <HydrateClient>
      <EmailVerificationView />
    </HydrateClient>
  );
}
