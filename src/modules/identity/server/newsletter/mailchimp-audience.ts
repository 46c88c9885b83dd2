import "server-only";
import { createHash } from "node:crypto";
import { fixedHostFetch, REQUEST_TIMEOUT_MS } from "@/server/egress";
import type { NewsletterConfig } from "./config";

/** Mailchimp answered with a problem the next try may not have (a 5xx, a throttle, no answer). */
export class MailchimpRetryableError extends Error {}
/** Mailchimp refused the member for good (an invalid or forgotten address, a key without access). */
export class MailchimpRefusedError extends Error {}

/** Mailchimp's member id: the MD5 of the lowercased address. */
export const subscriberHash = (email: string) => createHash("md5").update(email.trim().toLowerCase()).digest("hex");

export type MemberStatus = "subscribed" | "pending" | "unsubscribed";

/**
 * Adds or updates the person on the newsletter's audience (PUT /3.0/lists/{list}/members/{hash}:
 * creates them when new, changes their status otherwise). The API host is the operator's setting.
 */
export async function putAudienceMember(config: NewsletterConfig, email: string, status: MemberStatus): Promise<void> {
  const url = `${config.apiBase}/3.0/lists/${encodeURIComponent(config.listId)}/members/${subscriberHash(email)}`;
  let res: Response;
  try {
    res = await fixedHostFetch(url, {
      method: "PUT",
      headers: {
        authorization: `Basic ${Buffer.from(`newsletter:${config.apiKey}`).toString("base64")}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify({ email_address: email, status_if_new: status, status }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new MailchimpRetryableError(`Mailchimp didn't answer: ${(error as Error).message}`);
  }
  if (res.ok) return;
  const detail = await res
    .json()
    .then((body: { title?: string; detail?: string }) => [body.title, body.detail].filter(Boolean).join(": "))
    .catch(() => "");
  const message = `Mailchimp answered ${res.status}${detail ? ` (${detail})` : ""}`;
  if (res.status === 429 || res.status >= 500) throw new MailchimpRetryableError(message);
  throw new MailchimpRefusedError(message);
}
