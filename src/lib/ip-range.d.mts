/** Types of ip-range.mjs (plain JavaScript, so the web server entry runs it without a loader). */
export type Address = { family: 4 | 6; value: bigint };
export type AddressRange = { family: 4 | 6; base: bigint; prefix: number };

/** An address, or null when `text` isn't one. IPv4-mapped IPv6 addresses come back as IPv4. */
export function parseAddress(text: string): Address | null;
/** "10.0.0.0/8", "fd00::/8" or one address (a range of one); null when malformed. */
export function parseRange(text: string): AddressRange | null;
/** A comma-separated list of ranges; throws naming the first entry that isn't one. */
export function parseRanges(list: string | undefined): AddressRange[];
export function inRanges(address: Address, ranges: readonly AddressRange[]): boolean;
/** The address as text in its usual form: dotted IPv4, or compressed lower-case IPv6. */
export function formatAddress(address: Address): string;
