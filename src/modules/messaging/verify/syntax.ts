import { domainToASCII } from "node:url";

/**
 * An address's syntax, by the practical rules of RFC 5321 (lengths, what a mail server accepts in
 * an envelope) and RFC 5322 (the dot-atom local part). International domains are checked in their
 * ASCII (punycode) form. Quoted local parts and address literals (`user@[192.0.2.1]`) are legal
 * but refused: marketing mail can't be sent to them in practice. Pure.
 */

/** RFC 5321 §4.5.3.1: a forward path is at most 256 octets with its angle brackets. */
export const MAX_ADDRESS_OCTETS = 254;
export const MAX_LOCAL_OCTETS = 64;
export const MAX_DOMAIN_OCTETS = 253;
export const MAX_LABEL_OCTETS = 63;

export type ParsedAddress = {
  /** The address as it will be checked and written: the local part as typed, the domain lower-cased ASCII. */
  address: string;
  local: string;
  /** ASCII (punycode) form, lower-cased. */
  domain: string;
  /** The domain as typed, when it differs (an international name). */
  unicodeDomain: string | null;
  /** True when the local part holds characters beyond ASCII (it needs SMTPUTF8 to be delivered). */
  internationalLocal: boolean;
};

export type SyntaxResult = { ok: true; parsed: ParsedAddress } | { ok: false; reason: string };

/** RFC 5322 atext: letters, digits and these symbols. */
const atext = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
/** Letters beyond ASCII, allowed in the local part by RFC 6531 (SMTPUTF8). */
const nonAscii = /[\u0080-\uffff]/;
const octets = (text: string) => Buffer.byteLength(text, "utf8");

const fail = (reason: string): SyntaxResult => ({ ok: false, reason });

/** Checks an address; on success, the normalised parts the other checks use. */
export function checkSyntax(input: string): SyntaxResult {
  const text = input.trim();
  if (text === "") return fail("The address is empty");
  if (text.startsWith('"')) return fail("Quoted names before the @ aren't accepted by most mail systems");
  if (/\s/.test(text)) return fail("The address contains a space");
  if ([...text].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)) return fail("The address contains a control character");
  const at = text.lastIndexOf("@");
  if (at < 0) return fail("The address has no @");
  const local = text.slice(0, at);
  const rawDomain = text.slice(at + 1);
  if (local === "") return fail("Nothing comes before the @");
  if (rawDomain === "") return fail("Nothing comes after the @");
  if (local.includes("@")) return fail("The address has more than one @");

  const localProblem = checkLocal(local);
  if (localProblem) return fail(localProblem);

  const domain = checkDomain(rawDomain);
  if (!domain.ok) return fail(domain.reason);

  const address = `${local}@${domain.ascii}`;
  if (octets(address) > MAX_ADDRESS_OCTETS) return fail(`The address is longer than ${MAX_ADDRESS_OCTETS} characters`);
  return {
    ok: true,
    parsed: {
      address,
      local,
      domain: domain.ascii,
      unicodeDomain: domain.ascii !== rawDomain.toLowerCase() ? rawDomain.toLowerCase() : null,
      internationalLocal: nonAscii.test(local),
    },
  };
}

function checkLocal(local: string): string | null {
  if (octets(local) > MAX_LOCAL_OCTETS) return `The part before the @ is longer than ${MAX_LOCAL_OCTETS} characters`;
  if (local.startsWith(".")) return "The address starts with a dot";
  if (local.endsWith(".")) return "The part before the @ ends with a dot";
  if (local.includes("..")) return "The address has two dots in a row";
  for (const atom of local.split(".")) {
    const ascii = atom.replace(/[\u0080-\uffff]/g, "");
    if (ascii !== "" && !atext.test(ascii)) {
      const bad = [...ascii].find((ch) => !atext.test(ch));
      return `The part before the @ contains a character mail systems don't accept (${bad})`;
    }
  }
  return null;
}

type DomainCheck = { ok: true; ascii: string } | { ok: false; reason: string };

function checkDomain(raw: string): DomainCheck {
  if (raw.startsWith("[")) return { ok: false, reason: "The domain is an IP address; send to a named domain" };
  if (raw.startsWith(".")) return { ok: false, reason: "The domain starts with a dot" };
  if (raw.endsWith(".")) return { ok: false, reason: "The domain ends with a dot" };
  if (raw.includes("..")) return { ok: false, reason: "The domain has two dots in a row" };
  // domainToASCII applies UTS #46 (lower-cases, maps full-width dots, punycodes international labels)
  // and answers "" for a name it can't convert.
  const ascii = domainToASCII(raw);
  if (ascii === "") return { ok: false, reason: "The domain isn't a valid domain name" };
  if (ascii.length > MAX_DOMAIN_OCTETS) return { ok: false, reason: `The domain is longer than ${MAX_DOMAIN_OCTETS} characters` };
  const labels = ascii.split(".");
  if (labels.length < 2) return { ok: false, reason: "The domain has no extension (such as .com)" };
  for (const label of labels) {
    if (label === "") return { ok: false, reason: "The domain has two dots in a row" };
    if (label.length > MAX_LABEL_OCTETS) return { ok: false, reason: `A part of the domain is longer than ${MAX_LABEL_OCTETS} characters` };
    if (!/^[a-z0-9-]+$/.test(label)) return { ok: false, reason: "The domain contains a character domain names can't hold" };
    if (label.startsWith("-") || label.endsWith("-")) return { ok: false, reason: "A part of the domain starts or ends with a hyphen" };
  }
  const tld = labels.at(-1)!;
  if (/^[0-9]+$/.test(tld)) return { ok: false, reason: "The domain is an IP address; send to a named domain" };
  if (tld.length < 2) return { ok: false, reason: "The domain's extension is too short" };
  return { ok: true, ascii };
}
