"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import { formatDay, plural } from "../ui/format";

/** How often a page with a sync running looks again. */
const POLL_MS = 1500;

/** Every platform, connection and source; looks again while a sync runs. */
export function useConnectionsOverview() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.connectors.overview.queryOptions(),
    refetchInterval: (q) => (q.state.data?.sources.some((s) => s.health === "syncing") ? POLL_MS : false),
  });
}

/** After anything changes a connection or source (or a CSV upload wrote rows): read the module again. */
export function useRefreshConnectors() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.connectors.pathKey() });
}

/**
 * Starts a platform's sign-in and sends the browser there. Silent: the caller shows the error
 * (beside the field of its dialog, or as a toast).
 */
export function useStartConnect() {
  const trpc = useTRPC();
  return useMutation({ ...trpc.connectors.connections.start.mutationOptions({ onSuccess: ({ url }) => window.location.assign(url) }), meta: { silent: true } });
}

export function useDisconnect(label: string) {
  const trpc = useTRPC();
  const refresh = useRefreshConnectors();
  return useMutation(
    trpc.connectors.connections.disconnect.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.success(`${label} was disconnected.`);
      },
    }),
  );
}

/** The accounts a connection may read, as the platform lists them. */
export function useConnectionAccounts(connectionId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.connectors.connections.accounts.queryOptions({ connectionId }));
}

export function useAddSources(options: { onSuccess?: () => void } = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshConnectors();
  return useMutation(
    trpc.connectors.sources.add.mutationOptions({
      onSuccess: async ({ added }) => {
        await refresh();
        toast.success(
          added === 0 ? "Those accounts were already added." : `${plural(added, "source")} added. The first sync brings in up to 2 years of history.`,
        );
        options.onSuccess?.();
      },
    }),
  );
}

/** Sync now, pause or resume, and remove, for the source named `name`. */
export function useSourceActions(name: string) {
  const trpc = useTRPC();
  const refresh = useRefreshConnectors();
  const sync = useMutation(trpc.connectors.sources.sync.mutationOptions({ onSuccess: async () => (await refresh(), toast.success(`Syncing ${name}.`)) }));
  const pause = useMutation(
    trpc.connectors.sources.setPaused.mutationOptions({
      onSuccess: async (row) => (
        await refresh(),
        toast.success(row.status === "paused" ? `${name} is paused: no syncs until you resume it.` : `${name} syncs again.`)
      ),
    }),
  );
  const remove = useMutation(
    trpc.connectors.sources.remove.mutationOptions({ onSuccess: async () => (await refresh(), toast.success(`${name} and its data were removed.`)) }),
  );
  return { sync, pause, remove };
}

/** Re-pulls a range of days of the source named `name`; the form shows its own errors, so it is silent. */
export function useResyncRange(name: string) {
  const trpc = useTRPC();
  const refresh = useRefreshConnectors();
  return useMutation({
    ...trpc.connectors.sources.resync.mutationOptions({
      onSuccess: async (_, range) => {
        await refresh();
        toast.success(`Re-syncing ${name} from ${formatDay(range.start)} to ${formatDay(range.end)}.`);
      },
    }),
    meta: { silent: true },
  });
}

/** A source's last syncs; looks again while one runs. */
export function useSourceRuns(sourceId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.connectors.sources.runs.queryOptions({ sourceId }),
    refetchInterval: (q) => (q.state.data?.some((r) => r.status === "queued" || r.status === "running") ? 1500 : false),
  });
}
