"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useSyncExternalStore } from "react";
import type { ConsentState } from "../consent/consent";
import { anySinkConfigured, type ProductAnalyticsConfig } from "../contracts/product-analytics.constants";
import { ConsentBanner } from "../ui/product-analytics/consent-banner";
import { currentConsent, subscribeConsent } from "../ui/product-analytics/consent-store";
import { createSinks, type PosthogClient, type Sinks, type TagWindow } from "../ui/product-analytics/sinks";

/**
 * The product's own measurement, mounted once by the root layout's providers: the consent banner and
 * exactly one page view per route change (pathname + query) to each configured sink, each only with
 * the visitor's consent (sinks.ts). The tags and posthog-js load after the first paint, and only once
 * allowed. With no sink configured it renders nothing: there is nothing to ask about.
 */

let sinks: Sinks | null = null;
function sinksFor(config: ProductAnalyticsConfig): Sinks {
  sinks ??= createSinks({
    config,
    win: window as unknown as TagWindow,
    loadScript: (src) => {
      const script = document.createElement("script");
      script.async = true;
      script.src = src;
      document.head.appendChild(script);
    },
    // The bundle that fetches no further scripts (the product's CSP allows none from its own /static/).
    loadPosthog: () => import("posthog-js/dist/module.no-external").then((m) => m.default as unknown as PosthogClient),
    ownOrigin: window.location.origin,
  });
  return sinks;
}

/** The workspace the signed-in person works in (the dashboard layout names it): posthog-js's `workspace` group. */
let workspaceId: string | null = null;
const workspaceListeners = new Set<() => void>();
const subscribeWorkspace = (listener: () => void) => {
  workspaceListeners.add(listener);
  return () => void workspaceListeners.delete(listener);
};

/** Rendered by the dashboard layout with the active workspace. */
export function ProductAnalyticsWorkspace({ id }: { id: string }) {
  useEffect(() => {
    if (workspaceId === id) return;
    workspaceId = id;
    for (const listener of workspaceListeners) listener();
  }, [id]);
  return null;
}

type Props = {
  config: ProductAnalyticsConfig;
  /** The consent cookie as the server read it (so the banner is in the first paint). */
  initialConsent: ConsentState | null;
  /** The signed-in person's id; null when signed out, undefined while the session loads. */
  userId: string | null | undefined;
};

export function ProductAnalytics({ config, initialConsent, userId }: Props) {
  if (!anySinkConfigured(config)) return null;
  return (
    <>
      {/* useSearchParams suspends a statically rendered page; the boundary keeps that to this component. */}
      <Suspense fallback={null}>
        <RouteViews config={config} userId={userId} />
      </Suspense>
      <ConsentBanner initial={initialConsent} />
    </>
  );
}

function RouteViews({ config, userId }: Omit<Props, "initialConsent">) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const workspace = useSyncExternalStore(
    subscribeWorkspace,
    () => workspaceId,
    () => null,
  );

  // In this order on mount: consent first (the Google default went in when the sinks were made), then the page.
  useEffect(() => {
    const s = sinksFor(config);
    s.setConsent(currentConsent());
    return subscribeConsent((state) => s.setConsent(state));
  }, [config]);

  useEffect(() => {
    if (userId === undefined) return;
    sinksFor(config).setPerson(userId ? { userId, workspaceId: workspace ?? undefined } : null);
  }, [config, userId, workspace]);

  useEffect(() => {
    sinksFor(config).pageView({ location: `${window.location.origin}${pathname}${search ? `?${search}` : ""}`, path: pathname, title: document.title });
  }, [config, pathname, search]);

  return null;
}
