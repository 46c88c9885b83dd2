"use client";

import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { SESSION_REFETCH_SECONDS } from "@/lib/auth-constants";
import { SessionClient } from "@/modules/identity/session";
import { TRPCReactProvider } from "@/trpc/client";

/**
 * Client providers. The session (spec §4): loading until the first fetch, refetched every 300 s,
 * on window focus and on a broadcast from another tab (next-auth's localStorage message).
 * No tooltip provider here: a tooltip brings its own (SimpleTooltip), so pages without one don't
 * load Radix Tooltip.
 */
export function Providers({ children, authBasePath }: { children: ReactNode; authBasePath: string }) {
  return (
    <SessionClient basePath={authBasePath} refetchInterval={SESSION_REFETCH_SECONDS}>
      <TRPCReactProvider>
        {children}
        <Toaster />
      </TRPCReactProvider>
    </SessionClient>
  );
}
