/**
 * What the public config endpoint answers and the site script reads: only the fields the browser
 * needs (no names, no status, no ids of people). Shared by the server's serializer, the script and
 * the builder's preview.
 */
import type { SiteConsentBanner } from "../contracts/consent.constants";
import type { SurveyQuestion } from "@/modules/analytics/client";
import type {
  Device,
  PopupContentKind,
  PopupFrequency,
  PopupStyle,
  PopupTriggerType,
  UrlMatchKind,
  UrlRuleMode,
  VisitorKind,
} from "../contracts/popups.constants";

export type SitePopup = {
  id: string;
  style: PopupStyle;
  content: {
    kind: PopupContentKind;
    headline: string;
    body: string;
    buttonText: string;
    url: string;
    offerCode: string;
    imageUrl: string;
    /** The hosted form's frame address, when kind is `form`. */
    formUrl: string;
  };
  trigger: { type: PopupTriggerType; delaySeconds: number; scrollPercent: number; selector: string };
  frequency: { mode: PopupFrequency; days: number; stopAfterConversion: boolean };
  targeting: { urlRules: { mode: UrlRuleMode; match: UrlMatchKind; value: string }[]; devices: Device[]; visitors: VisitorKind };
  colours: { accent: string; onAccent: string };
};

/** The workspace's consent banner as the script draws it (with `data-banner="on"`), in the default brand kit's colours. */
export type SiteConsentConfig = SiteConsentBanner & { colours: SitePopup["colours"] };

/** A running site survey as the script reads it (analytics' PostHog-compatible survey, reduced to what the browser needs). */
export type SiteSurvey = {
  id: string;
  type: "popover" | "widget" | "api";
  questions: SurveyQuestion[];
  appearance: { position?: string; widgetType?: string; widgetLabel?: string };
  conditions: { url?: string; urlMatchType?: string; deviceTypes?: string[]; seenSurveyWaitPeriodInDays?: number };
  schedule: "once" | "recurring";
  /** Days before a recurring survey asks the same visitor again. */
  intervalDays: number;
  colours: { accent: string; onAccent: string };
};

export type SiteConfig = { popups: SitePopup[]; consent?: SiteConsentConfig; surveys?: SiteSurvey[] };
