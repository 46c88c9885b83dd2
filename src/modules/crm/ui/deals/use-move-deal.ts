"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { BoardInput } from "../../contracts/deals.contracts";
import { applyMove } from "./board-moves";

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
