"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";
import type { CreativeSizeId } from "../contracts/creatives.constants";
import type { CreativeForm } from "../contracts/creatives.contracts";

type Out = inferRouterOutputs<AppRouter>["assets"]["creatives"];
type In = inferRouterInputs<AppRouter>["assets"]["creatives"];
export type RenderedSize = Out["render"];
export type CreativeSet = Out["get"];

/** A saved creative set with links to its images (prefetched by the route when the address names it). */
export function useCreativeSet(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.assets.creatives.get.queryOptions({ id: id ?? "" }), enabled: Boolean(id) });
}

export type SizeResult = { status: "waiting" | "rendering" } | { status: "done"; result: RenderedSize } | { status: "failed"; message: string };

/**
 * Renders the form's creative at each size in turn (the server renders one at a time, in order with
 * everyone else's), keeping each size's result as it arrives so the page shows its progress.
 */
export function useRenderSizes() {
  const trpc = useTRPC();
  const render = useMutation(trpc.assets.creatives.render.mutationOptions({ meta: { silent: true } }));
  const [results, setResults] = useState<Partial<Record<CreativeSizeId, SizeResult>>>({});
  const [running, setRunning] = useState(false);

  async function run(form: CreativeForm, sizes: readonly CreativeSizeId[]) {
    setRunning(true);
    setResults(Object.fromEntries(sizes.map((s) => [s, { status: "waiting" }])));
    try {
      for (const size of sizes) {
        setResults((r) => ({ ...r, [size]: { status: "rendering" } }));
        try {
          const result = await render.mutateAsync({ ...form, size });
          setResults((r) => ({ ...r, [size]: { status: "done", result } }));
        } catch (error) {
          setResults((r) => ({ ...r, [size]: { status: "failed", message: (error as Error).message } }));
        }
      }
    } finally {
      setRunning(false);
    }
  }

  const done = Object.values(results).filter((r) => r.status === "done" || r.status === "failed").length;
  return { run, results, running, done, total: Object.keys(results).length };
}

export function useSaveCreativeSet(extras: MutationExtras<Out["save"], In["save"]> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.assets.creatives.save.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (saved: Out["save"]) => {
        queryClient.setQueryData(trpc.assets.creatives.get.queryKey({ id: saved.id }), saved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.assets.items.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.assets.media.pathKey() }),
        ]);
        toast.success(saved.currentVersion > 1 ? `Creative set saved as version ${saved.currentVersion}.` : "Creative set saved to the library.");
      }, extras),
    }),
  );
}

/** Words written by AI for the creative (one of the month's AI generations). */
export function useWriteCreativeCopy(extras: MutationExtras<Out["write"], In["write"]> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.assets.creatives.write.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.assets.generate.allowance.queryKey() });
        toast.success("Headline and body text written. Edit them as you like.");
      }, extras),
    }),
  );
}

/** Reads a copy asset's current fields (for taking its words into a creative). */
export function useLoadAssetFields() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (id: string) => queryClient.fetchQuery(trpc.assets.items.get.queryOptions({ id }));
}
