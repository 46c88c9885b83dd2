"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/client";

/** The campaigns of an ad platform's sources, for the campaign filter. */
export function useReportCampaigns(platform: string, sourceIds: string[]) {
  const trpc = useTRPC();
  return useQuery(trpc.reporting.reports.campaigns.queryOptions({ platform: platform as "google-ads", sourceIds }));
}
