"use client";

import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { SESSION_REFETCH_SECONDS } from "@/lib/auth-constants";
import { TRPCReactProvider } from "@/trpc/client";

/**
 * Client providers. The session (spec §4): loading until the first fetch, refetched every 300 s,
 * on window focus and on a broadcast from another tab (next-auth's localStorage message).
 */
export function Providers({ children, authBasePath }: { children: ReactNode; authBasePath: string }) {
  return (
    <SessionProvider basePath={authBasePath} refetchInterval={SESSION_REFETCH_SECONDS} refetchOnWindowFocus>
      <TRPCReactProvider>
        <TooltipProvider delayDuration={300}>
          {children}
          <Toaster />
        </TooltipProvider>
      </TRPCReactProvider>
    </SessionProvider>
  );
}
