/**
 * Which of the workspace's running surveys a page view may show by itself (pop-ups and feedback
 * widgets; "api" surveys wait for `aimt("survey", id)`): the page's address, the device, how long
 * ago this visitor saw any survey (the wait period), and the schedule (once, or again after the
 * interval). Pure: callers hand in what they read from storage.
 */
import type { Device } from "../contracts/popups.constants";
import type { SiteSurvey } from "./types";

const DAY_MS = 86_400_000;

/** What the script remembers per survey: when this visitor answered or closed it. */
export type SurveyState = { doneAt?: number };

/** PostHog's URL match types, against the page's full address (the contains kinds ignore case). */
export function surveyUrlMatches(conditions: SiteSurvey["conditions"], href: string): boolean {
  const url = conditions.url ?? "";
  if (!url) return true;
  const contains = href.toLowerCase().includes(url.toLowerCase());
  switch (conditions.urlMatchType ?? "icontains") {
    case "exact":
      return href === url;
    case "is_not":
      return href !== url;
    case "not_icontains":
      return !contains;
    case "regex":
    case "not_regex": {
      let hit = false;
      try {
        hit = new RegExp(url).test(href);
      } catch {
        return false;
      }
      return conditions.urlMatchType === "regex" ? hit : !hit;
    }
    default:
      return contains;
  }
}

export function surveyAllowed(survey: SiteSurvey, view: { href: string; device: Device; now: number; lastSeenAt: number | null; state: SurveyState }): boolean {
  const { conditions } = survey;
  const devices = conditions.deviceTypes ?? [];
  if (devices.length > 0 && !devices.some((d) => d.toLowerCase() === view.device)) return false;
  if (!surveyUrlMatches(conditions, view.href)) return false;
  const wait = conditions.seenSurveyWaitPeriodInDays ?? 0;
  if (wait > 0 && view.lastSeenAt !== null && view.now - view.lastSeenAt < wait * DAY_MS) return false;
  if (view.state.doneAt === undefined) return true;
  return survey.schedule === "recurring" && view.now - view.state.doneAt >= Math.max(1, survey.intervalDays) * DAY_MS;
}

/** The pop-up and widget surveys this page view may show, in their order. */
export function eligibleSurveys(
  surveys: SiteSurvey[],
  view: { href: string; device: Device; now: number; lastSeenAt: number | null; stateOf: (id: string) => SurveyState },
): SiteSurvey[] {
  return surveys.filter((s) => s.type !== "api" && surveyAllowed(s, { ...view, state: view.stateOf(s.id) }));
}
