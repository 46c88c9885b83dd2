import type { ReactNode } from "react";
import { can } from "@/modules/identity";
import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, serverCaller, trpc } from "@/trpc/server";
import { ExchangeRatesView } from "../ui/fx/exchange-rates-view";

/** The exchange-rates page's server half: the rates are fetched ahead when the role may read them. */
export async function ExchangeRatesRoute({ nav }: { nav: ReactNode }) {
  const workspace = await (await serverCaller()).identity.workspaces.current();
  prefetch(trpc.identity.workspaces.current.queryOptions());
  if (can(workspace.role, "connectors.read")) {
    prefetch(trpc.reporting.fx.pairs.queryOptions());
    prefetch(trpc.reporting.fx.list.queryOptions());
  }
  return (
    <HydrateClient>
      <ExchangeRatesView nav={nav} />
    </HydrateClient>
  );
}
