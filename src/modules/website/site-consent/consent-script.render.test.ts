// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://app.test/p/acme/spring-sale?utm_source=news&utm_campaign=may"}
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_SCRIPT } from "../pages/page-script";
import { consentBannerHtml, consentLinkHtml } from "./banner-html";
import { CONSENT_SCRIPT } from "./consent-script";

const banner = {
  enabled: true,
  message: `<img src=x onerror="window.__pwned=1">We measure visits.`,
  acceptLabel: "Accept all",
  rejectLabel: "Reject all",
  chooseLabel: "Choose",
  privacyUrl: "https://example.com/privacy",
  position: "bottom" as const,
  version: "v3",
};

const beacons: { url: string; body: string }[] = [];

/** A hosted page's body as the server renders it, then its two scripts in their order. */
function loadPage() {
  document.body.innerHTML =
    `<a data-aimt-cta="hero" href="#">Buy</a>` +
    consentLinkHtml(banner) +
    consentBannerHtml({ banner, workspaceSlug: "acme", cookiePaths: ["/p/acme", "/f/acme"], source: "page" });
  document.body.dataset.pageId = "page-1";
  document.body.dataset.beacon = "/api/public/pages/page-1/cta";
  new Function(CONSENT_SCRIPT)();
  new Function(PAGE_SCRIPT)();
}

const el = () => document.getElementById("aimt-consent")!;
const click = (what: string) => (document.querySelector(`[data-consent="${what}"]`) as HTMLElement).click();
const consentCookie = () => document.cookie.split(/;\s*/).find((c) => c.startsWith("aimt_consent="));

beforeEach(() => {
  beacons.length = 0;
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: string) => (beacons.push({ url, body }), true),
  });
});
afterEach(() => {
  for (const c of document.cookie.split(/;\s*/)) if (c) document.cookie = `${c.split("=")[0]}=; Path=/p/acme; Max-Age=0`;
  localStorage.clear();
  sessionStorage.clear();
  delete (window as { __aimtSiteConsent?: unknown }).__aimtSiteConsent;
  vi.restoreAllMocks();
});

describe("the hosted consent banner", () => {
  it("renders the workspace's text as text", () => {
    loadPage();
    expect(document.querySelector("img")).toBeNull();
    expect(document.getElementById("aimt-consent-text")!.textContent).toContain(`<img src=x`);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("shows until a choice and stores nothing before it: no utm copy, no visitor id, a beacon without id", () => {
    loadPage();
    expect(el().hidden).toBe(false);
    expect((window as { __aimtSiteConsent?: unknown }).__aimtSiteConsent).toEqual({ analytics: -1, advertising: -1, version: "v3" });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    (document.querySelector("[data-aimt-cta]") as HTMLElement).click();
    const cta = JSON.parse(beacons[0]!.body);
    expect(cta).toEqual({ block: "hero", utm: { utm_source: "news", utm_campaign: "may" } });
  });

  it("on reject: keeps the choice in the cookie, records it, stores nothing else, and hides", () => {
    loadPage();
    const heard = vi.fn();
    window.addEventListener("aimt:consent", heard);
    click("reject");
    expect(el().hidden).toBe(true);
    expect(consentCookie()).toMatch(/^aimt_consent=1\.0\.0\.v3\.\d+$/);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    const sent = beacons.find((b) => b.url === "/api/public/consent")!;
    expect(JSON.parse(sent.body)).toMatchObject({ ws: "acme", analytics: 0, advertising: 0, version: "v3", source: "page" });
    expect(JSON.parse(sent.body).vid).toBeUndefined();
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener("aimt:consent", heard);
  });

  it("on accept: a visitor id and the visit's utm copy are stored, and the call-to-action beacon names the visitor", () => {
    loadPage();
    click("accept");
    expect(consentCookie()).toMatch(/^aimt_consent=1\.1\.1\.v3\.\d+$/);
    const vid = localStorage.getItem("aimt:vid");
    expect(vid).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem("aimt_utm")!)).toEqual({ utm_source: "news", utm_campaign: "may" });
    expect(JSON.parse(beacons.find((b) => b.url === "/api/public/consent")!.body)).toMatchObject({ analytics: 1, advertising: 1, vid });
    (document.querySelector("[data-aimt-cta]") as HTMLElement).click();
    expect(JSON.parse(beacons.at(-1)!.body).vid).toBe(vid);
  });

  it("lets the visitor choose each purpose, and stays hidden on the next page once chosen on this version", () => {
    loadPage();
    click("choose");
    expect((document.querySelector("[data-consent-purposes]") as HTMLElement).hidden).toBe(false);
    (document.querySelector("input[name=analytics]") as HTMLInputElement).checked = true;
    click("save");
    expect(consentCookie()).toMatch(/^aimt_consent=1\.1\.0\.v3\./);
    loadPage();
    expect(el().hidden).toBe(true);
    expect((window as { __aimtSiteConsent?: unknown }).__aimtSiteConsent).toEqual({ analytics: 1, advertising: 0, version: "v3" });
  });

  it("asks again when the banner's wording changed, and opens from the page's link with the choice ticked", () => {
    document.cookie = "aimt_consent=1.1.1.v2.1795800000; Path=/p/acme";
    loadPage();
    expect(el().hidden).toBe(false);
    click("accept");
    loadPage();
    expect(el().hidden).toBe(true);
    click("open");
    expect(el().hidden).toBe(false);
    expect((document.querySelector("input[name=advertising]") as HTMLInputElement).checked).toBe(true);
    click("reject");
    expect(localStorage.getItem("aimt:vid")).toBeNull();
    expect(sessionStorage.getItem("aimt_utm")).toBeNull();
  });
});
