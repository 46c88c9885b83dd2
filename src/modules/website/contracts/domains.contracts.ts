import { z } from "zod";
import { text } from "@/lib/text";

/** A host name: labels of letters, digits and hyphens, at least one dot, no scheme or path ("pages.example.com"). */
const HOST = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const addDomainInput = z.object({
  host: text()
    .trim()
    .toLowerCase()
    .min(1, { error: "Enter a domain, like pages.example.com" })
    .regex(HOST, { error: "Enter a domain name only, like pages.example.com (no https:// or path)" }),
});
export type AddDomainInput = z.infer<typeof addDomainInput>;

export const domainIdInput = z.object({ id: z.uuid({ error: "Choose a domain" }) });
export type DomainIdInput = z.infer<typeof domainIdInput>;

/** The TXT record a domain's owner adds to prove it. */
export const verificationRecordName = (host: string) => `_aimt-verify.${host}`;
export const verificationRecordValue = (token: string) => `aimt-verify=${token}`;
