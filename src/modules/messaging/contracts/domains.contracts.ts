import { z } from "zod";
import { parseSendingDomain } from "../domains/domain-name";
import { text } from "@/lib/text";

/** A domain typed by a person: checked and normalised (lower-case, punycode, no trailing dot). */
const sendingDomain = text({ error: "Enter a domain, such as mail.example.com" })
  .max(300, { error: "A domain is at most 253 characters" })
  .transform((text, ctx) => {
    const parsed = parseSendingDomain(text);
    if ("domain" in parsed) return parsed.domain;
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  });

export const addDomainInput = z.object({ domain: sendingDomain });
export type AddDomainInput = z.infer<typeof addDomainInput>;

export const domainIdInput = z.object({ id: z.uuid({ error: "Unknown domain" }) });
export type DomainIdInput = z.infer<typeof domainIdInput>;

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$|^\d{1,3}(?:\.\d{1,3}){3}$/;

/** A host name or IPv4 address; empty means none. */
const optionalHost = text()
  .trim()
  .toLowerCase()
  .max(253, { error: "A host name is at most 253 characters" })
  .refine((v) => v === "" || HOST.test(v), { error: "Enter a host name such as smtp.example.com, or an IP address" });

const domainSmtpFields = z.object({
  id: z.uuid({ error: "Unknown domain" }),
  host: optionalHost.nullable(),
  port: z.coerce
    .number({ error: "Enter a port" })
    .int({ error: "Enter a whole number" })
    .min(1, { error: "Ports run from 1 to 65535" })
    .max(65535, { error: "Ports run from 1 to 65535" })
    .default(587),
  secure: z.boolean().default(false),
  user: text().trim().max(200, { error: "Keep the user name under 200 characters" }).nullable().default(null),
  password: text().max(500, { error: "Keep the password under 500 characters" }).optional(),
});
const emptyIsNone = <T extends { host: string | null; user: string | null }>(v: T) => ({ ...v, host: v.host || null, user: v.user || null });

/**
 * A domain's own SMTP server, or none (`host` empty: the server's SMTP settings). The password is
 * write-only: left out, the saved one stays; an empty string removes it.
 */
export const domainSmtpInput = domainSmtpFields.transform(emptyIsNone);
export type DomainSmtpInput = z.infer<typeof domainSmtpInput>;

/** The domain's SMTP form, parsing to `domainSmtpInput`: an empty password box keeps the saved password. */
export const domainSmtpFormInput = domainSmtpFields
  .extend({ password: domainSmtpFields.shape.password.unwrap().transform((v) => (v === "" ? undefined : v)) })
  .transform(emptyIsNone);
