import { z } from "zod";
import { text } from "@/lib/text";

const id = z.uuid({ error: "Choose one from the list" });
const name = text().trim().min(1, { error: "Give the send a name" }).max(200, { error: "Keep the name under 200 characters" });
const localPart = text()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9._+-]{0,62}[a-z0-9])?$/, { error: "Use letters, digits, dots, dashes or plus signs, like news or hello.team" });

/** A campaign email to a CRM list or segment, from a verified sending domain. Templates use merge tags. */
export const createEmailSendInput = z.object({
  name,
  listId: id,
  domainId: id,
  fromName: text().trim().min(1, { error: "Enter the sender's name" }).max(100),
  fromLocal: localPart,
  replyTo: z.email({ error: "Enter a valid email" }).optional(),
  subject: text().trim().min(1, { error: "Enter a subject" }).max(250, { error: "Keep the subject under 250 characters" }),
  html: text().min(1, { error: "Write the message" }).max(500_000, { error: "The message is too long (500 kB at most)" }),
  /** The plain-text part; derived from the HTML when left out. */
  text: text().max(200_000).optional(),
  topicId: id.optional(),
  /** Privacy mode turns both off. */
  trackOpens: z.boolean().default(true),
  trackClicks: z.boolean().default(true),
  excludeInvalid: z.boolean().default(true),
});
export type CreateEmailSendInput = z.input<typeof createEmailSendInput>;

/** A marketing SMS to a CRM list or segment, from one of the workspace's sender numbers. */
export const createSmsSendInput = z.object({
  name,
  listId: id,
  /** A sender number of the workspace (E.164); its default when left out. */
  from: text().regex(/^\+[1-9]\d{6,14}$/, { error: "Use an international number such as +14155550123" }).optional(),
  body: text().trim().min(1, { error: "Write the message" }).max(1600, { error: "An SMS can hold 1,600 characters at most" }),
  topicId: id.optional(),
});
export type CreateSmsSendInput = z.input<typeof createSmsSendInput>;

export const sendIdInput = z.object({ id });
export const listSendsInput = z.object({ listId: id.optional(), limit: z.number().int().min(1).max(100).default(20) });
/** How many of a list would receive a message now, and why the others wouldn't. */
export const audienceCountInput = z.object({ listId: id, channel: z.enum(["email", "sms"]), topicId: id.optional(), excludeInvalid: z.boolean().default(true) });
/** The message as one contact of the list would receive it (merge tags filled). */
export const previewSendInput = z.object({ listId: id, subject: text().max(250).default(""), html: text().max(500_000).default(""), smsBody: text().max(1600).optional() });
