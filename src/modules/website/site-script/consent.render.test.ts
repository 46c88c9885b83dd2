// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/products?utm_source=news", "settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true, "disableIframePageLoading": true}}
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildSiteScript } from "../server/site-script.build";
import type { SiteConfig, SitePopup } from "./types";

let code = "";
beforeAll(async () => {
  code = (await buildSiteScript()).code;
}, 60_000);

const popup: SitePopup = {
  id: "11111111-1111-4111-8111-111111111111",
  style: "slide-in",
  content: { kind: "cta", headline: "Spring sale", body: "", buttonText: "Shop", url: "https://shop.example/sale", offerCode: "", imageUrl: "", formUrl: "" },
  trigger: { type: "delay", delaySeconds: 0, scrollPercent: 50, selector: "" },
  frequency: { mode: "once", days: 1, stopAfterConversion: false },
  targeting: { urlRules: [], devices: ["desktop", "tablet", "mobile"], visitors: "all" },
  colours: { accent: "#4c3fd1", onAccent: "#ffffff" },
};

const config: SiteConfig = {
  popups: [popup],
  consent: {
    enabled: true,
    message: `<img src=x onerror="window.__pwned=1">We use cookies.`,
    acceptLabel: "Accept all",
    rejectLabel: "Reject all",
    chooseLabel: "Choose",
    privacyUrl: "javascript:alert(1)",
    position: "bottom",
    version: "v2",
    colours: { accent: "#4c3fd1", onAccent: "#ffffff" },
  },
};

type Win = Window & { __aimtLoaded?: boolean; aimt?: unknown; aimtConsent?: unknown };
const beacons: { url: string; body: string }[] = [];

/** Puts the snippet on the page and runs the built script against a stubbed config endpoint, until its pop-up (shown at once) is up. */
async function load(attributes: string) {
  document.body.innerHTML = `<script src="https://app.test/api/public/site.js" data-workspace="acme" ${attributes}></script>`;
  new Function(code)();
  await vi.waitFor(() => expect(document.querySelector("script[data-aimt-ready]")).not.toBeNull());
  await vi.waitFor(() => expect(document.querySelector("[data-aimt-popup]")).not.toBeNull());
}

const bannerRoot = () => document.querySelector("[data-aimt-consent]")?.shadowRoot ?? null;
const bannerButton = (label: string) => [...bannerRoot()!.querySelectorAll("button")].find((b) => b.textContent === label)!;
const aimtKeys = () => Object.keys(localStorage).filter((k) => k.startsWith("aimt"));

beforeEach(() => {
  beacons.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(config), { status: 200, headers: { "content-type": "application/json" } })),
  );
  Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: (url: string, body: string) => (beacons.push({ url, body }), true) });
});
afterEach(() => {
  const w = window as Win;
  delete w.__aimtLoaded;
  delete w.aimt;
  delete w.aimtConsent;
  document.cookie = "aimt_consent=; Path=/; Max-Age=0";
  document.cookie = "aimt_consent=; Path=/; Max-Age=0; Secure";
  localStorage.clear();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the site script's consent", () => {
  it("with data-banner=on: draws the workspace's banner, stores nothing while pending, and still shows pop-ups", async () => {
    await load(`data-banner="on"`);
    const root = bannerRoot()!;
    expect(root.querySelector("p")!.textContent).toContain("<img src=x");
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector("a")).toBeNull(); // a javascript: privacy link is dropped
    expect(aimtKeys()).toEqual([]);
    expect(document.cookie).not.toContain("aimt_consent");
    const pageView = JSON.parse(beacons.find((b) => b.url.endsWith("/api/public/events"))!.body);
    expect(pageView.events[0].distinctId).toBeUndefined();
  });

  it("on accept: keeps the choice in the cookie, records it, stores from then on, and tells the page's listeners", async () => {
    const heard: unknown[] = [];
    (window as Win).aimt = Object.assign((...args: unknown[]) => void (window as unknown as { aimt: { q: unknown[][] } }).aimt.q.push(args), {
      q: [["consent", (state: unknown) => heard.push(state)]] as unknown[][],
    });
    const events: unknown[] = [];
    window.addEventListener("aimt:consent", (e) => events.push((e as CustomEvent).detail));
    await load(`data-banner="on"`);
    expect(heard[0]).toMatchObject({ analytics: -1, advertising: -1 });
    bannerButton("Accept all").click();
    expect(bannerRoot()).toBeNull();
    expect(document.cookie).toMatch(/aimt_consent=1\.1\.1\.v2\.\d+/);
    const recorded = JSON.parse(beacons.find((b) => b.url === "https://app.test/api/public/consent")!.body);
    expect(recorded).toMatchObject({ ws: "acme", analytics: 1, advertising: 1, version: "v2", source: "site-script" });
    expect(recorded.vid).toBe(localStorage.getItem("aimt:vid"));
    expect(heard.at(-1)).toMatchObject({ analytics: 1, advertising: 1, version: "v2", google: { analytics_storage: "granted", ad_storage: "granted" } });
    expect(events.at(-1)).toEqual(heard.at(-1));
  });

  it("reads the cookie the hosted banner wrote: no banner on the same version, and a rejection stores nothing", async () => {
    document.cookie = "aimt_consent=1.0.0.v2.1795800000; Path=/";
    await load(`data-banner="on"`);
    expect(bannerRoot()).toBeNull();
    expect(aimtKeys()).toEqual([]);
  });

  it("without a banner or consent rule, a granted cookie lets it store and a later denial forgets what was stored", async () => {
    document.cookie = "aimt_consent=1.1.0.v1.1795800000; Path=/";
    await load("");
    expect(bannerRoot()).toBeNull();
    expect(localStorage.getItem("aimt:vid")).toBeTruthy();
    (window as unknown as { aimt: (...a: unknown[]) => void }).aimt("consent", "denied");
    expect(aimtKeys()).toEqual([]);
  });

  it("opens the banner on aimt('consent', 'show') for a 'Cookie choices' link", async () => {
    document.cookie = "aimt_consent=1.1.1.v2.1795800000; Path=/";
    await load(`data-banner="on"`);
    expect(bannerRoot()).toBeNull();
    (window as unknown as { aimt: (...a: unknown[]) => void }).aimt("consent", "show");
    bannerButton("Choose").click();
    const boxes = [...bannerRoot()!.querySelectorAll("input")];
    expect(boxes.map((b) => b.checked)).toEqual([true, true]);
    boxes[1]!.checked = false;
    bannerButton("Save my choices").click();
    expect(document.cookie).toMatch(/aimt_consent=1\.1\.0\.v2\./);
  });
});
