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

/**
 * The inbound mailbox bounces and complaints arrive in (POP3), or none (`host` empty). The password
 * is write-only: left out, the saved one stays.
 */
export const inboundMailboxInput = z
  .object({
    host: optionalHost.nullable(),
    port: wholeNumber("a port", 1, 65535).default(995),
    tls: z.boolean().default(true),
    user: text().trim().max(200, { error: "Keep the user name under 200 characters" }).regex(/^[^\r\n]*$/, { error: "The user name can't hold a line break" }).default(""),
    password: text().max(500, { error: "Keep the password under 500 characters" }).regex(/^[^\r\n]*$/, { error: "The password can't hold a line break" }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.host && !v.user) ctx.addIssue({ code: "custom", path: ["user"], message: "Enter the mailbox user name" });
  })
  .transform((v) => ({ ...v, host: v.host || null }));
export type InboundMailboxInput = z.infer<typeof inboundMailboxInput>;

/** "Test the mailbox": the values in the form, or (left out) the saved mailbox. */
export const testInboundInput = z.object({ inbound: inboundMailboxInput.optional() }).optional();

/**
 * The workspace's sending settings. Marketing sends need the postal address (their footer carries
 * it); the frequency cap counts marketing email and SMS together; `null` count turns it off.
 */
export const sendingSettingsInput = z.object({
  postalAddress: text().trim().max(MAX_POSTAL_ADDRESS, { error: `Keep the address under ${MAX_POSTAL_ADDRESS} characters` }),
  frequencyCap: z
    .object({
      count: wholeNumber("how many messages", 1, 100),
      days: wholeNumber("the number of days", 1, 90),
    })
    .nullable(),
  ratePerSecond: wholeNumber("messages per second", 1, 10_000),
  perDomainPerMinute: wholeNumber("messages per minute", 1, 1_000_000),
  trackOpens: z.boolean(),
  trackClicks: z.boolean(),
  excludeInvalid: z.boolean(),
  inbound: inboundMailboxInput,
});
export type SendingSettingsInput = z.infer<typeof sendingSettingsInput>;
export type SendingSettingsFormValues = z.input<typeof sendingSettingsInput>;
