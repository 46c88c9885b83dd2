import { afterEach, describe, expect, it, vi } from "vitest";
import { applyConsent, pendingConsent, type ConsentAction } from "../../consent/consent";
import { POSTHOG_CLIENT_LIMITS, type ProductAnalyticsConfig } from "../../contracts/product-analytics.constants";
import { createSinks, type logPosthogIngestionWarning, type logPosthogRequestError, posthogOptions, type PosthogClient, type TagWindow } from "./sinks";

const ALL: ProductAnalyticsConfig = { gaId: "G-TEST1", gtmId: "GTM-TEST1", pixelId: "123456789", posthogKey: "phc_testtesttesttesttesttest" };
const choose = (action: ConsentAction) => applyConsent(null, action, "product-1");
const view = (path: string) => ({ location: `https://app.test${path}`, path, title: `Title ${path}` });

function setup(config: ProductAnalyticsConfig = ALL, properties: Record<string, unknown> = {}) {
  const win: TagWindow = {};
  const scripts: string[] = [];
  const posthogCalls: unknown[][] = [];
  const posthog = new Proxy({} as PosthogClient, {
    // Not a thenable: the loader's promise resolves to the client itself.
    get: (_t, name: string) =>
      name === "then"
        ? undefined
        : name === "get_property"
          ? (key: string) => properties[key]
          : (...args: unknown[]) => void posthogCalls.push([name, ...args]),
  });
  let resolvePosthog: () => void = () => {};
  const posthogLoaded = new Promise<void>((resolve) => (resolvePosthog = resolve));
  const sinks = createSinks({
    config,
    win,
    loadScript: (src) => void scripts.push(src),
    loadPosthog: async () => {
      await posthogLoaded;
      return posthog;
    },
    ownOrigin: "https://app.test",
  });
  /** dataLayer as plain arrays (gtag pushes Arguments objects). */
  const layer = () =>
    (win.dataLayer ?? []).map((entry) => (entry && typeof entry === "object" && "length" in entry ? Array.from(entry as ArrayLike<unknown>) : entry));
  const pixel = () => (win.fbq?.queue ?? []) as unknown[][];
  const loadPosthog = async () => {
    resolvePosthog();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { win, scripts, posthogCalls, sinks, layer, pixel, loadPosthog };
}

const pageViews = (layer: unknown[]) => ({
  ga: layer.filter((e) => Array.isArray(e) && e[0] === "event" && e[1] === "page_view").length,
  gtm: layer.filter((e) => !Array.isArray(e) && (e as { event?: string }).event === "page_view").length,
});

describe("the product's page-view sinks", () => {
  it("sets Google's consent default before anything else, and sends nothing while consent is pending or denied", async () => {
    const t = setup();
    expect(t.layer()).toEqual([
      ["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied", wait_for_update: 500 }],
    ]);
    t.sinks.setConsent(pendingConsent("product-1"));
    t.sinks.pageView(view("/a"));
    t.sinks.setConsent(choose({ type: "reject_all" }));
    t.sinks.pageView(view("/b"));
    await t.loadPosthog();
    expect(t.scripts).toEqual([]);
    expect(t.win.fbq).toBeUndefined();
    expect(t.posthogCalls).toEqual([]);
    expect(t.layer()).toHaveLength(1);
  });

  it("on accept: updates consent, then configures each tag without its own page view, then loads it", async () => {
    const t = setup();
    t.sinks.pageView(view("/home"));
    t.sinks.setConsent(choose({ type: "accept_all" }));
    const layer = t.layer();
    expect((layer[0] as unknown[]).slice(0, 2)).toEqual(["consent", "default"]);
    expect(layer[1]).toEqual([
      "consent",
      "update",
      { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
    ]);
    expect(layer[3]).toEqual(["config", "G-TEST1", { send_page_view: false }]);
    expect(layer[4]).toMatchObject({ event: "gtm.js" });
    expect(t.scripts).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-TEST1",
      "https://www.googletagmanager.com/gtm.js?id=GTM-TEST1",
      "https://connect.facebook.net/en_US/fbevents.js",
    ]);
    expect(t.win.fbq?.disablePushState).toBe(true);
    expect(t.pixel()).toEqual([
      ["consent", "revoke"],
      ["init", "123456789"],
      ["consent", "grant"],
      ["track", "PageView"],
    ]);
    expect(pageViews(layer)).toEqual({ ga: 1, gtm: 1 });
    expect(layer.find((e) => Array.isArray(e) && e[1] === "page_view")).toEqual([
      "event",
      "page_view",
      { page_location: "https://app.test/home", page_title: "Title /home", send_to: "G-TEST1" },
    ]);

    await t.loadPosthog();
    const [init, ...rest] = t.posthogCalls;
    expect(init).toEqual([
      "init",
      ALL.posthogKey,
      expect.objectContaining({ api_host: "https://app.test", capture_pageview: false, opt_out_capturing_by_default: true, ...POSTHOG_CLIENT_LIMITS }),
    ]);
    expect(rest).toEqual([
      ["set_config", { disable_persistence: false }],
      ["opt_in_capturing", { captureEventName: false }],
      ["capture", "$pageview", { $current_url: "https://app.test/home", title: "Title /home" }],
    ]);
  });

  it("sends exactly one page view per route change to each sink", async () => {
    const t = setup();
    t.sinks.setConsent(choose({ type: "accept_all" }));
    await t.loadPosthog();
    for (const path of ["/a", "/a", "/b", "/b?tab=2", "/b?tab=2", "/a"]) t.sinks.pageView(view(path));
    expect(pageViews(t.layer())).toEqual({ ga: 4, gtm: 4 });
    expect(t.pixel().filter((c) => c[0] === "track")).toHaveLength(4);
    expect(t.posthogCalls.filter((c) => c[0] === "capture").map((c) => (c[2] as { $current_url: string }).$current_url)).toEqual([
      "https://app.test/a",
      "https://app.test/b",
      "https://app.test/b?tab=2",
      "https://app.test/a",
    ]);
    // A second consent message on the same page counts nothing again.
    t.sinks.setConsent(choose({ type: "accept_all" }));
    expect(pageViews(t.layer())).toEqual({ ga: 4, gtm: 4 });
  });

  it("keeps each tag to its purpose: analytics starts GA4, GTM and posthog-js; advertising the pixel and GTM", async () => {
    const analytics = setup();
    analytics.sinks.setConsent(choose({ type: "choose", analytics: true, advertising: false }));
    analytics.sinks.pageView(view("/x"));
    expect(analytics.scripts.some((s) => s.includes("fbevents"))).toBe(false);
    expect(analytics.win.fbq).toBeUndefined();
    expect(pageViews(analytics.layer())).toEqual({ ga: 1, gtm: 1 });

    const ads = setup();
    ads.sinks.setConsent(choose({ type: "choose", analytics: false, advertising: true }));
    ads.sinks.pageView(view("/x"));
    await ads.loadPosthog();
    expect(ads.scripts).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-TEST1", "https://connect.facebook.net/en_US/fbevents.js"]);
    expect(pageViews(ads.layer())).toEqual({ ga: 0, gtm: 1 });
    expect(ads.posthogCalls).toEqual([]);
  });

  it("withdraws: Google and the pixel are told, posthog-js opts out and nothing more is sent", async () => {
    const t = setup();
    t.sinks.setConsent(choose({ type: "accept_all" }));
    await t.loadPosthog();
    t.sinks.pageView(view("/a"));
    t.sinks.setConsent(choose({ type: "withdraw" }));
    t.sinks.pageView(view("/b"));
    expect(
      t
        .layer()
        .filter((e) => Array.isArray(e) && e[1] === "update")
        .at(-1),
    ).toEqual(["consent", "update", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }]);
    expect(t.pixel().at(-1)).toEqual(["consent", "revoke"]);
    expect(t.posthogCalls.slice(-2)).toEqual([["opt_out_capturing"], ["set_config", { disable_persistence: true }]]);
    expect(pageViews(t.layer())).toEqual({ ga: 1, gtm: 1 });
  });

  it("identifies the signed-in person with their workspace, resets on sign-out, and only with analytics consent", async () => {
    const t = setup({ posthogKey: ALL.posthogKey, posthogHost: "https://ph.example" });
    t.sinks.setPerson({ userId: "u1", workspaceId: "w1" });
    t.sinks.setConsent(choose({ type: "reject_all" }));
    await t.loadPosthog();
    expect(t.posthogCalls).toEqual([]);

    t.sinks.setConsent(choose({ type: "accept_all" }));
    await t.loadPosthog();
    expect(t.posthogCalls[0]).toEqual(["init", ALL.posthogKey, expect.objectContaining({ api_host: "https://ph.example" })]);
    expect(t.posthogCalls).toContainEqual(["identify", "u1"]);
    expect(t.posthogCalls).toContainEqual(["group", "workspace", "w1"]);
    t.sinks.setPerson({ userId: "u1", workspaceId: "w1" });
    expect(t.posthogCalls.filter((c) => c[0] === "identify")).toHaveLength(1);
    t.sinks.setPerson({ userId: "u1", workspaceId: "w2" });
    expect(t.posthogCalls.at(-1)).toEqual(["group", "workspace", "w2"]);
    t.sinks.setPerson(null);
    expect(t.posthogCalls.at(-1)).toEqual(["reset"]);
  });

  it("resets a person posthog-js kept from before a sign-out that reloaded the page, once the session is known", async () => {
    const t = setup({ posthogKey: ALL.posthogKey }, { $user_state: "identified" });
    t.sinks.setConsent(choose({ type: "accept_all" }));
    await t.loadPosthog();
    expect(t.posthogCalls.some((c) => c[0] === "reset")).toBe(false);
    t.sinks.setPerson(null);
    expect(t.posthogCalls.at(-1)).toEqual(["reset"]);
  });

  it("with no Google tag configured, leaves dataLayer alone", () => {
    const t = setup({ pixelId: "1" });
    expect(t.win.dataLayer).toBeUndefined();
    t.sinks.setConsent(choose({ type: "accept_all" }));
    expect(t.win.dataLayer).toBeUndefined();
    expect(t.pixel()[0]).toEqual(["consent", "revoke"]);
  });
});

describe("posthog-js's options", () => {
  afterEach(() => vi.restoreAllMocks());

  it("always log a refused request as Bad HTTP status and the client rate limiter's warning, and pass every event on unchanged", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const options = posthogOptions("https://app.test");
    expect(options).toMatchObject({ api_host: "https://app.test", autocapture: false, ...POSTHOG_CLIENT_LIMITS });
    (options.on_request_error as typeof logPosthogRequestError)({ statusCode: 401, text: '{"code":"invalid_api_key"}' });
    const beforeSend = options.before_send as typeof logPosthogIngestionWarning;
    const warning = {
      event: "$$client_ingestion_warning",
      properties: { $$client_ingestion_warning_message: "posthog-js client rate limited: 1 event(s) dropped" },
    };
    expect(beforeSend(warning)).toBe(warning);
    const ordinary = { event: "cta_click", properties: {} };
    expect(beforeSend(ordinary)).toBe(ordinary);
    expect(beforeSend(null)).toBeNull();
    expect(warn.mock.calls).toEqual([
      ['[PostHog.js] Bad HTTP status: 401 {"code":"invalid_api_key"}'],
      ["[PostHog.js] posthog-js client rate limited: 1 event(s) dropped"],
    ]);
  });
});
