"use client";

import type { ReactNode } from "react";
import { Lock } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { FxOverridesCard } from "./fx-overrides-card";
import { FxPairsCard } from "./fx-pairs-card";

/**
 * The exchange-rates page (a tab of the connections pages, whose tabs come in as `nav`): the rate
 * reports use for each currency, and the workspace's own rates, which override the reference ones.
 */
export function ExchangeRatesView({ nav }: { nav: ReactNode }) {
  const { data: workspace } = useCurrentWorkspace();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Exchange rates</h1>
          <p className="text-muted-foreground">How reports convert amounts in other currencies into your workspace currency, and your own rates.</p>
        </div>
        {nav}
      </header>
      {can(workspace.role, "connectors.read") ? (
        <>
          <FxPairsCard />
          <FxOverridesCard />
        </>
      ) : (
        <EmptyState
          icon={Lock}
          title="Exchange rates aren't part of your role"
          description="Ask a workspace admin which rates your reports use."
          headingLevel="h2"
        />
      )}
    </div>
  );
}
