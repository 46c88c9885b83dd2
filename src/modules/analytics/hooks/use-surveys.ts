"use client";

import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";
import { useTRPC } from "@/trpc/client";
import type { SurveyAudience } from "../contracts/surveys.constants";

type Out = inferRouterOutputs<AppRouter>["analytics"]["surveys"];
type In = inferRouterInputs<AppRouter>["analytics"]["surveys"];
export type SurveyRow = Out["list"][number];
export type StoredSurvey = Out["get"];
export type SurveyResults = Out["results"];

/** The procedures of one audience: the workspace's site surveys, or the product's own in-app surveys. */
function useSurveyApi(audience: SurveyAudience) {
  const trpc = useTRPC();
  return audience === "site" ? trpc.analytics.surveys : trpc.analytics.productSurveys;
}

export function useSurveys(audience: SurveyAudience) {
  const api = useSurveyApi(audience);
  return useQuery(api.list.queryOptions());
}

export function useSurvey(audience: SurveyAudience, id: string | null) {
  const api = useSurveyApi(audience);
  return useQuery({ ...api.get.queryOptions({ id: id ?? "" }), enabled: id !== null });
}

/** The members a detractor's follow-up can go to (asked for by editors only). */
export function useSurveyAssignees(audience: SurveyAudience, enabled: boolean) {
  const api = useSurveyApi(audience);
  return useQuery({ ...api.assignees.queryOptions(), enabled });
}

export function useSurveyResults(audience: SurveyAudience, id: string) {
  const api = useSurveyApi(audience);
  return useQuery(api.results.queryOptions({ id }));
}

/** Fetches the responses' CSV on demand and hands it to the browser as a download. */
export function useDownloadSurveyCsv(audience: SurveyAudience) {
  const api = useSurveyApi(audience);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { filename, csv } = await queryClient.fetchQuery({ ...api.csv.queryOptions({ id }), staleTime: 0 });
      const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: filename });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}

function useRefresh(audience: SurveyAudience) {
  const api = useSurveyApi(audience);
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: api.pathKey() });
}

export function useSaveSurvey(audience: SurveyAudience, extras: MutationExtras<Out["save"], In["save"]> = {}) {
  const api = useSurveyApi(audience);
  const refresh = useRefresh(audience);
  return useMutation(
    api.save.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (row: Out["save"], input: In["save"]) => {
        await refresh();
        toast.success(input.id ? "Survey saved." : `Survey “${row.name}” created as a draft.`);
      }, extras),
    }),
  );
}

export function useSetSurveyStatus(audience: SurveyAudience, extras: MutationExtras<Out["launch"], In["launch"] & { status: "running" | "stopped" }> = {}) {
  const api = useSurveyApi(audience);
  const refresh = useRefresh(audience);
  const launch = useMutation(api.launch.mutationOptions());
  const stop = useMutation(api.stop.mutationOptions());
  return useMutation({
    meta: extras.meta,
    mutationFn: (input: In["launch"] & { status: "running" | "stopped" }) => (input.status === "running" ? launch : stop).mutateAsync({ id: input.id }),
    onError: extras.onError,
    onSuccess: thenCaller(async (row: Out["launch"]) => {
      await refresh();
      toast.success(
        row.status === "running"
          ? row.ended
            ? `“${row.name}” is launched, but its end date has passed: change it to show it again.`
            : `“${row.name}” is live.`
          : `“${row.name}” is stopped. Its answers stay here.`,
      );
    }, extras),
  });
}

export function useDeleteSurvey(audience: SurveyAudience, extras: MutationExtras<Out["delete"], In["delete"]> = {}) {
  const api = useSurveyApi(audience);
  const refresh = useRefresh(audience);
  return useMutation(
    api.delete.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (row: Out["delete"]) => {
        await refresh();
        toast.success(`Survey “${row.name}” deleted.`);
      }, extras),
    }),
  );
}
