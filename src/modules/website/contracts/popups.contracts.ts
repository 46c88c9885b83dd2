import { z } from "zod";
import {
  devices,
  POPUP_LIMITS as L,
  popupContentKinds,
  popupFrequencies,
  popupStatuses,
  popupStyles,
  popupTriggerTypes,
  urlMatchKinds,
  urlRuleModes,
  visitorKinds,
} from "./popups.constants";

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `Keep the ${what} under ${max} characters` });
const required = (max: number, what: string) => text(max, what).min(1, { error: `Enter the ${what}` });

/** A web address: http or https only (never javascript:, data: …), or empty when optional. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}
const webAddress = (what: string) =>
  text(L.url, what).refine((v) => v === "" || isHttpUrl(v), { error: `Enter the ${what} as a full web address starting with https://` });

/** What the pop-up shows. One flat shape (the builder's form keeps every kind's fields); the kind decides what's required. */
export const popupContent = z
  .object({
    kind: z.enum(popupContentKinds),
    headline: required(L.headline, "headline"),
    body: text(L.body, "text"),
    buttonText: text(L.buttonText, "button text"),
    url: webAddress("button's link"),
    offerCode: text(L.offerCode, "offer code"),
    imageUrl: webAddress("image address"),
    /** The site form shown when kind is `form`. */
    formId: z.union([z.uuid({ error: "Choose a form" }), z.literal("")]),
  })
  .superRefine((c, ctx) => {
    if (c.kind !== "form" && !c.buttonText) ctx.addIssue({ code: "custom", path: ["buttonText"], message: "Enter the button text" });
    if (c.kind === "cta" && !c.url) ctx.addIssue({ code: "custom", path: ["url"], message: "Enter where the button leads" });
    if (c.kind === "offer-code" && !c.offerCode) ctx.addIssue({ code: "custom", path: ["offerCode"], message: "Enter the offer code" });
    if (c.kind === "form" && !c.formId) ctx.addIssue({ code: "custom", path: ["formId"], message: "Choose a form" });
  });
export type PopupContent = z.output<typeof popupContent>;

export const popupTrigger = z
  .object({
    type: z.enum(popupTriggerTypes),
    delaySeconds: z
      .number({ error: "Enter a number of seconds" })
      .int()
      .min(0, { error: "Enter 0 seconds or more" })
      .max(L.maxDelaySeconds, {
        error: `Enter at most ${L.maxDelaySeconds} seconds`,
      }),
    scrollPercent: z.number({ error: "Enter a percentage" }).int().min(1, { error: "Enter a percentage from 1 to 100" }).max(100, {
      error: "Enter a percentage from 1 to 100",
    }),
    selector: text(L.selector, "element selector"),
  })
  .superRefine((t, ctx) => {
    if (t.type === "click" && !t.selector) ctx.addIssue({ code: "custom", path: ["selector"], message: "Enter the element to watch, e.g. .buy-button" });
    if (t.type === "click" && /[<>{}]/.test(t.selector)) ctx.addIssue({ code: "custom", path: ["selector"], message: "A selector has no < > { or }" });
  });
export type PopupTrigger = z.output<typeof popupTrigger>;

export const popupFrequency = z.object({
  mode: z.enum(popupFrequencies),
  days: z
    .number({ error: "Enter a number of days" })
    .int()
    .min(1, { error: "Enter 1 day or more" })
    .max(L.maxDays, { error: `Enter at most ${L.maxDays} days` }),
  /** Stop showing it to a visitor who clicked its button or copied its code. */
  stopAfterConversion: z.boolean(),
});
export type PopupFrequencyRule = z.output<typeof popupFrequency>;

export const urlRule = z.object({
  mode: z.enum(urlRuleModes),
  match: z.enum(urlMatchKinds),
  value: required(L.urlRuleValue, "address or part of it"),
});
export type UrlRule = z.output<typeof urlRule>;

export const popupTargeting = z.object({
  urlRules: z.array(urlRule).max(L.urlRules, { error: `Use at most ${L.urlRules} address rules` }),
  devices: z.array(z.enum(devices)).min(1, { error: "Choose at least one device" }),
  visitors: z.enum(visitorKinds),
});
export type PopupTargeting = z.output<typeof popupTargeting>;

/** "" or a date and time as a datetime-local field gives it (read as UTC). */
const when = z.union([z.literal(""), z.iso.datetime({ local: true, error: "Enter a date and time" })]);
export const popupSchedule = z
  .object({ startsAt: when, endsAt: when })
  .refine((s) => !s.startsAt || !s.endsAt || s.startsAt < s.endsAt, { path: ["endsAt"], error: "The end comes after the start" });
export type PopupSchedule = z.output<typeof popupSchedule>;

const popupFields = {
  name: required(L.name, "pop-up's name"),
  style: z.enum(popupStyles),
  content: popupContent,
  brandKitId: z.union([z.uuid(), z.literal("")]),
  trigger: popupTrigger,
  frequency: popupFrequency,
  targeting: popupTargeting,
  schedule: popupSchedule,
};

export const createPopupInput = z.object(popupFields);
export type CreatePopupInput = z.input<typeof createPopupInput>;
export type PopupValues = z.output<typeof createPopupInput>;

/** A save names the version it started from (the row's updatedAt): a newer save by someone else is a conflict. */
export const updatePopupInput = z.object({ id: z.uuid(), expectedUpdatedAt: z.coerce.date(), ...popupFields });
export type UpdatePopupInput = z.input<typeof updatePopupInput>;

export const popupIdInput = z.object({ id: z.uuid() });
export const setPopupStatusInput = z.object({ id: z.uuid(), status: z.enum(popupStatuses) });
/** Deleting asks for the pop-up's name, typed. */
export const deletePopupInput = z.object({ id: z.uuid(), confirmName: z.string().trim().min(1, { error: "Type the pop-up's name to delete it" }) });
export const listPopupsInput = z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() }).default({});

/** A new pop-up's starting values. */
export const blankPopup: PopupValues = {
  name: "",
  style: "modal",
  content: { kind: "cta", headline: "", body: "", buttonText: "Learn more", url: "", offerCode: "", imageUrl: "", formId: "" },
  brandKitId: "",
  trigger: { type: "delay", delaySeconds: 5, scrollPercent: 50, selector: "" },
  frequency: { mode: "once", days: 7, stopAfterConversion: true },
  targeting: { urlRules: [], devices: ["desktop", "tablet", "mobile"], visitors: "all" },
  schedule: { startsAt: "", endsAt: "" },
};
