/**
 * The keywords carriers and Twilio honour in a reply (pure): the whole message, trimmed, in any
 * case. "Stop please" is not a keyword; "stop" and " STOP " are.
 */

const STOP_WORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"] as const;
const START_WORDS = ["START", "YES", "UNSTOP"] as const;
const HELP_WORDS = ["HELP", "INFO"] as const;

export type SmsKeyword = { kind: "stop" | "start" | "help"; word: string };

export function smsKeywordOf(body: string): SmsKeyword | null {
  const word = body.trim().toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return { kind: "stop", word };
  if ((START_WORDS as readonly string[]).includes(word)) return { kind: "start", word };
  if ((HELP_WORDS as readonly string[]).includes(word)) return { kind: "help", word };
  return null;
}

/** Text content needs only &, < and > escaped (quotes and apostrophes stay readable). */
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A TwiML answer with these replies (none: an empty <Response/>, which sends nothing back). */
export function twiml(messages: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${messages.map((m) => `<Message>${escapeXml(m)}</Message>`).join("")}</Response>`;
}
