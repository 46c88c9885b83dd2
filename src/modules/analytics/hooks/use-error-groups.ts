"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";
import { useTRPC } from "@/trpc/client";
import type { ErrorStatus } from "../contracts/errors.constants";

/** The workspace's error groups of a status (admins only: the section asks only when the role allows). */
export function useErrorGroups(status: ErrorStatus, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.analytics.errors.list.queryOptions({ status }), enabled });
}

/** One group's last stack and replay metadata. */
export function useErrorGroup(groupId: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.analytics.errors.get.queryOptions({ groupId: groupId ?? "" }), enabled: groupId !== null });
}

const said: Record<ErrorStatus, string> = { open: "The error is open again.", resolved: "Marked as resolved.", ignored: "The error is ignored." };

/** Resolves, ignores or reopens a group; the lists and the group are read again. */
export function useSetErrorStatus(extras: MutationExtras<{ id: string; status: ErrorStatus }, { groupId: string; status: ErrorStatus }> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.analytics.errors.setStatus.mutationOptions({
      meta: extras.meta,
      onSuccess: thenCaller(async (row) => {
        toast.success(said[row.status]);
        await queryClient.invalidateQueries({ queryKey: trpc.analytics.errors.pathKey() });
      }, extras),
      onError: extras.onError,
    }),
  );
}
