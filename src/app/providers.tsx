"use client";

import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { SESSION_REFETCH_SECONDS } from "@/lib/auth-constants";
import type { ConsentState, ProductAnalyticsConfig } from "@/modules/analytics/client";
import { ProductAnalytics } from "@/modules/analytics/views/product-analytics";
import { SessionClient, useSession } from "@/modules/identity/views/session-provider";

/**
 * The error page's view, re-exported so that it belongs to the root layout's client chunk. The error
 * boundaries (app/error, marketing-dashboard/error, global-error) import it from its own module and
 * each is chunked on its own; only a layout's chunk is shared with the segments below it, so without
 * this line each boundary's chunk would carry its own copy of the view on every page's first load.
 */
export { ErrorView } from "@/modules/shell/views/error-view";

/**
 * Client providers every page has. The session (spec §4): loading until the first fetch, refetched
 * every 300 s, on window focus and on a broadcast from another tab (next-auth's localStorage message).
 * No tRPC/React Query provider here: report pages are rendered on the server and don't load it;
 * the pages that ask the API from the browser get it from their route group's layout
 * (src/app/marketing-dashboard/(workspace), (public), auth), and a lazily loaded part (a menu, a
 * dialog) brings its own (`TRPCReactProvider` shares the browser's one QueryClient).
 * No tooltip provider either: a tooltip brings its own (SimpleTooltip).
 */
type Analytics = { config: ProductAnalyticsConfig; consent: ConsentState | null };

export function Providers({ children, authBasePath, analytics }: { children: ReactNode; authBasePath: string; analytics: Analytics }) {
  return (
    <SessionClient basePath={authBasePath} refetchInterval={SESSION_REFETCH_SECONDS}>
      {children}
      <Toaster />
      <SessionAnalytics analytics={analytics} />
    </SessionClient>
  );
}

/** The product's page views and consent banner, told who is signed in (sign-in identifies, sign-out resets). */
function SessionAnalytics({ analytics }: { analytics: Analytics }) {
  const session = useSession();
  const userId = session.status === "loading" ? undefined : (session.data?.user?.id ?? null);
  return <ProductAnalytics config={analytics.config} initialConsent={analytics.consent} userId={userId} />;
}
