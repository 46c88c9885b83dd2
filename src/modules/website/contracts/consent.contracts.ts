import { z } from "zod";
import { text } from "@/lib/text";
import { CONSENT_BANNER_LIMITS as L, CONSENT_BANNER_POSITIONS, CONSENT_CHOICE_FILTERS, SITE_CONSENT_SOURCES } from "./consent.constants";
import { isHttpUrl } from "./popups.contracts";

const label = (what: string) =>
  text()
    .trim()
    .min(1, { error: `Enter the ${what}` })
    .max(L.label, { error: `Keep the ${what} under ${L.label} characters` });

/** The consent banner's settings (the settings form and `website.consent.update`). */
export const updateConsentBannerInput = z.object({
  enabled: z.boolean(),
  message: text()
    .trim()
    .min(1, { error: "Enter what the banner says" })
    .max(L.message, { error: `Keep the banner's text under ${L.message} characters` }),
  acceptLabel: label("accept button's label"),
  rejectLabel: label("reject button's label"),
  chooseLabel: label("choose button's label"),
  privacyUrl: text()
    .trim()
    .max(L.privacyUrl, { error: `Keep the address under ${L.privacyUrl} characters` })
    .refine((v) => v === "" || isHttpUrl(v), { error: "Enter your privacy policy's full address, starting with https://" }),
  position: z.enum(CONSENT_BANNER_POSITIONS),
});
export type UpdateConsentBannerInput = z.infer<typeof updateConsentBannerInput>;

export const CONSENT_RECORDS_PAGE_SIZE = 50;

/** The consent records list: what was chosen, where, over the last days; a page at a time. */
export const listConsentRecordsInput = z.object({
  choice: z.enum(CONSENT_CHOICE_FILTERS).default("all"),
  source: z.enum(["all", ...SITE_CONSENT_SOURCES]).default("all"),
  days: z.union([z.literal(7), z.literal(30), z.literal(90), z.literal(365)]).default(30),
  page: z.number().int().min(0).max(10_000).default(0),
});
export type ListConsentRecordsInput = z.input<typeof listConsentRecordsInput>;
export type ConsentRecordsQuery = z.output<typeof listConsentRecordsInput>;
