/**
 * The one place forwarding headers are trusted. The web server entry (scripts/server.mjs) calls
 * `normaliseForwarding` on every request before Next.js sees it, with the TCP peer's address:
 *
 * - from a peer that isn't a configured proxy (TRUSTED_PROXIES, none by default), every forwarding
 *   header the client sent is dropped and X-Forwarded-For becomes the peer's address;
 * - from a trusted proxy, the client is the right-most X-Forwarded-For hop that isn't itself a
 *   trusted proxy, and the proxy's X-Forwarded-Host / -Proto / -Port are kept (their right-most value,
 *   the one the nearest proxy wrote).
 *
 * Afterwards X-Forwarded-For holds exactly one address, the client's, which the sign-in throttle
 * reads (src/server/auth/client-ip.ts), and X-Forwarded-Host is present only when a trusted proxy
 * set it (the same-origin check, src/server/http/same-origin.ts).
 *
 * Plain JavaScript (types in forwarded.d.mts), with no `server-only` guard: the web server entry
 * runs it in Node before Next.js starts, with no TypeScript loader.
 */
import { formatAddress, inRanges, parseAddress, parseRanges } from "../../lib/ip-range.mjs";

/** TRUSTED_PROXIES as ranges; throws naming an entry that isn't an address or range. */
export const parseTrustedProxies = (list) => parseRanges(list);

/** Every header a client could use to claim another address, host or scheme. */
export const FORWARDING_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"];

/** A header's comma-separated values (repeated headers arrive joined with ", "). */
const values = (header) =>
  (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

/** One X-Forwarded-For hop without its port or brackets: "[::1]:443" → "::1", "1.2.3.4:80" → "1.2.3.4". */
function hopAddress(hop) {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed) return parseAddress(bracketed[1]);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop);
  return parseAddress(v4WithPort ? v4WithPort[1] : hop);
}

/**
 * The client's address: the peer itself unless it is a trusted proxy; then, walking X-Forwarded-For
 * from the right, the first hop that isn't a trusted proxy. A hop that isn't an address stops the
 * walk at the trusted proxy that passed it on.
 */
export function clientAddress(peer, forwardedFor, trusted) {
  let client = peer ? parseAddress(peer) : null;
  if (!client) return null;
  for (let i = forwardedFor.length - 1; i >= 0 && inRanges(client, trusted); i--) {
    const hop = hopAddress(forwardedFor[i]);
    if (!hop) break;
    client = hop;
  }
  return formatAddress(client);
}

/** Rewrites `headers` in place as described above. */
export function normaliseForwarding(headers, peer, trusted) {
  const peerAddress = peer ? parseAddress(peer) : null;
  const fromProxy = peerAddress !== null && inRanges(peerAddress, trusted);
  const chain = fromProxy ? values(headers["x-forwarded-for"]) : [];
  const kept = fromProxy
    ? {
        host: values(headers["x-forwarded-host"]).at(-1),
        proto: values(headers["x-forwarded-proto"]).at(-1)?.toLowerCase(),
        port: values(headers["x-forwarded-port"]).at(-1),
      }
    : {};
  for (const name of FORWARDING_HEADERS) delete headers[name];
  const client = clientAddress(peer, chain, trusted);
  if (client) headers["x-forwarded-for"] = client;
  if (kept.host && /^[a-z0-9.:[\]-]+$/i.test(kept.host)) headers["x-forwarded-host"] = kept.host;
  if (kept.proto === "http" || kept.proto === "https") headers["x-forwarded-proto"] = kept.proto;
  if (kept.port && /^\d{1,5}$/.test(kept.port)) headers["x-forwarded-port"] = kept.port;
}
