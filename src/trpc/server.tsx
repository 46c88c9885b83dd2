import "server-only";
import { createTRPCOptionsProxy, type TRPCQueryOptions } from "@trpc/tanstack-react-query";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { appRouter } from "@/server/trpc/app-router";
import { createContext } from "@/server/trpc/context";
import { makeQueryClient } from "./query-client";

/** One query client per server request. */
export const getQueryClient = cache(makeQueryClient);

const createRscContext = cache(async () => createContext({ cookies: await cookies(), headers: await headers() }));

/** Query options for server components: `prefetch(trpc.home.checklist.queryOptions())`. */
export const trpc = createTRPCOptionsProxy({ ctx: createRscContext, router: appRouter, queryClient: getQueryClient });

/** A direct server-side caller (for layouts that need data to decide what to render). */
export const serverCaller = cache(async () => appRouter.createCaller(await createRscContext()));

/**
 * A server action's caller, with the request id its procedures log under: the reference that an
 * unexpected error's message gives (action-error.ts), as the API's answers do.
 */
export async function actionCaller() {
  const ctx = await createRscContext();
  return { caller: appRouter.createCaller(ctx), requestId: ctx.requestId };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function prefetch<T extends ReturnType<TRPCQueryOptions<any>>>(queryOptions: T): void {
  void getQueryClient().prefetchQuery(queryOptions);
}
