import "server-only";
import { Resolver } from "node:dns/promises";
import { env } from "@/env";

/**
 * The DNS resolver every lookup of the product goes through (sending-domain checks, MX checks of
 * address verification). DNS_RESOLVER names the servers (`1.1.1.1,8.8.8.8`, `127.0.0.1:5353`);
 * unset, the system's. Tests point it at a local server with `setDnsServersForTests`.
 */
let testServers: string[] | null = null;
let cached: { key: string; resolver: Resolver } | undefined;

/** Each lookup waits at most 2.5 s per try, two tries per server: a dead server fails in seconds, not minutes. */
const TIMEOUT_MS = 2_500;
const TRIES = 2;

/** `DNS_RESOLVER`'s comma-separated list as setServers takes it (IP, IP:port, [IPv6]:port). */
export function parseDnsServers(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A node:dns Resolver on the configured servers (the system's when none are set). */
export function dnsResolver(): Resolver {
  const servers = testServers ?? parseDnsServers(env.DNS_RESOLVER);
  const key = servers.join(",");
  if (cached?.key === key) return cached.resolver;
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
  if (servers.length > 0) resolver.setServers(servers);
  cached = { key, resolver };
  return resolver;
}

/** For tests: ask these servers (`127.0.0.1:<port>`) instead of the configured ones; null restores them. */
export function setDnsServersForTests(servers: string[] | null): void {
  testServers = servers;
}

/** DNS error codes that mean "no such record" rather than "couldn't ask". */
export const NO_RECORD_CODES: ReadonlySet<string> = new Set(["ENOTFOUND", "ENODATA", "ENONAME"]);

/** True when a lookup failed because the name or record doesn't exist (not a timeout or refusal). */
export function isNoRecordError(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && NO_RECORD_CODES.has(String((err as { code: unknown }).code));
}
