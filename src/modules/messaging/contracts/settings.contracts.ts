import { z } from "zod";
import { text } from "@/lib/text";

export const MAX_POSTAL_ADDRESS = 500;

const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter ${what}` })
    .int({ error: "Enter a whole number" })
    .min(min, { error: `Enter ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}` })
    .max(max, { error: `Enter ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}` });

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$|^\d{1,3}(?:\.\d{1,3}){3}$/;

/** A host name or IPv4 address; empty means none. */
const optionalHost = text()
  .trim()
  .toLowerCase()
  .max(253, { error: "A host name is at most 253 characters" })
  .refine((v) => v === "" || HOST.test(v), { error: "Enter a host name such as pop.example.com, or an IP address" });

const inboundMailboxFields = z.object({
  host: optionalHost.nullable(),
  port: wholeNumber("a port", 1, 65535).default(995),
  tls: z.boolean().default(true),
  user: text()
    .trim()
    .max(200, { error: "Keep the user name under 200 characters" })
    .regex(/^[^\r\n]*$/, { error: "The user name can't hold a line break" })
    .default(""),
  password: text()
    .max(500, { error: "Keep the password under 500 characters" })
    .regex(/^[^\r\n]*$/, { error: "The password can't hold a line break" })
    .optional(),
});
const mailboxNeedsUser = (v: { host: string | null; user: string }, ctx: z.RefinementCtx) => {
  if (v.host && !v.user) ctx.addIssue({ code: "custom", path: ["user"], message: "Enter the mailbox user name" });
};
const emptyHostIsNone = <T extends { host: string | null }>(v: T) => ({ ...v, host: v.host || null });

/**
 * The inbound mailbox bounces and complaints arrive in (POP3), or none (`host` empty). The password
 * is write-only: left out, the saved one stays.
 */
export const inboundMailboxInput = inboundMailboxFields.superRefine(mailboxNeedsUser).transform(emptyHostIsNone);
export type InboundMailboxInput = z.infer<typeof inboundMailboxInput>;

/** "Test the mailbox": the values in the form, or (left out) the saved mailbox. */
export const testInboundInput = z.object({ inbound: inboundMailboxInput.optional() }).optional();

/**
 * The workspace's sending settings. Marketing sends need the postal address (their footer carries
 * it); the frequency cap counts marketing email and SMS together; `null` count turns it off.
 */
const frequencyCapFields = {
  count: wholeNumber("how many messages", 1, 100),
  days: wholeNumber("the number of days", 1, 90),
};

export const sendingSettingsInput = z.object({
  postalAddress: text()
    .trim()
    .max(MAX_POSTAL_ADDRESS, { error: `Keep the address under ${MAX_POSTAL_ADDRESS} characters` }),
  frequencyCap: z.object(frequencyCapFields).nullable(),
  ratePerSecond: wholeNumber("messages per second", 1, 10_000),
  perDomainPerMinute: wholeNumber("messages per minute", 1, 1_000_000),
  trackOpens: z.boolean(),
  trackClicks: z.boolean(),
  excludeInvalid: z.boolean(),
  inbound: inboundMailboxInput,
});
export type SendingSettingsInput = z.infer<typeof sendingSettingsInput>;

/**
 * The Sending tab's form, parsing to the procedure's input: the cap is a switch with its two
 * numbers (kept while it is off, which parses to `null`), and an empty password box keeps the saved
 * password (the procedure's `undefined`; its "" would remove it).
 */
export const sendingSettingsFormInput = sendingSettingsInput.extend({
  frequencyCap: z.discriminatedUnion("on", [
    z.object({ on: z.literal(false), count: z.unknown(), days: z.unknown() }).transform(() => null),
    z.object({ on: z.literal(true), ...frequencyCapFields }).transform(({ count, days }) => ({ count, days })),
  ]),
  inbound: inboundMailboxFields
    .extend({ password: inboundMailboxFields.shape.password.unwrap().transform((v) => (v === "" ? undefined : v)) })
    .superRefine(mailboxNeedsUser)
    .transform(emptyHostIsNone),
});
export type SendingSettingsFormValues = z.input<typeof sendingSettingsFormInput>;
