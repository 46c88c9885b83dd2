import { googleConsent, googleConsentDefaults, mayAdvertise, mayMeasure, type ConsentState } from "../../consent/consent";
import { POSTHOG_CLIENT_LIMITS, TAG_SCRIPT_URLS, type ProductAnalyticsConfig } from "../../contracts/product-analytics.constants";

/**
 * The product's four page-view sinks (GA4, GTM, the Meta pixel, posthog-js), driven by the visitor's
 * consent. Pure of React and of the real window (tests hand in a fake one):
 * - Google consent mode v2 defaults (all denied, wait_for_update) go into dataLayer when this is
 *   made, before any tag loads; each choice is an `update`.
 * - A tag loads only once its category is granted (analytics: GA4, posthog-js; advertising: the
 *   pixel; either: GTM): nothing sets a cookie or sends an event while consent is pending or denied.
 * - Each sink gets exactly one page view per route (a sink started later gets the current one).
 *   Every tool's own automatic page views are off: GA4 `send_page_view:false`, the pixel's
 *   `disablePushState`, posthog-js `capture_pageview:false`.
 */

export type ConsentGrants = { analytics: boolean; advertising: boolean };
export type PageView = { location: string; path: string; title: string };
export type Person = { userId: string; workspaceId?: string };
export type Sink = "ga" | "gtm" | "pixel" | "posthog";

type Fn = (...args: unknown[]) => void;
type Fbq = Fn & { callMethod?: Fn; queue: unknown[]; push: Fbq; loaded: boolean; version: string; disablePushState?: boolean };
/** The parts of `window` the tags use. */
export type TagWindow = { dataLayer?: unknown[]; gtag?: Fn; fbq?: Fbq; _fbq?: Fbq };

/** The part of posthog-js used here. */
export type PosthogClient = {
  init(token: string, config: Record<string, unknown>): unknown;
  capture(event: string, properties?: Record<string, unknown>): unknown;
  opt_in_capturing(options?: { captureEventName?: string | null | false }): void;
  opt_out_capturing(): void;
  set_config(config: Record<string, unknown>): void;
  identify(distinctId: string): void;
  get_property(name: string): unknown;
  group(type: string, key: string): void;
  reset(): void;
};

export type SinkDeps = {
  config: ProductAnalyticsConfig;
  win: TagWindow;
  /** Adds a <script src> to the page (async). */
  loadScript: (src: string) => void;
  /** Imports posthog-js (a chunk of its own, fetched only after an analytics grant). */
  loadPosthog: () => Promise<PosthogClient>;
  /** posthog-js's api_host when NEXT_PUBLIC_POSTHOG_HOST is unset: the product's own origin. */
  ownOrigin: string;
};

type PosthogEvent = { event?: string; properties?: Record<string, unknown> } | null;

/** posthog-js's `on_request_error`: a refused request, in its own wording, always in the browser's log (its default logs only in debug mode). */
export function logPosthogRequestError(response: { statusCode: number; text?: string }): void {
  console.warn(`[PostHog.js] Bad HTTP status: ${response.statusCode} ${response.text ?? ""}`);
}

/** posthog-js's `before_send`: its rate limiter's "posthog-js client rate limited: …" warning event also goes to the browser's log; every event passes unchanged. */
export function logPosthogIngestionWarning(event: PosthogEvent): PosthogEvent {
  if (event?.event === "$$client_ingestion_warning") console.warn(`[PostHog.js] ${String(event.properties?.$$client_ingestion_warning_message ?? "")}`);
  return event;
}

/**
 * posthog-js's options in the product (the e2e receiver spec loads the library with these): every
 * automatic capture off, opted out until consent, spec §9's limits, and its two trouble reports
 * always in the browser's log. The two functions use nothing but `console`, so a test page can be
 * handed their source.
 */
export function posthogOptions(apiHost: string): Record<string, unknown> {
  return {
    api_host: apiHost,
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    disable_session_recording: true,
    person_profiles: "identified_only",
    persistence: "localStorage+cookie",
    opt_out_capturing_by_default: true,
    ...POSTHOG_CLIENT_LIMITS,
    on_request_error: logPosthogRequestError,
    before_send: logPosthogIngestionWarning,
  };
}

/** Which sinks a choice allows. */
export const sinkAllowed = (sink: Sink, c: ConsentGrants): boolean =>
  sink === "pixel" ? c.advertising : sink === "gtm" ? c.analytics || c.advertising : c.analytics;

export function createSinks(deps: SinkDeps) {
  const { config, win } = deps;
  const configured: Record<Sink, boolean> = { ga: !!config.gaId, gtm: !!config.gtmId, pixel: !!config.pixelId, posthog: !!config.posthogKey };
  const started: Record<Sink, boolean> = { ga: false, gtm: false, pixel: false, posthog: false };
  const lastSent: Record<Sink, string | null> = { ga: null, gtm: null, pixel: null, posthog: null };
  let grants: ConsentGrants = { analytics: false, advertising: false };
  let current: PageView | null = null;
  let posthog: PosthogClient | null = null;
  let posthogLoading = false;
  /** undefined until the session is known (a page load doesn't reset a person it hasn't heard about yet). */
  let person: Person | null | undefined;
  let identified: { userId: string; workspaceId?: string } | null = null;

  const google = configured.ga || configured.gtm;
  if (google) {
    win.dataLayer = win.dataLayer ?? [];
    const layer = win.dataLayer;
    // gtag.js and GTM read Arguments objects from dataLayer, not arrays.
    win.gtag =
      win.gtag ??
      function gtag() {
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      };
    win.gtag("consent", "default", googleConsentDefaults());
  }

  const running = (sink: Sink) => started[sink] && sinkAllowed(sink, grants) && (sink !== "posthog" || posthog !== null);

  function send(sink: Sink, view: PageView) {
    const key = view.location;
    if (lastSent[sink] === key) return;
    lastSent[sink] = key;
    if (sink === "ga") win.gtag!("event", "page_view", { page_location: view.location, page_title: view.title, send_to: config.gaId });
    else if (sink === "gtm") win.dataLayer!.push({ event: "page_view", page_location: view.location, page_path: view.path, page_title: view.title });
    else if (sink === "pixel") win.fbq!("track", "PageView");
    else posthog!.capture("$pageview", { $current_url: view.location, title: view.title });
  }

  function flush() {
    if (!current) return;
    for (const sink of ["ga", "gtm", "pixel", "posthog"] as const) if (running(sink)) send(sink, current);
  }

  function syncPerson() {
    if (!posthog || !grants.analytics) return;
    if (person && (identified?.userId !== person.userId || identified.workspaceId !== person.workspaceId)) {
      if (identified?.userId !== person.userId) posthog.identify(person.userId);
      if (person.workspaceId && identified?.workspaceId !== person.workspaceId) posthog.group("workspace", person.workspaceId);
      identified = { ...person };
    } else if (person === null && (identified || posthog.get_property("$user_state") === "identified")) {
      // Signed out, here or before this page loaded (sign-out reloads the page; posthog-js kept the person).
      posthog.reset();
      identified = null;
    }
  }

  function startGa() {
    win.gtag!("js", new Date());
    win.gtag!("config", config.gaId, { send_page_view: false });
    deps.loadScript(TAG_SCRIPT_URLS.ga(config.gaId!));
  }

  function startGtm() {
    win.dataLayer!.push({ "gtm.start": Date.now(), event: "gtm.js" });
    deps.loadScript(TAG_SCRIPT_URLS.gtm(config.gtmId!));
  }

  function startPixel() {
    // Meta's base code, without its automatic page view: revoke before init, grant after the choice.
    if (!win.fbq) {
      const fbq = function (...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      } as Fbq;
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = "2.0";
      fbq.queue = [];
      win.fbq = fbq;
      win._fbq = win._fbq ?? fbq;
    }
    win.fbq.disablePushState = true;
    win.fbq("consent", "revoke");
    win.fbq("init", config.pixelId);
    win.fbq("consent", "grant");
    deps.loadScript(TAG_SCRIPT_URLS.pixel());
  }

  function startPosthog() {
    if (posthogLoading) return;
    posthogLoading = true;
    void deps
      .loadPosthog()
      .then((client) => {
        client.init(config.posthogKey!, posthogOptions(config.posthogHost ?? deps.ownOrigin));
        posthog = client;
        applyPosthogConsent();
        syncPerson();
        flush();
      })
      .catch(() => {
        // An ad blocker or a failed chunk: the product runs on without it.
        posthogLoading = false;
      });
  }

  function applyPosthogConsent() {
    if (!posthog) return;
    if (grants.analytics) {
      posthog.set_config({ disable_persistence: false });
      posthog.opt_in_capturing({ captureEventName: false });
    } else {
      posthog.opt_out_capturing();
      posthog.set_config({ disable_persistence: true });
    }
  }

  return {
    /** The visitor's choice (pending and denied are both "not granted"). Starts, stops or updates each sink. */
    setConsent(state: ConsentState | null) {
      const before = grants;
      grants = { analytics: mayMeasure(state), advertising: mayAdvertise(state) };
      const changed = before.analytics !== grants.analytics || before.advertising !== grants.advertising;
      if (google && changed) win.gtag!("consent", "update", googleConsent(state));
      if (started.pixel && before.advertising !== grants.advertising) win.fbq!("consent", grants.advertising ? "grant" : "revoke");
      if (posthog && before.analytics !== grants.analytics) applyPosthogConsent();
      for (const sink of ["ga", "gtm", "pixel", "posthog"] as const) {
        if (!configured[sink] || started[sink] || !sinkAllowed(sink, grants)) continue;
        started[sink] = true;
        if (sink === "ga") startGa();
        else if (sink === "gtm") startGtm();
        else if (sink === "pixel") startPixel();
        else startPosthog();
      }
      // A sink that was off during a route doesn't owe that route a view later; one switched back on
      // counts the page the visitor is on now.
      for (const sink of ["ga", "gtm", "pixel", "posthog"] as const) if (!sinkAllowed(sink, grants)) lastSent[sink] = null;
      syncPerson();
      flush();
    },
    /** A route change: one page view to each running sink. */
    pageView(view: PageView) {
      current = view;
      flush();
    },
    /** The signed-in person (null once signed out): identify + workspace group, or reset. */
    setPerson(next: Person | null) {
      person = next;
      syncPerson();
    },
  };
}

export type Sinks = ReturnType<typeof createSinks>;
