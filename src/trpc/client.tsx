"use client";

import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, loggerLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";
import superjson from "superjson";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { SUBSCRIPTION_HREF } from "@/modules/billing/client";
import { MAX_BATCH_ITEMS } from "./batch";
import { limitReached, makeQueryClient } from "./query-client";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;

function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  // A mutation that fails says why, unless its caller shows the error itself (meta.silent).
  // A limit reached offers the way to raise it.
  browserQueryClient ??= makeQueryClient({
    onMutationError: (error, silent) =>
      !silent && toast.error(error.message, limitReached(error) ? { action: { label: "See plans and add-ons", href: SUBSCRIPTION_HREF } } : undefined),
  });
  return browserQueryClient;
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        // Spec §7: failed responses are logged on the client.
        loggerLink({ enabled: (op) => op.direction === "down" && op.result instanceof Error }),
        httpBatchLink({ url: "/api/trpc", transformer: superjson, headers: { "x-trpc-source": "web" }, maxItems: MAX_BATCH_ITEMS }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
