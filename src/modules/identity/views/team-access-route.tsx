import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, serverCaller, trpc } from "@/trpc/server";
import { can } from "../permissions";
import { TeamAccessView } from "./team-access-view";

/** Prefetches what the person's role lets the page show (never a query that would be refused). */
export async function TeamAccessRoute() {
  const workspace = await (await serverCaller()).identity.workspaces.current();
  prefetch(trpc.identity.workspaces.current.queryOptions());
  if (can(workspace.role, "members.read")) {
    prefetch(trpc.identity.members.seats.queryOptions());
    prefetch(trpc.identity.members.list.queryOptions());
  }
  if (can(workspace.role, "members.manage")) prefetch(trpc.identity.invitations.list.queryOptions());
  return (
    <HydrateClient>
      <TeamAccessView />
    </HydrateClient>
  );
}
