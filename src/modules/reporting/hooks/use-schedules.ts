"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";

/** The schedules of the report at `path`. */
export function useSchedules(path: string) {
  const trpc = useTRPC();
  return useQuery(trpc.reporting.schedules.list.queryOptions({ path }));
}

export function useRefreshSchedules() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.reporting.schedules.list.pathKey() });
}

/** Schedules a report and says when and to how many; silent, as its form shows the errors. */
export function useCreateSchedule(options: { onSuccess?: () => unknown } = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshSchedules();
  return useMutation(
    trpc.reporting.schedules.create.mutationOptions({
      meta: { silent: true },
      onSuccess: async (s) => {
        toast.success("Report scheduled.", { description: `${s.description} (${s.timeZone}), to ${s.recipients.length} recipient${s.recipients.length === 1 ? "" : "s"}.` });
        await refresh();
        await options.onSuccess?.();
      },
    }),
  );
}

export function useRemoveSchedule() {
  const trpc = useTRPC();
  const refresh = useRefreshSchedules();
  return useMutation(
    trpc.reporting.schedules.remove.mutationOptions({
      onSuccess: async () => {
        toast.success("Schedule removed.");
        await refresh();
      },
    }),
  );
}

/** Queues a send of a schedule now; `readRun` reads its job's run afresh, to follow it. */
export function useSendScheduleNow() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sendNow = useMutation(trpc.reporting.schedules.sendNow.mutationOptions());
  const readRun = (id: string) => queryClient.fetchQuery({ ...trpc.jobs.runs.get.queryOptions({ id }), staleTime: 0 });
  return { sendNow, readRun };
}
