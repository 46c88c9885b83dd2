/**
 * The pure rules of the site script, shared with the builder's preview and unit-tested: which
 * pop-ups a page view may show (address, device, new or returning visitor), how often (the stored
 * frequency state) and when a trigger has fired. No DOM, no storage: callers hand in what they read.
 */
import type { Device } from "../contracts/popups.constants";
import type { SitePopup } from "./types";

type UrlRule = SitePopup["targeting"]["urlRules"][number];

/** `*` stands for any run of characters; everything else is literal (no regular expression runs on visitor input). */
export function wildcardMatch(pattern: string, text: string): boolean {
  const parts = pattern.split("*");
  if (parts.length === 1) return pattern === text;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (!text.startsWith(first) || text.length < first.length + last.length || !text.endsWith(last)) return false;
  let at = first.length;
  const end = text.length - last.length;
  for (let i = 1; i < parts.length - 1; i++) {
    const found = text.indexOf(parts[i]!, at);
    if (found < 0 || found + parts[i]!.length > end) return false;
    at = found + parts[i]!.length;
  }
  return true;
}

/** Compares without the trailing slash and case-insensitively (addresses are typed by people). */
const normal = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/\/+(?=\?|#|$)/, "");

/** Does one rule match the page's address? A value without a scheme is matched against the path (and query). */
export function ruleMatches(rule: UrlRule, href: string): boolean {
  const value = normal(rule.value);
  let subject = normal(href);
  if (!/^https?:/.test(value)) {
    try {
      const url = new URL(href);
      subject = normal(url.pathname + url.search);
    } catch {
      // not a full address: compare what was given
    }
  }
  switch (rule.match) {
    case "contains":
      return subject.includes(value);
    case "equals":
      return subject === value;
    case "starts-with":
      return subject.startsWith(value);
    case "pattern":
      return wildcardMatch(value, subject);
  }
}

/** Shown when no exclude rule matches and, if there are include rules, at least one of them matches. */
export function urlAllowed(rules: UrlRule[], href: string): boolean {
  const includes = rules.filter((r) => r.mode === "include");
  if (rules.some((r) => r.mode === "exclude" && ruleMatches(r, href))) return false;
  return includes.length === 0 || includes.some((r) => ruleMatches(r, href));
}

/** The visitor's device from the viewport width and the user agent (tablets by name, else by width). */
export function deviceOf(width: number, userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent) || width < 640) return "mobile";
  if (width < 1024) return "tablet";
  return "desktop";
}

/** Whether the targeting lets this page view show the pop-up. */
export function targetingAllows(targeting: SitePopup["targeting"], view: { href: string; device: Device; returning: boolean }): boolean {
  if (!targeting.devices.includes(view.device)) return false;
  if (targeting.visitors === "new" && view.returning) return false;
  if (targeting.visitors === "returning" && !view.returning) return false;
  return urlAllowed(targeting.urlRules, view.href);
}

/** What the script remembers of one pop-up for one visitor (in localStorage with consent, else for this page view). */
export type FrequencyState = { shownAt?: number; converted?: boolean };

const DAY_MS = 86_400_000;

/** Whether the frequency rule lets the pop-up show now, given what the visitor has already seen. */
export function frequencyAllows(frequency: SitePopup["frequency"], state: FrequencyState, now: number): boolean {
  if (frequency.stopAfterConversion && state.converted) return false;
  if (state.shownAt === undefined) return true;
  switch (frequency.mode) {
    case "every-page":
      return true;
    case "once":
      return false;
    case "days":
      return now - state.shownAt >= frequency.days * DAY_MS;
  }
}

/** Whether the page has been scrolled to `percent` of its scrollable height (a page that doesn't scroll counts as read). */
export function scrollReached(percent: number, scrollTop: number, viewportHeight: number, documentHeight: number): boolean {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return true;
  return (scrollTop / scrollable) * 100 >= percent;
}

/** A pointer leaving through the top of the window (towards the tabs or the address bar) is the exit intent. */
export function isExitIntent(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** The pop-ups a page view may show, in their order: targeting and frequency both allow them. */
export function eligiblePopups(
  popups: SitePopup[],
  view: { href: string; device: Device; returning: boolean; now: number; stateOf: (id: string) => FrequencyState },
): SitePopup[] {
  return popups.filter((p) => targetingAllows(p.targeting, view) && frequencyAllows(p.frequency, view.stateOf(p.id), view.now));
}

/** A web address a link or an image may use: http(s) only, else null (never javascript:, data: …). */
export function safeHttpUrl(value: string, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
