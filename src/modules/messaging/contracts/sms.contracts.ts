import { z } from "zod";
import { text } from "@/lib/text";

/** An E.164 phone number: a plus, the country code and the number, digits only. */
export const e164 = text()
  .trim()
  .transform((v) => v.replace(/[\s().-]/g, ""))
  .pipe(text().regex(/^\+[1-9]\d{6,14}$/, { error: "Use an international number with its country code, such as +14155550123" }));

const hour = z.number({ error: "Choose an hour" }).int().min(0, { error: "Choose an hour from 0 to 23" }).max(23, { error: "Choose an hour from 0 to 23" });

/** The SMS provider: a Twilio account, or any provider that speaks Twilio's Messages API. */
export const saveSmsProviderInput = z.object({
  accountSid: text()
    .trim()
    .min(1, { error: "Enter the account SID" })
    .max(64, { error: "An account SID is at most 64 characters" })
    .regex(/^[A-Za-z0-9-]+$/, { error: "An account SID has only letters, digits and dashes, like AC0123…" }),
  /** Left empty, the stored token is kept. */
  authToken: text().trim().max(256, { error: "The auth token is at most 256 characters" }).optional(),
  baseUrl: text()
    .trim()
    .max(300)
    .default("https://api.twilio.com")
    .transform((v) => (v === "" ? "https://api.twilio.com" : v.replace(/\/+$/, "")))
    // https on a public address: the server checks where it leads when saving (an administrator may allow an internal http one).
    .pipe(z.url({ protocol: /^https?$/, error: "Enter the API address, such as https://api.twilio.com" })),
});
export type SaveSmsProviderInput = z.output<typeof saveSmsProviderInput>;

export const addSmsNumberInput = z.object({
  phone: e164,
  label: text().trim().max(80, { error: "Keep the label under 80 characters" }).default(""),
});
export type AddSmsNumberInput = z.output<typeof addSmsNumberInput>;

export const smsNumberIdInput = z.object({ id: z.uuid({ error: "Choose a number from the list" }) });

/** Quiet hours in each contact's time zone; both null turns them off. */
export const saveQuietHoursInput = z
  .object({ start: hour.nullable(), end: hour.nullable() })
  .refine((q) => (q.start === null) === (q.end === null), { error: "Choose both the start and the end, or neither to turn quiet hours off", path: ["end"] })
  .refine((q) => q.start === null || q.start !== q.end, { error: "The end must differ from the start", path: ["end"] });
export type SaveQuietHoursInput = z.output<typeof saveQuietHoursInput>;

/**
 * The provider form, parsing to `saveSmsProviderInput`: an empty token box keeps the saved token,
 * and is refused only when none is saved yet (`hasSavedToken`, which the form carries and drops).
 */
export const smsProviderFormInput = saveSmsProviderInput
  .extend({ authToken: saveSmsProviderInput.shape.authToken.unwrap(), hasSavedToken: z.boolean() })
  .superRefine((v, ctx) => {
    if (!v.authToken && !v.hasSavedToken) ctx.addIssue({ code: "custom", path: ["authToken"], message: "Enter the auth token" });
  })
  .transform(({ hasSavedToken: _saved, authToken, ...v }) => ({ ...v, authToken: authToken || undefined }));

/** The quiet-hours form: a switch and two hours (kept while it is off), parsing to `saveQuietHoursInput`. */
export const quietHoursFormInput = z
  .object({ on: z.boolean(), start: hour, end: hour })
  .transform((v): z.input<typeof saveQuietHoursInput> => (v.on ? { start: v.start, end: v.end } : { start: null, end: null }))
  .pipe(saveQuietHoursInput);
