/**
 * Starts error reporting in the browser after the first paint (src/instrumentation-client.ts calls
 * it): the SDK and its replay (about 40–70 kB gzip) are a chunk of their own, fetched once the page
 * has loaded and the browser is idle, so the first load doesn't carry them. Errors thrown before
 * then are kept (at most EARLY_LIMIT) and reported once the SDK runs.
 */
const EARLY_LIMIT = 20;

type Started = { captureException(error: unknown): void; onRouterTransitionStart(href: string, navigationType: string): void };

let started: Started | null = null;
let pendingTransition: [string, string] | null = null;

export function startBrowserErrorReporting(): void {
  if (typeof window === "undefined" || started) return;
  const early: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    if (early.length < EARLY_LIMIT) early.push(event.error ?? new Error(event.message));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (early.length < EARLY_LIMIT) early.push(event.reason);
  };
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  const load = () =>
    import("./error-reporting-sdk")
      .then((m) => m.initBrowserSdk())
      .then((sdk) => {
        window.removeEventListener("error", onError);
        window.removeEventListener("unhandledrejection", onRejection);
        started = sdk;
        for (const error of early.splice(0)) sdk.captureException(error);
        if (pendingTransition) sdk.onRouterTransitionStart(...pendingTransition);
      })
      .catch(() => {
        // An ad blocker or a failed chunk: the product runs on without error reporting.
        window.removeEventListener("error", onError);
        window.removeEventListener("unhandledrejection", onRejection);
      });
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(() => void load(), { timeout: 3_000 }) : setTimeout(() => void load(), 1);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/** Next's router hook (instrumentation-client's onRouterTransitionStart): handed to the SDK's navigation tracing once it runs. */
export function errorReportingRouterTransition(href: string, navigationType: string): void {
  if (started) started.onRouterTransitionStart(href, navigationType);
  else pendingTransition = [href, navigationType];
}
