import { z } from "zod";
import { emailVerdicts } from "./messaging-enums";
import { text } from "@/lib/text";
import { audienceOf } from "./verification.constants";

/** Why an address got its verdict, as a code the summary groups by (the stored reason has the details). */
export const reasonCodes = [
  "syntax",
  "no-domain",
  "null-mx",
  "no-mail-server",
  "mailbox-missing",
  "dns-error",
  "implicit-mx",
  "disposable",
  "role",
  "international",
  "catch-all",
  "mailbox-unknown",
  "accepts-mail",
  "mailbox-exists",
] as const;
export type ReasonCode = (typeof reasonCodes)[number];

/** The summary's words for each code. */
export const reasonLabels: Record<ReasonCode, string> = {
  syntax: "Malformed address",
  "no-domain": "Domain doesn't exist",
  "null-mx": "Domain accepts no email",
  "no-mail-server": "No mail server",
  "mailbox-missing": "Mailbox doesn't exist",
  "dns-error": "DNS didn't answer",
  "implicit-mx": "No MX record",
  disposable: "Disposable address",
  role: "Role account",
  international: "International characters",
  "catch-all": "Catch-all domain",
  "mailbox-unknown": "Mailbox not confirmed",
  "accepts-mail": "Domain accepts mail",
  "mailbox-exists": "Mailbox exists",
};

/** The mailbox probe asks each domain's mail server about the address: slower, and off unless chosen. */
const probe = z.boolean().default(false);

/** One address, checked at once. Any text is taken: a malformed address is a verdict (invalid), not a form error. */
export const checkOneInput = z.object({
  email: text({ error: "Enter an email address" })
    .trim()
    .min(1, { error: "Enter an email address" })
    .max(320, { error: "An email address is at most 254 characters" }),
  probe,
});
export type CheckOneInput = z.input<typeof checkOneInput>;

/** What a run covers: one CRM list or segment, or every contact with an email address. */
export const verificationAudience = z.discriminatedUnion("scope", [
  z.object({ scope: z.literal("list"), listId: z.uuid({ error: "Choose a list or segment" }) }),
  z.object({ scope: z.literal("all") }),
]);
export type VerificationAudience = z.infer<typeof verificationAudience>;

export const startVerificationInput = z.intersection(verificationAudience, z.object({ probe }));
export type StartVerificationInput = z.input<typeof startVerificationInput>;

export { ALL_CONTACTS, audienceOf } from "./verification.constants";

/** "Verify a list or segment": one select (`ALL_CONTACTS` or a list's id) and the probe, parsing to `startVerificationInput`. */
export const startVerificationFormInput = z
  .object({ audience: text().min(1, { error: "Choose a list or segment, or all contacts" }), probe })
  .transform(({ audience, probe }): StartVerificationInput => ({ ...audienceOf(audience)!, probe }))
  .pipe(startVerificationInput);

export const verificationIdInput = z.object({ id: z.uuid({ error: "Choose a verification" }) });
export type VerificationIdInput = z.infer<typeof verificationIdInput>;

export const RESULTS_PAGE_SIZE = 50;

export const verificationResultsInput = z.object({
  id: z.uuid({ error: "Choose a verification" }),
  verdict: z.enum(emailVerdicts).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
});
export type VerificationResultsInput = z.input<typeof verificationResultsInput>;
