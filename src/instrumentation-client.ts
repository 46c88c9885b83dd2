/**
 * Next.js browser start-up hook (Next 16 reads this file, not sentry.client.config.ts). Error
 * reporting starts after the first paint: the SDK is a chunk of its own (see the analytics module).
 */
import { errorReportingRouterTransition, startBrowserErrorReporting } from "@/modules/analytics/client";

startBrowserErrorReporting();

/** Navigation tracing, once the SDK runs (Sentry.captureRouterTransitionStart). */
export const onRouterTransitionStart = errorReportingRouterTransition;
