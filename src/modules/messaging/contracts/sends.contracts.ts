import { z } from "zod";
import { text } from "@/lib/text";

/** An id picked in a form: its message names what to choose, since the form may have nothing to pick yet. */
const picked = (what: string) => z.uuid({ error: `Choose ${what}` });
const id = z.uuid({ error: "This item wasn't found. Reload the page and try again." });
const listId = picked("a list or segment");
const domainId = picked("a sending domain");
const topicId = picked("a topic");
const name = text().trim().min(1, { error: "Give the send a name" }).max(200, { error: "Keep the name under 200 characters" });
const localPart = text()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9._+-]{0,62}[a-z0-9])?$/, { error: "Use letters, digits, dots, dashes or plus signs, like news or hello.team" });

/** A campaign email to a CRM list or segment, from a verified sending domain. Templates use merge tags. */
export const createEmailSendInput = z.object({
  name,
  listId,
  domainId,
  fromName: text().trim().min(1, { error: "Enter the sender's name" }).max(100),
  fromLocal: localPart,
  replyTo: z.email({ error: "Enter a valid email" }).optional(),
  subject: text().trim().min(1, { error: "Enter a subject" }).max(250, { error: "Keep the subject under 250 characters" }),
  html: text().min(1, { error: "Write the message" }).max(500_000, { error: "The message is too long (500 kB at most)" }),
  /** The plain-text part; derived from the HTML when left out. */
  text: text().max(200_000).optional(),
  topicId: topicId.optional(),
  /** Privacy mode turns both off. */
  trackOpens: z.boolean().default(true),
  trackClicks: z.boolean().default(true),
  excludeInvalid: z.boolean().default(true),
});
export type CreateEmailSendInput = z.input<typeof createEmailSendInput>;

/** A marketing SMS to a CRM list or segment, from one of the workspace's sender numbers. */
export const createSmsSendInput = z.object({
  name,
  listId,
  /** A sender number of the workspace (E.164); its default when left out. */
  from: text()
    .regex(/^\+[1-9]\d{6,14}$/, { error: "Use an international number such as +14155550123" })
    .optional(),
  body: text().trim().min(1, { error: "Write the message" }).max(1600, { error: "An SMS can hold 1,600 characters at most" }),
  topicId: topicId.optional(),
});
export type CreateSmsSendInput = z.input<typeof createSmsSendInput>;

export const sendIdInput = z.object({ id });
export const listSendsInput = z.object({ listId: listId.optional(), limit: z.number().int().min(1).max(100).default(20) });
/** How many of a list would receive a message now, and why the others wouldn't. */
export const audienceCountInput = z.object({
  listId,
  channel: z.enum(["email", "sms"]),
  topicId: topicId.optional(),
  excludeInvalid: z.boolean().default(true),
});
/** The message as one contact of the list would receive it (merge tags filled). */
export const previewSendInput = z.object({
  listId,
  subject: text().max(250).default(""),
  html: text().max(500_000).default(""),
  smsBody: text().max(1600).optional(),
});

/** A picker left on "none": the empty string, or one of the list's ids. */
const noneOr = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(""), schema]);

/**
 * The email compose dialog's draft, checked with the procedure's own field rules: the body in the
 * mode it is written in (the procedure's `html`), an optional reply-to as typed, privacy mode for
 * both tracking switches. The dialog sends it as `createEmailSendInput` (`emailSendInput`), and
 * puts the procedure's `html`/`text`/`track*` messages back on `body`/`privacy` (`emailDraftFields`).
 */
export const emailDraftInput = z.object({
  name,
  domainId,
  fromName: createEmailSendInput.shape.fromName,
  fromLocal: localPart,
  replyTo: text().refine((v) => v.trim() === "" || z.email().safeParse(v.trim()).success, { error: "Enter a valid email" }),
  subject: createEmailSendInput.shape.subject,
  mode: z.enum(["text", "html"]),
  body: createEmailSendInput.shape.html,
  topicId: noneOr(topicId),
  privacy: z.boolean(),
  excludeInvalid: z.boolean(),
});
/** Where the procedure's field messages land in the email draft; a refusal about the list is the dialog's own. */
export const emailDraftFields = { html: "body", text: "body", trackOpens: "privacy", trackClicks: "privacy", listId: "root.server" } as const;

/** The SMS compose dialog's draft, checked with the procedure's own field rules (`from` empty: the default number). */
export const smsDraftInput = z.object({
  name,
  from: noneOr(createSmsSendInput.shape.from.unwrap()),
  body: createSmsSendInput.shape.body,
  topicId: noneOr(topicId),
});
export const smsDraftFields = { listId: "root.server" } as const;
