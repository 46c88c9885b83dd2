"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { BoardInput, DealListFilters, ListDealsInput } from "../contracts/deals.contracts";
import { applyMove } from "../ui/deals/board-moves";
import { countOf } from "../ui/table/bulk-bar";
import type { MutationExtras } from "@/trpc/mutation-extras";

const dealsWord = (n: number) => countOf(n, "deal", "deals");

/** The deals list, page after page as it scrolls (the previous rows stay while a new filter loads). */
export function useDeals(input: Omit<ListDealsInput, "offset" | "cursor">) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.crm.deals.list.infiniteQueryOptions(input, {
      initialCursor: 0,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  );
}

/** How many deals a filter matches (counted beside the first page, so the list never waits on it). */
export function useDealsCount(filter: DealListFilters) {
  const trpc = useTRPC();
  return useQuery(trpc.crm.deals.count.queryOptions(filter, { placeholderData: keepPreviousData }));
}

/** A pipeline's board: its stages with their cards and totals. */
export function useDealBoard(input: BoardInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.crm.deals.board.queryOptions(input), placeholderData: keepPreviousData });
}

/** A deal with its company, contacts, stage and pipeline. */
export function useDeal(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.crm.deals.get.queryOptions({ id }));
}

/** Reads deals again, and what counts them: pipelines (deals per stage), companies (deals per company), history. */
function useRefreshDeals() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return ({ activities = false }: { activities?: boolean } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.crm.deals.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.crm.pipelines.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.crm.companies.pathKey() }),
      activities && queryClient.invalidateQueries({ queryKey: trpc.crm.activities.pathKey() }),
    ]);
}

export function useCreateDeal(extras: MutationExtras<{ name: string }, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshDeals();
  return useMutation(
    trpc.crm.deals.create.mutationOptions({
      meta: extras.meta,
      onSuccess: async (deal, variables) => {
        toast.success(`Deal ${deal.name} added.`);
        await refresh({ activities: true });
        await extras.onSuccess?.(deal, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export function useUpdateDeal(extras: MutationExtras<unknown, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshDeals();
  return useMutation(
    trpc.crm.deals.update.mutationOptions({
      meta: extras.meta,
      onSuccess: async (deal, variables) => {
        toast.success("Deal saved.");
        await refresh({ activities: true });
        await extras.onSuccess?.(deal, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export function useDeleteDeal(extras: MutationExtras<unknown, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshDeals();
  return useMutation(
    trpc.crm.deals.delete.mutationOptions({
      meta: extras.meta,
      onSuccess: async (data, variables) => {
        toast.success("Deal deleted.");
        await refresh();
        await extras.onSuccess?.(data, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export function useBulkUpdateDeals(extras: MutationExtras<{ updated: number }, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshDeals();
  return useMutation(
    trpc.crm.deals.bulkUpdate.mutationOptions({
      meta: extras.meta,
      onSuccess: async (data, variables) => {
        toast.success(`${dealsWord(data.updated)} updated.`);
        await refresh();
        await extras.onSuccess?.(data, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export function useBulkDeleteDeals(extras: MutationExtras<{ deleted: number }, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshDeals();
  return useMutation(
    trpc.crm.deals.bulkDelete.mutationOptions({
      meta: extras.meta,
      onSuccess: async (data, variables) => {
        toast.success(`${dealsWord(data.deleted)} deleted.`);
        await refresh();
        await extras.onSuccess?.(data, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

/**
 * Moves a card at once on screen (optimistic), saves it, and puts the board back as it was if the
 * save fails. The board is read again once the last of several quick moves is saved.
 */
export function useMoveDeal(board: BoardInput) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.crm.deals.board.queryKey(board);
  return useMutation(
    trpc.crm.deals.move.mutationOptions({
      meta: { silent: true },
      onMutate: async (move) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData(key);
        if (previous) queryClient.setQueryData(key, applyMove(previous, move));
        return { previous };
      },
      onError: (error, _move, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        toast.error("The deal went back where it was", { description: error.message });
      },
      onSettled: async () => {
        if (queryClient.isMutating({ mutationKey: trpc.crm.deals.move.mutationKey() }) > 1) return;
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.crm.deals.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.crm.pipelines.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.crm.activities.pathKey() }),
        ]);
      },
    }),
  );
}
