/**
 * The two ways a returned message names the message it is about: the Message-ID the engine gave it
 * (`<send id>.<contact id>@<sending domain>`, or `<send id>.<16 hex of the address's sha256>@…` for
 * workspace mail to an address), and the VERP envelope sender it went out with
 * (`bounce+<outbox id in base 36>@<return-path host>`), which is where bounces are delivered.
 */

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const KEY = "[0-9a-f]{16}";
const OURS = new RegExp(`^<?(${UUID})\\.(${UUID}|${KEY})@([^>\\s]+)>?$`, "i");
const OURS_ANYWHERE = new RegExp(`<(${UUID}\\.(?:${UUID}|${KEY})@[^>\\s]+)>`, "gi");

/** The send and contact (or, for workspace mail, address key) a Message-ID of ours names; null for anyone else's. */
export function parseMessageId(messageId: string | null | undefined): { sendId: string; contactId: string } | { sendId: string; addressKey: string } | null {
  const match = OURS.exec((messageId ?? "").trim());
  if (!match) return null;
  const sendId = match[1]!.toLowerCase();
  const second = match[2]!.toLowerCase();
  return second.length === 16 ? { sendId, addressKey: second } : { sendId, contactId: second };
}

/** Every Message-ID of ours in a piece of text (headers of a returned message, References…). */
export function messageIdsIn(text: string): string[] {
  return [...text.matchAll(OURS_ANYWHERE)].map((m) => m[1]!);
}

/** The envelope sender (Return-Path) of one outbox row's message: bounces come back to it. */
export function verpAddress(outboxId: number, returnPathHost: string): string {
  return `bounce+${outboxId.toString(36)}@${returnPathHost}`;
}

const VERP = /\bbounce\+([0-9a-z]{1,13})@[a-z0-9.-]+/i;

/** The outbox id a VERP address names (anywhere in a header value), or null. */
export function outboxIdOfVerp(value: string | null | undefined): number | null {
  const match = VERP.exec(value ?? "");
  if (!match) return null;
  const id = parseInt(match[1]!.toLowerCase(), 36);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
