/**
 * The site script (GET /api/public/site.js), carried by a customer's own site:
 *
 *   <script src="https://<host>/api/public/site.js" data-workspace="<workspace-slug>" async></script>
 *
 * It reads the workspace's live pop-ups, decides which this page view may show (targeting and
 * frequency, see rules.ts), waits for each one's trigger, draws it (render.ts) and records
 * `$pageview` (unless the tag says `data-pageview="off"`), `popup_view` and `popup_conversion` with sendBeacon.
 *
 * Consent: with `data-consent="required"` on the tag, nothing is stored in the browser (no cookie,
 * no localStorage; frequency holds for this page view only) and events carry no visitor id until
 * the page says `window.aimtConsent = "granted"` or calls `aimt("consent", "granted")`.
 * `"denied"` does the same whatever the tag says.
 */
import { SITE_EVENTS } from "@/modules/analytics/client";
import { deviceOf, eligiblePopups, type FrequencyState, isExitIntent, scrollReached } from "./rules";
import { mountPopup } from "./render";
import type { SiteConfig, SitePopup } from "./types";

type Consent = "granted" | "denied" | undefined;
type Win = Window & { aimtConsent?: Consent; aimt?: ((...args: unknown[]) => void) & { q?: unknown[][] }; __aimtLoaded?: boolean };

const w = window as Win;
const doc = document;
const script = (doc.currentScript ?? doc.querySelector("script[data-workspace]")) as HTMLScriptElement | null;

function start(tag: HTMLScriptElement) {
  const workspace = tag.getAttribute("data-workspace") ?? "";
  const base = new URL(tag.src, location.href).origin;
  const required = tag.getAttribute("data-consent") === "required";
  // The page's latest word: window.aimtConsent, which aimt("consent", …) sets too.
  const mayStore = () => w.aimtConsent !== "denied" && (!required || w.aimtConsent === "granted");
  const memory: Record<string, string> = {};
  const read = (key: string): string | null => {
    if (!mayStore()) return memory[key] ?? null;
    try {
      return localStorage.getItem(key);
    } catch {
      return memory[key] ?? null;
    }
  };
  const write = (key: string, value: string) => {
    memory[key] = value;
    if (!mayStore()) return;
    try {
      localStorage.setItem(key, value);
    } catch {
      // storage full or blocked: the in-memory copy holds for this page view
    }
  };

  const newId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  const VISITOR = "aimt:vid";
  const returning = mayStore() && read(VISITOR) !== null;
  const visitor = () => {
    if (!mayStore()) return undefined;
    let id = read(VISITOR);
    if (!id) write(VISITOR, (id = newId()));
    return id;
  };

  const send = (event: string, properties: Record<string, unknown>) => {
    const distinctId = visitor();
    const body = JSON.stringify({
      ws: workspace,
      events: [{ event, properties: { $current_url: location.href, ...properties }, ...(distinctId ? { distinctId } : {}) }],
    });
    const url = `${base}/api/public/events`;
    if (!navigator.sendBeacon?.(url, body))
      void fetch(url, { method: "POST", body, keepalive: true, mode: "no-cors", credentials: "omit" }).catch(() => undefined);
  };

  const stateKey = (id: string) => `aimt:p:${id}`;
  const stateOf = (id: string): FrequencyState => {
    try {
      return JSON.parse(read(stateKey(id)) ?? "{}") as FrequencyState;
    } catch {
      return {};
    }
  };
  const saveState = (id: string, change: FrequencyState) => write(stateKey(id), JSON.stringify({ ...stateOf(id), ...change }));

  // The command queue: `aimt("consent", "granted")` before or after this script loads.
  const command = (...args: unknown[]) => {
    if (args[0] === "consent" && (args[1] === "granted" || args[1] === "denied")) w.aimtConsent = args[1];
  };
  const queued = w.aimt?.q ?? [];
  w.aimt = command;
  queued.forEach((args) => command(...args));

  // A hosted landing page counts its view on the server (data-pageview="off").
  if (tag.getAttribute("data-pageview") !== "off") send(SITE_EVENTS.pageView, {});

  let open = false;
  const show = (popup: SitePopup) => {
    if (open || !doc.body) return false;
    open = true;
    saveState(popup.id, { shownAt: Date.now() });
    send(SITE_EVENTS.popupView, { popup_id: popup.id });
    let converted = false;
    mountPopup(doc, doc.body, popup, {
      onClose: () => (open = false),
      onConvert: () => {
        if (converted) return;
        converted = true;
        saveState(popup.id, { converted: true });
        send(SITE_EVENTS.popupConversion, { popup_id: popup.id });
      },
    });
    return true;
  };

  const arm = (popup: SitePopup) => {
    const { trigger } = popup;
    let done = false;
    const fire = () => {
      if (!done && show(popup)) {
        done = true;
        stop();
      }
    };
    const onScroll = () => {
      const root = doc.documentElement;
      if (scrollReached(trigger.scrollPercent, w.scrollY, w.innerHeight, root.scrollHeight)) fire();
    };
    const onOut = (event: MouseEvent) => isExitIntent(event) && fire();
    const onClick = (event: Event) => {
      try {
        if (event.target instanceof Element && event.target.closest(trigger.selector)) fire();
      } catch {
        // a selector the browser doesn't understand never fires
      }
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      w.removeEventListener("scroll", onScroll);
      doc.removeEventListener("mouseout", onOut);
      doc.removeEventListener("click", onClick, true);
    };
    if (trigger.type === "delay") timer = setTimeout(fire, trigger.delaySeconds * 1000);
    else if (trigger.type === "scroll") {
      w.addEventListener("scroll", onScroll, { passive: true });
      onScroll();
    } else if (trigger.type === "exit-intent") doc.addEventListener("mouseout", onOut);
    else doc.addEventListener("click", onClick, true);
  };

  fetch(`${base}/api/public/popups?ws=${encodeURIComponent(workspace)}`, { credentials: "omit" })
    .then((r) => (r.ok ? (r.json() as Promise<SiteConfig>) : { popups: [] }))
    .then((config) => {
      const view = { href: location.href, device: deviceOf(w.innerWidth, navigator.userAgent), returning, now: Date.now(), stateOf };
      const armed = eligiblePopups(config.popups, view);
      armed.forEach(arm);
      // Says the script is ready and how many pop-ups wait for their trigger (for the site's own checks and tests).
      tag.setAttribute("data-aimt-ready", String(armed.length));
    })
    .catch(() => undefined);
}

if (script && !w.__aimtLoaded) {
  w.__aimtLoaded = true;
  start(script);
}
