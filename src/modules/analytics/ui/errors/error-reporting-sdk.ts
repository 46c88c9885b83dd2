import * as Sentry from "@sentry/nextjs";
import { env } from "@/env";
import { ERROR_TUNNEL_PATH, LOCAL_SENTRY_DSN, REPLAY_OPTIONS, SENTRY_SAMPLE_RATES } from "../../contracts/errors.constants";

/**
 * The browser SDK (@sentry/nextjs 11.5.0), loaded lazily by error-reporting-loader.ts. Envelopes
 * always go through the product's own receiver (the `tunnel`): it stores errors and replay metadata
 * for the workspace's admins and, when NEXT_PUBLIC_SENTRY_DSN is set, passes each envelope on to that
 * Sentry. Without a DSN the SDK runs with the built-in LOCAL_SENTRY_DSN, which only the own receiver
 * accepts. Spec §9: traces 100% (sent only when a Sentry is configured: the own receiver keeps no
 * traces), replay on error 100%, session replay 10%, all text and media masked, 5 s to 1 hour.
 */
export function initBrowserSdk() {
  const dsn = env.NEXT_PUBLIC_SENTRY_DSN;
  Sentry.init({
    dsn: dsn ?? LOCAL_SENTRY_DSN,
    tunnel: ERROR_TUNNEL_PATH,
    ...(dsn ? { tracesSampleRate: SENTRY_SAMPLE_RATES.tracesSampleRate } : {}),
    replaysSessionSampleRate: SENTRY_SAMPLE_RATES.replaysSessionSampleRate,
    replaysOnErrorSampleRate: SENTRY_SAMPLE_RATES.replaysOnErrorSampleRate,
    integrations: [Sentry.replayIntegration(REPLAY_OPTIONS), ...(dsn ? [Sentry.browserTracingIntegration()] : [])],
  });
  return {
    captureException: (error: unknown) => void Sentry.captureException(error),
    onRouterTransitionStart: (href: string, navigationType: string) => Sentry.captureRouterTransitionStart(href, navigationType),
  };
}
