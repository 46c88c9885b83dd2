/**
 * The egress guard: where an address a user gave may lead. A target passes `checkTarget` (no
 * internal host name, no forbidden IP literal, an allowed port), and every connection resolves its
 * host through `resolveChecked`, which checks every DNS answer: the address is decided when the
 * connection is made, so a DNS answer that changes between check and use (DNS rebinding) meets the
 * same check, and the socket's peer is checked once more after connecting.
 *
 * Loopback, private, link-local, CGNAT, multicast, broadcast, reserved and cloud metadata addresses
 * are refused, in any spelling (IPv4-mapped/translated/compatible IPv6, NAT64, 6to4, decimal, octal,
 * hex and short IPv4). Operators allow exact host:port pairs with EGRESS_ALLOW_HOSTS (an internal
 * SMTP relay, a self-hosted model server): an allowed pair may be on a private network or this
 * machine, on any port, but never a metadata address. Tests set the pairs of their local stand-ins
 * in-process with `setEgressAllowHostsForTests`, and their own DNS with `setEgressResolverForTests`.
 */
import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import { env } from "@/env";
import { EgressError } from "./errors";
import { canonicalHost, classifyAddress, METADATA_HOST_NAMES, pairKey, parseAllowHosts, parseIPv4, parseIPv6, type AddressClass } from "./ip";

export { canonicalHost, parseAllowHosts };

export type Resolved = { address: string; family: 4 | 6 };
/** Resolves a host name to its addresses (every answer). Tests and the MX probe give their own. */
export type Resolver = (hostname: string) => Promise<Resolved[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Suffixes of names that only exist inside a network. */
const INTERNAL_SUFFIXES = [".localhost", ".local", ".internal", ".lan", ".home.arpa", ".in-addr.arpa", ".ip6.arpa", ".corp", ".intranet"];
/** What an allowed pair may resolve to besides public addresses. */
const ALLOWED_INSIDE: ReadonlySet<AddressClass> = new Set(["loopback", "private", "cgnat"]);

/** The allowed pairs and the resolver in force. */
export type EgressPolicy = { allowHosts: ReadonlySet<string>; resolver: Resolver };

let allowOverride: Set<string> | null = null;
let resolverOverride: Resolver | null = null;

/** For tests: the exact host:port pairs of local stand-ins that may be reached (`null`: EGRESS_ALLOW_HOSTS again). */
export function setEgressAllowHostsForTests(hosts: string[] | null): void {
  allowOverride = hosts === null ? null : new Set(parseAllowHosts(hosts.join(",")));
}
/** For tests: resolve host names with this function (`null`: the system resolver again). */
export function setEgressResolverForTests(resolver: Resolver | null): void {
  resolverOverride = resolver;
}

/** The policy in force: the settings, or what a test set in-process. */
export function currentPolicy(): EgressPolicy {
  return { allowHosts: allowOverride ?? configuredAllowHosts(), resolver: resolverOverride ?? systemResolver };
}

/** EGRESS_ALLOW_HOSTS parsed once (src/env.ts already refused a value it can't parse at start-up). */
let configured: { text: string | undefined; hosts: ReadonlySet<string> } | undefined;
function configuredAllowHosts(): ReadonlySet<string> {
  if (!configured || configured.text !== env.EGRESS_ALLOW_HOSTS)
    configured = { text: env.EGRESS_ALLOW_HOSTS, hosts: new Set(parseAllowHosts(env.EGRESS_ALLOW_HOSTS)) };
  return configured.hosts;
}

/** Whether host:port is on the allowlist. */
export const isAllowed = (policy: EgressPolicy, host: string, port: number) => policy.allowHosts.has(pairKey(host, port));

const describeClass: Record<Exclude<AddressClass, "public">, string> = {
  loopback: "a loopback address (this server itself)",
  private: "a private network address",
  "link-local": "a link-local address",
  cgnat: "a carrier-grade NAT address",
  multicast: "a multicast address",
  unspecified: "an unspecified address",
  broadcast: "the broadcast address",
  reserved: "a reserved address",
  metadata: "a cloud metadata address",
};

export type Target = {
  /** Host name or address as typed, canonical (no brackets, lower case, no trailing dot). */
  host: string;
  port: number;
  /** On the allowlist: may be private or loopback, and may use any port. */
  allowed: boolean;
};

/** The refusal of one address for this target, or null when it may be connected to. */
export function addressProblem(address: string, target: Pick<Target, "allowed">, shownHost: string): EgressError | null {
  const kind = classifyAddress(address);
  if (kind === null) return new EgressError("not found", { detail: `${shownHost} didn't resolve to an IP address`, host: shownHost });
  if (kind === "public") return null;
  if (target.allowed && ALLOWED_INSIDE.has(kind)) return null;
  const at = canonicalHost(shownHost) === canonicalHost(address) ? address : `${shownHost} (${address})`;
  return new EgressError("blocked", { reason: "address", addressClass: kind, detail: `${at} is ${describeClass[kind]}`, host: shownHost });
}

/**
 * Checks a host and port before any connection: not a metadata name, not a name that only exists
 * inside a network, not a forbidden address literal (said first: it is the reason that matters), and
 * a port in `ports` (unless the pair is allowed).
 */
export function checkTarget(hostInput: string, port: number, ports: readonly number[] | null, policy: EgressPolicy = currentPolicy()): Target {
  const host = canonicalHost(hostInput.trim());
  if (!host || /[\s/\\@]/.test(host)) throw new EgressError("blocked", { reason: "syntax", detail: `“${hostInput}” isn't a host name`, host: hostInput });
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new EgressError("blocked", { reason: "port", port, detail: `port ${port} isn't a port` });
  const allowed = isAllowed(policy, host, port);
  if (METADATA_HOST_NAMES.has(host))
    throw new EgressError("blocked", { reason: "name", addressClass: "metadata", detail: `${host} is a cloud metadata service`, host });
  const literal = parseIPv4(host) !== null || parseIPv6(host) !== null;
  if (literal) {
    const problem = addressProblem(host, { allowed }, host);
    if (problem) throw problem;
  } else if (!allowed && (host === "localhost" || !host.includes(".") || INTERNAL_SUFFIXES.some((s) => host.endsWith(s)))) {
    throw new EgressError("blocked", { reason: "name", detail: `${host} is a name inside a private network`, host });
  }
  if (!allowed && ports && !ports.includes(port)) throw new EgressError("blocked", { reason: "port", port, detail: `port ${port} isn't allowed`, host });
  return { host, port, allowed };
}

/**
 * Resolves the target's host and checks every answer. Refuses when any answer is forbidden (a name
 * that resolves to both a public and a private address is not a public server). Returns IPv4 first.
 */
export async function resolveChecked(target: Pick<Target, "host" | "allowed">, resolver: Resolver): Promise<Resolved[]> {
  if (classifyAddress(target.host) !== null) {
    const problem = addressProblem(target.host, target, target.host);
    if (problem) throw problem;
    const v4 = parseIPv4(target.host);
    // A literal in another spelling (2130706433, 0x7f.1) connects as its dotted form.
    if (v4 !== null) return [{ address: [24, 16, 8, 0].map((s) => Math.floor(v4 / 2 ** s) % 256).join("."), family: 4 }];
    return [{ address: target.host, family: 6 }];
  }
  let answers: Resolved[];
  try {
    answers = await resolver(target.host);
  } catch {
    throw new EgressError("not found", { detail: `We couldn't find ${target.host}`, host: target.host });
  }
  if (answers.length === 0) throw new EgressError("not found", { detail: `We couldn't find ${target.host}`, host: target.host });
  for (const answer of answers) {
    const problem = addressProblem(answer.address, target, target.host);
    if (problem) throw problem;
  }
  return [...answers].sort((a, b) => a.family - b.family);
}

/** The last line of defence: the peer a socket actually connected to must pass the same check. */
export function peerProblem(remoteAddress: string | undefined, target: Pick<Target, "host" | "allowed">): EgressError | null {
  if (!remoteAddress) return null;
  return addressProblem(remoteAddress, target, target.host);
}
