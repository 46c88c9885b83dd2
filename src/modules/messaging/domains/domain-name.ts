/**
 * What counts as a sending domain: a real DNS name the workspace controls. Pure, shared by the add
 * form's contract and the service.
 */

/** Mailbox providers' domains: their DNS isn't yours to publish records in, so mail can't be sent "from" them here. */
export const PUBLIC_MAILBOX_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.uk",
  "yahoo.fr",
  "ymail.com",
  "rocketmail.com",
  "outlook.com",
  "hotmail.com",
  "hotmail.co.uk",
  "hotmail.fr",
  "live.com",
  "msn.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "zoho.com",
  "fastmail.com",
  "hey.com",
  "tutanota.com",
  "qq.com",
  "163.com",
  "126.com",
]);

export const MAX_DOMAIN_LENGTH = 253;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Converts an internationalised name to its punycode form (as DNS stores it); null when it can't be a host name. */
function toAscii(name: string): string | null {
  if (/^[\x21-\x7e]*$/.test(name)) return name;
  try {
    return new URL(`http://${name}`).hostname;
  } catch {
    return null;
  }
}

/**
 * A domain as stored (lower-case, no trailing dot, punycode), or the reason it can't be a sending
 * domain, in words for the person typing it.
 */
export function parseSendingDomain(input: string): { domain: string } | { error: string } {
  const text = input.trim().toLowerCase().replace(/\.$/, "");
  if (text === "") return { error: "Enter a domain, such as mail.example.com" };
  if (text.includes("@")) return { error: "Enter the domain only, without the part before @ (example.com, not news@example.com)" };
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(text) || text.includes("/")) return { error: "Enter the domain only, without http:// or a path (example.com)" };
  if (/\s/.test(text)) return { error: "A domain has no spaces" };
  const ascii = toAscii(text);
  if (!ascii) return { error: "That isn't a valid domain name" };
  if (ascii.length > MAX_DOMAIN_LENGTH) return { error: `A domain is at most ${MAX_DOMAIN_LENGTH} characters` };
  const labels = ascii.split(".");
  if (labels.length < 2) return { error: "Enter a full domain with its ending, such as example.com" };
  if (!labels.every((l) => LABEL.test(l))) return { error: "A domain holds letters, digits and hyphens between dots (no hyphen at either end of a part)" };
  if (/^\d+$/.test(labels.at(-1)!)) return { error: "Enter a domain name, not an IP address" };
  if (!TLD.test(labels.at(-1)!)) return { error: "That domain's ending isn't valid (.com, .org, .co.uk…)" };
  const mailbox = [...PUBLIC_MAILBOX_DOMAINS].find((d) => ascii === d || ascii.endsWith(`.${d}`));
  if (mailbox) return { error: `${mailbox} is a mailbox provider's domain: you can't publish its DNS records. Use a domain you own.` };
  return { domain: ascii };
}

/** The DKIM selector of keys made in a month: `amt202607`. A new key next month gets a new selector. */
export function dkimSelectorFor(at: Date): string {
  return `amt${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The bounce (Return-Path) host a domain publishes as a CNAME. */
export const returnPathHostFor = (domain: string) => `bounces.${domain}`;
