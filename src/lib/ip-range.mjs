/**
 * IP addresses and ranges (CIDR), IPv4 and IPv6, as numbers: enough to ask "is this address one of
 * these?" without Node's `net` (pure, so settings validation can use it too). An IPv4-mapped IPv6
 * address (::ffff:127.0.0.1) is the IPv4 address it carries.
 *
 * Plain JavaScript (types in ip-range.d.mts): the web server entry, scripts/server.mjs, runs it in
 * Node before Next.js starts, with no TypeScript loader.
 */

/** @param {string} text @returns {bigint | null} */
function parseIpv4(text) {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255 || (part.length > 1 && part.startsWith("0"))) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

/** @param {string} text @returns {bigint | null} */
function parseIpv6(text) {
  let body = text;
  // A trailing dotted IPv4 (::ffff:1.2.3.4) counts as the last two groups.
  /** @type {number[]} */
  let tail = [];
  const dotted = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(body);
  if (dotted) {
    const v4 = parseIpv4(dotted[2]);
    if (v4 === null) return null;
    tail = [Number(v4 >> 16n), Number(v4 & 0xffffn)];
    body = dotted[1].endsWith("::") ? dotted[1] : dotted[1].slice(0, -1);
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  /** @param {string} s */
  const groups = (s) => (s === "" ? [] : s.split(":"));
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const all = [...head.map((g) => parseInt(g, 16)), ...Array(8 - given).fill(0), ...rest.map((g) => parseInt(g, 16)), ...tail];
  return all.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
}

const MAPPED_PREFIX = 0xffffn << 32n;

/** An address, or null when `text` isn't one. IPv4-mapped IPv6 addresses come back as IPv4. */
export function parseAddress(text) {
  const trimmed = text.trim();
  const v4 = parseIpv4(trimmed);
  if (v4 !== null) return { family: 4, value: v4 };
  const v6 = parseIpv6(trimmed.replace(/%[\w.-]+$/, ""));
  if (v6 === null) return null;
  if (v6 >> 32n === 0xffffn) return { family: 4, value: v6 - MAPPED_PREFIX };
  return { family: 6, value: v6 };
}

/** "10.0.0.0/8", "fd00::/8" or one address (a range of one); null when malformed. */
export function parseRange(text) {
  const [addressText, prefixText, extra] = text.trim().split("/");
  if (extra !== undefined || !addressText) return null;
  const address = parseAddress(addressText);
  if (!address) return null;
  const bits = address.family === 4 ? 32 : 128;
  // A mapped range (::ffff:10.0.0.0/104) is the IPv4 range it covers.
  const mappedShift = address.family === 4 && addressText.includes(":") ? 96 : 0;
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return null;
    prefix = Number(prefixText) - mappedShift;
    if (prefix < 0 || prefix > bits) return null;
  }
  const mask = prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix);
  return { family: address.family, base: address.value & mask, prefix };
}

/** A comma-separated list of ranges; throws naming the first entry that isn't one. */
export function parseRanges(list) {
  if (!list?.trim()) return [];
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const range = parseRange(entry);
      if (!range) throw new Error(`"${entry}" is not an IP address or range (such as 10.0.0.0/8 or fd00::/8)`);
      return range;
    });
}

export function inRanges(address, ranges) {
  return ranges.some((r) => {
    if (r.family !== address.family) return false;
    const shift = BigInt((r.family === 4 ? 32 : 128) - r.prefix);
    return address.value >> shift === r.base >> shift;
  });
}

/** The address as text in its usual form: dotted IPv4, or compressed lower-case IPv6. */
export function formatAddress(address) {
  if (address.family === 4) return [24n, 16n, 8n, 0n].map((s) => String((address.value >> s) & 0xffn)).join(".");
  const groups = Array.from({ length: 8 }, (_, i) => Number((address.value >> BigInt((7 - i) * 16)) & 0xffffn));
  // The longest run of two or more zero groups becomes "::".
  let best = { at: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length && j - i >= 2) best = { at: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.at < 0) return hex.join(":");
  return `${hex.slice(0, best.at).join(":")}::${hex.slice(best.at + best.length).join(":")}`;
}
