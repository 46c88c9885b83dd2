/**
 * The SEO crawler's view of the egress guard (src/server/egress): which start URL it may audit, and
 * its refusals in the audit's words ("…; the audit only crawls public websites."). The checks
 * themselves (address ranges in every spelling, DNS answers, the allowlist) live in egress.
 */
import { checkUrl as egressCheckUrl, currentPolicy as egressPolicy, EgressError, isAllowed, resolveChecked, type EgressPolicy } from "@/server/egress";

/** The guard's policy for a crawl: egress's allowlist and resolver, and the ports a crawl may use. */
export type GuardPolicy = EgressPolicy & { ports: readonly number[] };

export class GuardError extends Error {}

/** The policy in force: EGRESS_ALLOW_HOSTS (or what a test set with setEgressAllowHostsForTests), ports 80 and 443. */
export function currentPolicy(): GuardPolicy {
  return { ...egressPolicy(), ports: [80, 443] };
}

/** An egress refusal in the audit's words. */
export function crawlerSentence(error: EgressError): string {
  if (error.kind !== "blocked") return error.kind === "not found" && error.host ? `We couldn't find ${error.host}. Check the address.` : error.message;
  switch (error.reason) {
    case "syntax":
      return `${error.detail.replace(/ isn't a web address$/, "")} isn't a web address.`;
    case "scheme":
      return `Only http and https addresses can be audited, not ${error.scheme}.`;
    case "credentials":
      return "Addresses with a user name or password in them can't be audited.";
    case "port":
      return `Only the standard web ports (80 and 443) can be audited, not port ${error.port}.`;
    default:
      return `${error.detail}; the audit only crawls public websites.`;
  }
}

/** Checks a start URL and resolves it (every answer checked); throws a GuardError with the audit's sentence. */
export async function checkStartUrl(url: string, policy: GuardPolicy = currentPolicy()): Promise<void> {
  // The audit names a non-standard port first: it is the usual mistake in a typed address.
  const parsed = URL.canParse(url) ? new URL(url) : null;
  const port = parsed?.port ? Number(parsed.port) : null;
  if (parsed && port !== null && !policy.ports.includes(port) && !isAllowed(policy, parsed.hostname, port)) {
    throw new GuardError(`Only the standard web ports (80 and 443) can be audited, not port ${port}.`);
  }
  try {
    await resolveChecked(egressCheckUrl(url, { ports: policy.ports }, policy), policy.resolver);
  } catch (error) {
    if (error instanceof EgressError) throw new GuardError(crawlerSentence(error));
    throw error;
  }
}
