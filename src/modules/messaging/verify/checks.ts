import type { EmailVerdict } from "../contracts/messaging-enums";
import type { ReasonCode } from "../contracts/verification.contracts";
import { disposableDomainOf } from "./disposable";
import type { DomainCache, DomainFacts } from "./domain-facts";
import type { MailboxOutcome, MailboxProbe } from "./mailbox";
import { roleOf } from "./roles";
import { checkSyntax, type ParsedAddress } from "./syntax";

/**
 * An address's verification: each check's outcome in words, and the verdict they add up to.
 * A failed check makes the address invalid (mail to it can't arrive); a warning makes it risky (it
 * may arrive, but sending to it hurts: a throwaway inbox, a shared role inbox, a server that accepts
 * everything); all checks passing makes it valid. The reason is the first failure, else the first
 * warning, else what made it valid.
 */

export const checkIds = ["syntax", "domain", "mx", "disposable", "role", "mailbox"] as const;
export type CheckId = (typeof checkIds)[number];
export type CheckStatus = "pass" | "warn" | "fail" | "skipped";
/** `code`: why, for an outcome that decides a verdict (a failure, a warning, or the pass that makes an address valid). */
export type CheckOutcome = { check: CheckId; status: CheckStatus; detail: string; code?: ReasonCode };
export type Verdict = { verdict: EmailVerdict; reason: string; reasonCode: ReasonCode };
export type AddressVerification = Verdict & { address: string; checks: CheckOutcome[] };

export type VerifyContext = {
  domains: DomainCache;
  /** The mailbox probe, when the run asked for it. */
  probe: MailboxProbe | null;
};

const outcome = (check: CheckId, status: CheckStatus, detail: string, code?: ReasonCode): CheckOutcome =>
  code ? { check, status, detail, code } : { check, status, detail };

/** The verdict of a set of outcomes, its reason and the reason's code. Pure. */
export function combine(checks: CheckOutcome[], valid: { reason: string; code: ReasonCode }): Verdict {
  const failed = checks.find((c) => c.status === "fail");
  if (failed) return { verdict: "invalid", reason: failed.detail, reasonCode: failed.code ?? "syntax" };
  const warned = checks.find((c) => c.status === "warn");
  if (warned) return { verdict: "risky", reason: warned.detail, reasonCode: warned.code ?? "mailbox-unknown" };
  return { verdict: "valid", reason: valid.reason, reasonCode: valid.code };
}

function domainCheck(domain: string, facts: DomainFacts): CheckOutcome {
  if (facts.kind === "nxdomain") return outcome("domain", "fail", `The domain ${domain} doesn't exist`, "no-domain");
  if (facts.kind === "dns-error") return outcome("domain", "warn", `The domain's DNS didn't answer (${facts.code}); try again later`, "dns-error");
  return outcome("domain", "pass", `The domain ${domain} exists`);
}

function mxCheck(facts: DomainFacts): CheckOutcome {
  switch (facts.kind) {
    case "mx":
      return outcome("mx", "pass", `Mail servers: ${facts.hosts.slice(0, 3).join(", ")}${facts.hosts.length > 3 ? ` and ${facts.hosts.length - 3} more` : ""}`);
    case "null-mx":
      return outcome("mx", "fail", "The domain accepts no email (null MX record)", "null-mx");
    case "implicit-mx":
      return outcome("mx", "warn", "The domain has no MX record; mail would go to its web address (RFC 5321 fallback)", "implicit-mx");
    case "no-mail":
      return outcome("mx", "fail", "The domain has no mail server (no MX record)", "no-mail-server");
    case "nxdomain":
      return outcome("mx", "skipped", "Not checked: the domain doesn't exist");
    case "dns-error":
      return outcome("mx", "skipped", "Not checked: DNS didn't answer");
  }
}

function mailboxCheck(result: MailboxOutcome): CheckOutcome {
  switch (result.kind) {
    case "exists":
      return outcome("mailbox", "pass", `The mailbox exists (${result.reply})`, "mailbox-exists");
    case "missing":
      return outcome("mailbox", "fail", `Mailbox doesn't exist (${result.reply})`, "mailbox-missing");
    case "catch-all":
      return outcome("mailbox", "warn", "Catch-all domain: any address is accepted", "catch-all");
    case "unknown":
      return outcome("mailbox", "warn", result.detail, "mailbox-unknown");
  }
}

const acceptsMail = (facts: DomainFacts) => facts.kind === "mx" || facts.kind === "implicit-mx";

/** The checks that need no network: syntax, disposable domain, role account. Pure. */
export function offlineChecks(parsed: ParsedAddress): { syntax: CheckOutcome; disposable: CheckOutcome; role: CheckOutcome } {
  const syntax = parsed.internationalLocal
    ? outcome("syntax", "warn", "The part before the @ uses international characters, which many mail servers can't receive", "international")
    : outcome("syntax", "pass", "The address is well formed");
  const listed = disposableDomainOf(parsed.domain);
  const disposable = listed
    ? outcome("disposable", "warn", `Disposable address (${listed})`, "disposable")
    : outcome("disposable", "pass", "Not a disposable-address provider");
  const role = roleOf(parsed.local);
  return {
    syntax,
    disposable,
    role: role ? outcome("role", "warn", `Role account (${role}@)`, "role") : outcome("role", "pass", "A personal address, not a role account"),
  };
}

/** Runs every check on one address. Never throws for a bad address or an unreachable domain. */
export async function verifyAddress(input: string, ctx: VerifyContext): Promise<AddressVerification> {
  const syntax = checkSyntax(input);
  if (!syntax.ok) {
    const skipped = (check: CheckId) => outcome(check, "skipped", "Not checked: the address isn't valid");
    const checks = [outcome("syntax", "fail", syntax.reason, "syntax"), ...checkIds.slice(1).map(skipped)];
    return { address: input.trim(), verdict: "invalid", reason: syntax.reason, reasonCode: "syntax", checks };
  }
  const { parsed } = syntax;
  const offline = offlineChecks(parsed);
  const facts = await ctx.domains.facts(parsed.domain);
  let mailbox: CheckOutcome;
  if (!ctx.probe) mailbox = outcome("mailbox", "skipped", "Not probed (the mailbox probe was off)");
  else if (!acceptsMail(facts)) mailbox = outcome("mailbox", "skipped", "Not probed: the domain has no mail server");
  else mailbox = mailboxCheck(await ctx.probe(parsed.address, parsed.domain, facts));
  const checks = [offline.syntax, domainCheck(parsed.domain, facts), mxCheck(facts), offline.disposable, offline.role, mailbox];
  const valid =
    mailbox.status === "pass"
      ? { reason: mailbox.detail, code: "mailbox-exists" as const }
      : { reason: "The domain accepts mail", code: "accepts-mail" as const };
  return { address: parsed.address, ...combine(checks, valid), checks };
}
