"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
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
        toast.success("Report scheduled.", {
          description: `${s.description} (${s.timeZone}), to ${s.recipients.length} recipient${s.recipients.length === 1 ? "" : "s"}.`,
        });
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

/**
 * "Send now" of the schedule `id` (to `recipients`, said as "2 recipients"): queues the send, then
 * follows its run until it is mailed or has failed, saying so; `progress` is the run's last message.
 */
export function useSendScheduleNow(id: string, recipients: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshSchedules();
  const sendNow = useMutation(trpc.reporting.schedules.sendNow.mutationOptions());
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function send() {
    setSending(true);
    let queued = false;
    try {
      const { runId } = await sendNow.mutateAsync({ id });
      queued = true;
      while (mounted.current) {
        const run = await queryClient.fetchQuery({ ...trpc.jobs.runs.get.queryOptions({ id: runId }), staleTime: 0 });
        setProgress(run.message);
        if (run.status === "succeeded") {
          toast.success("Report sent.", { description: `Mailed to ${recipients}.` });
          break;
        }
        if (run.status === "failed") {
          toast.error("The report wasn't sent.", { description: run.error ?? undefined });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    } catch (error) {
      // A refused send was shown by the app's mutation handler; this is losing track of a queued one.
      if (queued)
        toast.info("The report is being sent.", { description: `Its progress couldn't be read (${(error as Error).message}). Check “Last sent” in a minute.` });
    } finally {
      setSending(false);
      setProgress(null);
      void refresh();
    }
  }

  return { send, sending, progress };
}
