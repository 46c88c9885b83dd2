"use client";

import { Lock, Plug } from "lucide-react";
import dynamic from "next/dynamic";
import { ConnectionsTabs } from "../ui/connections-tabs";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { useConnectionsOverview } from "../hooks/use-connections";
import type { ConnectionsScope } from "../links";
import { kindGroups } from "../ui/format";
import { LocalSources } from "../ui/local-sources";
import { PlatformCard } from "../ui/platform-card";
import { useNow } from "../ui/time-text";
import type { Access, Overview } from "../ui/types";
import { useConnectReturn } from "../ui/use-connect-return";

const cardLoading = () => <Skeleton className="h-40 w-full" />;
/**
 * The last section (CSV uploads) is below the fold and reads its own data in the browser: its own
 * chunk, loaded once the page is up, with its dialogs, forms and selects. The account picker opens
 * on a click (or on the sign-in's return), so it is one too.
 */
const CsvSourcesCard = dynamic(() => import("../ui/csv/csv-sources-card").then((m) => m.CsvSourcesCard), { ssr: false, loading: cardLoading });
const AccountPickerDialog = dynamic(() => import("../ui/account-picker-dialog").then((m) => m.AccountPickerDialog), { ssr: false });

const copy = {
  all: {
    title: "Connections and sources",
    description:
      "Connect your ad, analytics, SEO, email, store and social accounts. Each account you add is a source: it syncs every day, and its numbers feed your reports.",
  },
  ads: {
    title: "Ad platform connections",
    description:
      "Connect Google, Microsoft, LinkedIn, Meta and Instagram ad accounts. Spend, clicks and conversions sync every day into your paid media reports.",
  },
} as const;

/**
 * settings/data-settings/marketing-reporting-tools/connections-and-sources (and /ads, the same page
 * limited to the ad platforms): every platform, its connections and its sources, with live sync progress.
 */
export function ConnectionsView({ scope, siteUrl }: { scope: ConnectionsScope; siteUrl: string }) {
  const { data: workspace } = useCurrentWorkspace();
  if (!can(workspace.role, "connectors.read")) {
    return (
      <EmptyState
        icon={Lock}
        title="Data connections aren't part of your role"
        description="Ask a workspace admin which platforms are connected."
        headingLevel="h2"
      />
    );
  }
  const access: Access = { canSync: can(workspace.role, "connectors.sync"), canManage: can(workspace.role, "connectors.manage") };
  return <Connections scope={scope} siteUrl={siteUrl} access={access} />;
}

function Connections({ scope, siteUrl, access }: { scope: ConnectionsScope; siteUrl: string; access: Access }) {
  const now = useNow();
  // While a source syncs, the hook asks for progress every 1.5 s.
  const overview = useConnectionsOverview();
  const picker = usePicker(overview.data, access);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{copy[scope].title}</h1>
          <p className="text-muted-foreground">{copy[scope].description}</p>
        </div>
        <ConnectionsTabs current={scope} />
        {!access.canManage ? (
          <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {access.canSync
              ? "Owners and admins connect platforms and add or remove sources. You can sync, re-sync and pause sources."
              : "Owners and admins connect platforms and manage sources; members sync them. You can see their health and history."}
          </p>
        ) : null}
      </header>

      {overview.isPending ? (
        <LoadingCards />
      ) : overview.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-4 text-sm">
          <span className="text-destructive">The connections didn&apos;t load. {overview.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Platforms overview={overview.data} scope={scope} access={access} siteUrl={siteUrl} now={now} onPickAccounts={picker.open} />
      )}

      <AccountPickerDialog connectionId={picker.connectionId} platform={picker.platform} onClose={picker.close} />
    </div>
  );
}

function Platforms(props: { overview: Overview; scope: ConnectionsScope; access: Access; siteUrl: string; now: Date; onPickAccounts: (id: string) => void }) {
  const { overview, scope } = props;
  const groups = kindGroups.filter((g) => scope === "all" || g.kind === "ppc");
  const inScope = overview.platforms.filter((p) => scope === "all" || p.kind === "ppc");
  const anyConnected = overview.connections.some((c) => inScope.some((p) => p.id === c.platform));
  const anyEnabled = inScope.some((p) => p.enabled);
  const local = overview.sources.filter((s) => !overview.platforms.some((p) => p.id === s.platform));
  return (
    <>
      {!anyConnected ? (
        <EmptyState
          icon={Plug}
          title={scope === "ads" ? "No ad platform connected yet" : "Nothing connected yet"}
          description={
            !anyEnabled
              ? 'No platform can be connected on this server yet. Each card below has the step for the person who runs it, under "For your administrator".'
              : props.access.canManage
                ? "Connect a platform below, sign in there, and pick the accounts to sync. The first sync brings in up to 2 years of history."
                : "An owner or admin connects platforms; their numbers then appear here and in your reports."
          }
          headingLevel="h2"
        />
      ) : null}
      {groups.map((g) => {
        const list = inScope.filter((p) => p.kind === g.kind);
        if (list.length === 0) return null;
        return (
          <section key={g.kind} aria-labelledby={`group-${g.kind}`} className="flex flex-col gap-3">
            <h2 id={`group-${g.kind}`} className="text-lg font-semibold">
              {g.label}
            </h2>
            {list.map((p) => (
              <PlatformCard
                key={p.id}
                platform={p}
                connections={overview.connections.filter((c) => c.platform === p.id)}
                sources={overview.sources.filter((s) => s.platform === p.id)}
                access={props.access}
                siteUrl={props.siteUrl}
                now={props.now}
                onPickAccounts={props.onPickAccounts}
              />
            ))}
          </section>
        );
      })}
      {scope === "all" && local.length > 0 ? <LocalSources sources={local} access={props.access} now={props.now} /> : null}
      {scope === "all" ? (
        <section aria-label="CSV uploads" className="flex flex-col gap-3">
          <CsvSourcesCard />
        </section>
      ) : null}
    </>
  );
}

/** The account picker: opened by the sign-in's return (a first connect), or by "Add accounts". */
function usePicker(overview: Overview | undefined, access: Access) {
  const returnedId = useConnectReturn();
  const [manual, setManual] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  // Decided once, when the overview is first there: a connection that already has sources was a
  // reconnect (said with a toast); a new one opens the picker.
  const [arrival, setArrival] = useState<{ id: string; reconnect: boolean } | null>(null);
  if (returnedId && overview && arrival === null) {
    setArrival({ id: returnedId, reconnect: overview.sources.some((s) => s.connectionId === returnedId) });
  }
  const reconnectedPlatform = arrival?.reconnect
    ? overview?.platforms.find((p) => p.id === overview.connections.find((c) => c.id === arrival.id)?.platform)
    : undefined;
  const reconnectedName = arrival?.reconnect ? (reconnectedPlatform?.name ?? "The platform") : null;
  useEffect(() => {
    if (reconnectedName) toast.success(`${reconnectedName} is connected again. Syncs carry on.`, { id: "reconnected" });
  }, [reconnectedName]);

  const connectionId = manual ?? (arrival && !arrival.reconnect && !dismissed && access.canManage ? arrival.id : null);
  const connection = overview?.connections.find((c) => c.id === connectionId);
  return {
    connectionId,
    platform: overview?.platforms.find((p) => p.id === connection?.platform),
    open: setManual,
    close: () => {
      setManual(null);
      setDismissed(true);
    },
  };
}

function LoadingCards() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Loading connections">
      <Skeleton className="h-6 w-24" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  );
}
