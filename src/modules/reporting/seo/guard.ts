/**
 * The SSRF guard of the SEO crawler. A URL passes `checkUrl` (scheme, port, no user info, no
 * internal host name, no forbidden IP literal), and every connection resolves its host through
 * `guardedLookup`, which checks every DNS answer and hands the socket only a checked address: the
 * address is decided at connect time, so a DNS answer that changes between check and use (DNS
 * rebinding) meets the same check.
 *
 * Loopback, private, link-local, CGNAT, multicast, broadcast, reserved and cloud metadata addresses
 * are refused, in any spelling (IPv4-mapped/compatible IPv6, NAT64, 6to4, decimal/octal/hex/short IPv4).
 * Tests that crawl a local site allowlist exact host:port pairs, which may then be loopback (never
 * metadata): in-process with `setSeoAllowHosts`, or in a development server through
 * SEO_AUDIT_ALLOW_HOSTS, which src/env.ts refuses unless the site itself runs on localhost.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupAddress } from "node:dns";
import { env } from "@/env";
import { classifyAddress, parseIPv4, parseIPv6, type AddressClass } from "./ip";

export class GuardError extends Error {
  constructor(
    message: string,
    readonly reason: "scheme" | "credentials" | "port" | "host" | "address" | "dns",
  ) {
    super(message);
  }
}

export type Resolved = { address: string; family: 4 | 6 };
/** Resolves a host name to its addresses (every answer). Tests inject their own. */
export type Resolver = (hostname: string) => Promise<Resolved[]>;

const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};


/** Host names that name cloud metadata services: refused even when allowlisted. */
const METADATA_NAMES = new Set(["metadata", "metadata.google.internal", "metadata.goog", "instance-data", "instance-data.ec2.internal", "metadata.azure.internal", "metadata.tencentyun.com"]);
/** Suffixes of names that only exist inside a network. */
const INTERNAL_SUFFIXES = [".localhost", ".local", ".internal", ".lan", ".home.arpa", ".in-addr.arpa", ".ip6.arpa", ".corp", ".intranet"];

/** Parses SEO_AUDIT_ALLOW_HOSTS-style text ("127.0.0.1:4150, localhost:4150") into canonical host:port keys. */
export function parseAllowHosts(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const match = /^(.+):(\d{1,5})$/.exec(entry);
      let hostname = "";
      try {
        if (match) hostname = new URL(`http://${match[1]}`).hostname;
      } catch {
        // reported below
      }
      if (!match || !hostname || Number(match[2]) < 1 || Number(match[2]) > 65535) throw new Error(`“${entry}” isn't a host:port pair such as 127.0.0.1:8150.`);
      return `${hostname.replace(/\.$/, "")}:${Number(match[2])}`;
    });
}

/**
 * What the guard lets through besides public addresses on ports 80 and 443: allowlisted host:port
 * pairs (which may be loopback), extra ports (tests only; never an address), and the resolver.
 */
export type GuardPolicy = { allowHosts: ReadonlySet<string>; ports: readonly number[]; resolver: Resolver };

let allowOverride: Set<string> | null = null;
let resolverOverride: Resolver | null = null;
/** For tests: the exact host:port pairs that may be loopback (`null`: the SEO_AUDIT_ALLOW_HOSTS setting again). */
export function setSeoAllowHosts(hosts: string[] | null): void {
  allowOverride = hosts === null ? null : new Set(parseAllowHosts(hosts.join(",")));
}
/** For tests: resolve host names with this function (`null`: the system resolver again). */
export function setSeoResolver(resolver: Resolver | null): void {
  resolverOverride = resolver;
}

/** The policy in force: the settings, or what a test set in-process. */
export function currentPolicy(): GuardPolicy {
  return { allowHosts: allowOverride ?? new Set(parseAllowHosts(env.SEO_AUDIT_ALLOW_HOSTS)), ports: [80, 443], resolver: resolverOverride ?? systemResolver };
}

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

export type CheckedTarget = {
  url: URL;
  /** Host name without brackets, lower case, without a trailing dot. */
  host: string;
  port: number;
  /** On the allowlist: may resolve to loopback, and may use another port. */
  allowlisted: boolean;
};

const defaultPort = (url: URL) => (url.protocol === "https:" ? 443 : 80);

/** Whether an address may be connected to for this target; the refusal sentence when not. */
export function addressProblem(address: string, target: Pick<CheckedTarget, "allowlisted">, shownHost: string): string | null {
  const kind = classifyAddress(address);
  if (kind === null) return `${shownHost} didn't resolve to an IP address.`;
  if (kind === "public") return null;
  if (kind === "loopback" && target.allowlisted) return null;
  const at = shownHost === address ? address : `${shownHost} (${address})`;
  return `${at} is ${describeClass[kind]}; the audit only crawls public websites.`;
}

/**
 * Checks a URL before any connection: http or https only, no user name or password, port 80 or 443
 * (unless allowlisted), and a host that is neither an internal name nor a forbidden address.
 */
export function checkUrl(input: string | URL, policy: GuardPolicy = currentPolicy()): CheckedTarget {
  let url: URL;
  try {
    url = typeof input === "string" ? new URL(input) : input;
  } catch {
    throw new GuardError(`“${String(input)}” isn't a web address.`, "host");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new GuardError(`Only http and https addresses can be audited, not ${url.protocol.replace(/:$/, "")}.`, "scheme");
  if (url.username || url.password) throw new GuardError("Addresses with a user name or password in them can't be audited.", "credentials");
  const bare = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  const host = bare.toLowerCase().replace(/\.$/, "");
  const port = url.port ? Number(url.port) : defaultPort(url);
  const allowlisted = policy.allowHosts.has(`${url.hostname.replace(/\.$/, "")}:${port}`);
  if (!host) throw new GuardError("The address has no host name.", "host");
  if (METADATA_NAMES.has(host)) throw new GuardError(`${host} is a cloud metadata service; the audit only crawls public websites.`, "host");
  if (!allowlisted && !policy.ports.includes(port)) throw new GuardError(`Only the standard web ports (80 and 443) can be audited, not port ${port}.`, "port");
  const literal = parseIPv4(host) !== null || parseIPv6(host) !== null;
  if (literal) {
    const problem = addressProblem(host, { allowlisted }, host);
    if (problem) throw new GuardError(problem, "address");
  } else if (!allowlisted && (host === "localhost" || !host.includes(".") || INTERNAL_SUFFIXES.some((s) => host.endsWith(s)))) {
    throw new GuardError(`${host} is a name inside a private network; the audit only crawls public websites.`, "host");
  }
  return { url, host, port, allowlisted };
}

/**
 * Resolves the target's host and checks every answer. Refuses when any answer is forbidden (a name
 * that resolves to both a public and a private address is not a public site). Returns IPv4 first.
 */
export async function resolveChecked(target: Pick<CheckedTarget, "host" | "allowlisted">, resolver: Resolver): Promise<Resolved[]> {
  if (classifyAddress(target.host) !== null) {
    const problem = addressProblem(target.host, target, target.host);
    if (problem) throw new GuardError(problem, "address");
    return [{ address: target.host, family: target.host.includes(":") ? 6 : 4 }];
  }
  let answers: Resolved[];
  try {
    answers = await resolver(target.host);
  } catch {
    throw new GuardError(`We couldn't find ${target.host}. Check the address.`, "dns");
  }
  if (answers.length === 0) throw new GuardError(`We couldn't find ${target.host}. Check the address.`, "dns");
  for (const answer of answers) {
    const problem = addressProblem(answer.address, target, target.host);
    if (problem) throw new GuardError(problem, "address");
  }
  return [...answers].sort((a, b) => a.family - b.family);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:net that connects only to checked addresses. Node calls it for every new
 * connection to a host name (IP literals were checked by `checkUrl`), so each connection is
 * checked at the moment it is made.
 */
export function guardedLookup(target: CheckedTarget, resolver: Resolver) {
  return (hostname: string, options: { all?: boolean } | number, callback: LookupCallback) => {
    const all = typeof options === "object" && options.all === true;
    const host = hostname.toLowerCase().replace(/\.$/, "");
    if (host !== target.host) {
      callback(Object.assign(new GuardError(`Unexpected host ${hostname}.`, "host"), { code: "EGUARD" }), "");
      return;
    }
    resolveChecked(target, resolver).then(
      (answers) => {
        if (all) callback(null, answers.map((a) => ({ address: a.address, family: a.family })));
        else callback(null, answers[0]!.address, answers[0]!.family);
      },
      (error: Error) => callback(Object.assign(error, { code: "EGUARD" }), ""),
    );
  };
}

/** The last line of defence: the peer a socket actually connected to must pass the same check. */
export function peerProblem(remoteAddress: string | undefined, target: CheckedTarget): string | null {
  if (!remoteAddress) return null;
  return addressProblem(remoteAddress, target, target.host);
}
