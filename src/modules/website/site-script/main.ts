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
 * the visitor or the page grants analytics: the `aimt_consent` cookie (written by the workspace's
 * banner on its hosted pages, or by this script's own), `window.aimtConsent = "granted"`, or
 * `aimt("consent", "granted")`. `"denied"` (or analytics denied in the cookie) does the same
 * whatever the tag says, and forgets what was stored. Pop-ups still show while consent is pending:
 * they are content; they just store nothing.
 *
 * `data-banner="on"` draws the workspace's own consent banner (its texts from the config endpoint)
 * until the visitor chooses: the choice is kept in the `aimt_consent` cookie and recorded at
 * /api/public/consent. It implies `data-consent="required"`. `aimt("consent", "show")` opens it again
 * (a "Cookie choices" link on the site).
 *
 * Surveys (survey-rules.ts, survey-render.ts): running pop-up and widget surveys show by themselves
 * where their targeting allows; `aimt("survey", "<id>")` shows one from the site's own code. Answers
 * go to /api/public/surveys/answers. `aimt("identify", "<email>")`, or `?aimt_email=` on the page's
 * address (a link in an email), says who the visitor is, so an answer from one of the workspace's
 * contacts lands on that contact's timeline.
 *
 * Listening: `aimt("consent", function (state) { … })` is called now and on every change, and
 * window gets an `aimt:consent` event with the same `detail`:
 * `{ analytics, advertising (-1 pending, 0 denied, 1 granted), version, google }`, where `google`
 * is Google consent mode v2's four signals, ready for `gtag("consent", "update", detail.google)`.
 */
import {
  applyConsent,
  CONSENT,
  consentCookie,
  googleConsent,
  needsBanner,
  readConsentCookie,
  SITE_EVENTS,
  SURVEY_EVENTS,
  type ConsentState,
} from "@/modules/analytics/client";
import { mountConsentBanner } from "./consent-banner";
import { deviceOf, eligiblePopups, type FrequencyState, isExitIntent, scrollReached } from "./rules";
import { mountPopup } from "./render";
import { eligibleSurveys, type SurveyState } from "./survey-rules";
import { mountSurvey, mountSurveyWidget } from "./survey-render";
import type { SiteConfig, SiteConsentConfig, SitePopup, SiteSurvey } from "./types";

type Consent = "granted" | "denied" | undefined;
type Win = Window & { aimtConsent?: Consent; aimt?: ((...args: unknown[]) => void) & { q?: unknown[][] }; __aimtLoaded?: boolean };
type ConsentListener = (state: unknown) => void;

const w = window as Win;
const doc = document;
const script = (doc.currentScript ?? doc.querySelector("script[data-workspace]")) as HTMLScriptElement | null;

function start(tag: HTMLScriptElement) {
  const workspace = tag.getAttribute("data-workspace") ?? "";
  const base = new URL(tag.src, location.href).origin;
  const bannerOn = tag.getAttribute("data-banner") === "on";
  const required = bannerOn || tag.getAttribute("data-consent") === "required";
  // The visitor's choice (the cookie), unless the page has a later word: window.aimtConsent, which aimt("consent", …) sets too.
  let chosen: ConsentState | null = readConsentCookie(doc.cookie);
  const current = (): ConsentState | null =>
    w.aimtConsent === "granted" || w.aimtConsent === "denied"
      ? applyConsent(chosen, { type: w.aimtConsent === "granted" ? "accept_all" : "reject_all" }, chosen?.version ?? "page")
      : chosen;
  const mayStore = () => {
    const state = current();
    return state && state.analytics !== CONSENT.PENDING ? state.analytics === CONSENT.GRANTED : !required;
  };
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

  // Surveys: what this visitor answered or closed, and when they last saw any survey.
  const SEEN = "aimt:s:seen";
  const EMAIL = "aimt:email";
  const fromLink = new URLSearchParams(location.search).get("aimt_email");
  // Who the visitor is, for this page view even when nothing may be stored (an email link's address says it).
  let knownEmail: string | null = null;
  const identifyAs = (email: string) => {
    knownEmail = email.slice(0, 200);
    write(EMAIL, knownEmail);
  };
  if (fromLink && fromLink.includes("@")) identifyAs(fromLink);
  const surveyState = (id: string): SurveyState => {
    try {
      return JSON.parse(read(`aimt:s:${id}`) ?? "{}") as SurveyState;
    } catch {
      return {};
    }
  };
  let surveys: SiteSurvey[] | null = null;
  const waiting: string[] = [];
  let surveyOpen = false;
  const showSurvey = (survey: SiteSurvey, focus = false) => {
    if (surveyOpen || !doc.body) return;
    surveyOpen = true;
    write(SEEN, String(Date.now()));
    send(SURVEY_EVENTS.shown, { $survey_id: survey.id });
    const submission = newId();
    const done = () => write(`aimt:s:${survey.id}`, JSON.stringify({ doneAt: Date.now() }));
    mountSurvey(doc, doc.body, survey, {
      focus,
      onDismiss: () => {
        done();
        send(SURVEY_EVENTS.dismissed, { $survey_id: survey.id });
      },
      onClose: () => (surveyOpen = false),
      onSubmit: (answers) =>
        fetch(`${base}/api/public/surveys/answers`, {
          method: "POST",
          credentials: "omit",
          body: JSON.stringify({
            ws: workspace,
            surveyId: survey.id,
            submissionId: submission,
            distinctId: visitor(),
            email: knownEmail ?? read(EMAIL),
            answers,
            url: location.href,
          }),
        })
          .then(async (r) => {
            if (r.ok) {
              done();
              return null;
            }
            return ((await r.json().catch(() => ({}))) as { error?: string }).error ?? "Your answer couldn't be sent. Try again.";
          })
          .catch(() => "Your answer couldn't be sent. Check your connection and try again."),
    });
  };
  const showById = (id: string) => {
    const survey = surveys?.find((s) => s.id === id);
    if (survey) showSurvey(survey, true);
  };

  // Telling the site's own tags (see the header) and forgetting what was stored once analytics isn't allowed.
  const listeners: ConsentListener[] = [];
  const view = () => {
    const state = current();
    return {
      analytics: state?.analytics ?? CONSENT.PENDING,
      advertising: state?.advertising ?? CONSENT.PENDING,
      version: state?.version ?? null,
      google: googleConsent(state),
    };
  };
  const notify = () => {
    const detail = view();
    listeners.forEach((listener) => {
      try {
        listener(detail);
      } catch {
        // a listener's error is the site's own
      }
    });
    w.dispatchEvent(new CustomEvent("aimt:consent", { detail }));
    if (!mayStore()) {
      try {
        for (const key of Object.keys(localStorage)) if (key.startsWith("aimt:")) localStorage.removeItem(key);
      } catch {
        // storage blocked: nothing was stored either
      }
    }
  };

  // The script's own banner (data-banner="on"): shown once the config says what it reads.
  let banner: SiteConsentConfig | undefined;
  let bannerOpen = false;
  let askedToShow = false;
  const decide = (config: SiteConsentConfig, choice: { analytics: boolean; advertising: boolean }) => {
    bannerOpen = false;
    chosen = applyConsent(chosen, { type: "choose", ...choice }, config.version);
    w.aimtConsent = undefined; // the visitor's own answer is the latest word
    doc.cookie = consentCookie(chosen, { secure: location.protocol === "https:" });
    const body = JSON.stringify({
      ws: workspace,
      analytics: chosen.analytics,
      advertising: chosen.advertising,
      version: config.version,
      url: location.href,
      source: "site-script",
      vid: visitor(),
    });
    if (!navigator.sendBeacon?.(`${base}/api/public/consent`, body))
      void fetch(`${base}/api/public/consent`, { method: "POST", body, keepalive: true, mode: "no-cors", credentials: "omit" }).catch(() => undefined);
    notify();
  };
  const showBanner = () => {
    if (!banner?.enabled || bannerOpen) return;
    bannerOpen = true;
    const config = banner;
    const state = current();
    mountConsentBanner(doc, config, { analytics: state?.analytics === CONSENT.GRANTED, advertising: state?.advertising === CONSENT.GRANTED }, (choice) =>
      decide(config, choice),
    );
  };

  // The command queue: `aimt("consent", "granted" | "denied" | "show" | listener)`, `aimt("survey", id)`, `aimt("identify", email)` before or after this script loads.
  const command = (...args: unknown[]) => {
    if (args[0] === "identify" && typeof args[1] === "string" && args[1].includes("@")) return identifyAs(args[1]);
    if (args[0] === "survey" && typeof args[1] === "string") {
      if (surveys) showById(args[1]);
      else waiting.push(args[1]);
      return;
    }
    if (args[0] !== "consent") return;
    const arg = args[1];
    if (arg === "granted" || arg === "denied") {
      w.aimtConsent = arg;
      notify();
    } else if (arg === "show") {
      askedToShow = true;
      showBanner();
    } else if (typeof arg === "function") {
      listeners.push(arg as ConsentListener);
      (arg as ConsentListener)(view());
    }
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
      banner = config.consent;
      if (askedToShow || (bannerOn && w.aimtConsent === undefined && needsBanner(chosen, banner?.version ?? ""))) showBanner();
      const page = { href: location.href, device: deviceOf(w.innerWidth, navigator.userAgent), returning, now: Date.now(), stateOf };
      const armed = eligiblePopups(config.popups, page);
      armed.forEach(arm);
      surveys = config.surveys ?? [];
      const seen = Number(read(SEEN));
      for (const survey of eligibleSurveys(surveys, { ...page, lastSeenAt: seen > 0 ? seen : null, stateOf: surveyState })) {
        if (survey.type === "widget") mountSurveyWidget(doc, doc.body, survey, () => showSurvey(survey, true));
        else showSurvey(survey);
      }
      waiting.splice(0).forEach(showById);
      // Says the script is ready and how many pop-ups wait for their trigger (for the site's own checks and tests).
      tag.setAttribute("data-aimt-ready", String(armed.length));
    })
    .catch(() => undefined);
}

if (script && !w.__aimtLoaded) {
  w.__aimtLoaded = true;
  start(script);
}
