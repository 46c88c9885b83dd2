/** Types of forwarded.mjs (plain JavaScript, so the web server entry runs it without a loader). */
import type { AddressRange } from "../../lib/ip-range.mjs";

/** Node's request headers (IncomingHttpHeaders): repeated headers arrive joined with ", ". */
export type NodeHeaders = Record<string, string | string[] | undefined>;

/** Every header a client could use to claim another address, host or scheme. */
export const FORWARDING_HEADERS: readonly string[];
/** TRUSTED_PROXIES as ranges; throws naming an entry that isn't an address or range. */
export function parseTrustedProxies(list: string | undefined): AddressRange[];
/** The client's address: the peer, or (from a trusted proxy) the right-most X-Forwarded-For hop that isn't one. */
export function clientAddress(peer: string | undefined, forwardedFor: readonly string[], trusted: readonly AddressRange[]): string | null;
/** Rewrites Node's request headers in place from the TCP peer's address (see forwarded.mjs). */
export function normaliseForwarding(headers: NodeHeaders, peer: string | undefined, trusted: readonly AddressRange[]): void;
