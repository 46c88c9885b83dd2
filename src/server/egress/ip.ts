/**
 * IP addresses for the egress guard: parsing every spelling a host may use (decimal, octal, hex and
 * short IPv4 forms, IPv6 with an embedded IPv4) and naming the range an address falls in. Pure.
 */

export type AddressClass = "public" | "loopback" | "private" | "link-local" | "cgnat" | "multicast" | "unspecified" | "broadcast" | "reserved" | "metadata";

/**
 * Parses an IPv4 address the way inet_aton (and so many HTTP stacks) do: 1 to 4 parts, each
 * decimal, octal (leading 0) or hex (0x); the last part fills the remaining bytes. null if it isn't one.
 */
export function parseIPv4(host: string): number | null {
  const text = host.endsWith(".") ? host.slice(0, -1) : host;
  const parts = text.split(".");
  if (parts.length === 0 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part, 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) value = Number(part);
    else return null;
    if (!Number.isFinite(value)) return null;
    values.push(value);
  }
  const last = values.pop()!;
  if (values.some((v) => v > 255)) return null;
  const lastBytes = 4 - values.length;
  if (last >= 2 ** (8 * lastBytes)) return null;
  let out = 0;
  for (const v of values) out = out * 256 + v;
  return out * 2 ** (8 * lastBytes) + last;
}

/** Parses an IPv6 address (brackets and a zone allowed) into 8 groups of 16 bits, or null. */
export function parseIPv6(host: string): number[] | null {
  let text = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(":")) return null;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  const lastPart = text.slice(lastColon + 1);
  if (lastPart.includes(".")) {
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(lastPart)) return null;
    const v4 = lastPart.split(".").map(Number);
    if (v4.some((n) => n > 255)) return null;
    tail = [v4[0]! * 256 + v4[1]!, v4[2]! * 256 + v4[3]!];
    text = text.slice(0, lastColon + 1) + "0:0";
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === "" ? [] : s.split(":"));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest].map((g) => parseInt(g, 16));
  if (tail.length) all.splice(6, 2, ...tail);
  return all;
}

const v4 = (a: number, b: number, c: number, d: number) => ((a * 256 + b) * 256 + c) * 256 + d;
const inV4 = (ip: number, base: number, bits: number) => Math.floor(ip / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits));

/** Host names that name cloud metadata services: never reachable, even when an operator allows them. */
export const METADATA_HOST_NAMES: ReadonlySet<string> = new Set([
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "instance-data",
  "instance-data.ec2.internal",
  "metadata.azure.internal",
  "metadata.tencentyun.com",
]);

/** Addresses of cloud metadata services: never reachable, even for an allowlisted test site. */
const METADATA_V4 = [v4(169, 254, 169, 254), v4(169, 254, 170, 2), v4(169, 254, 169, 253), v4(100, 100, 100, 200), v4(192, 0, 0, 192)];

const V4_RANGES: Array<[number, number, AddressClass]> = [
  [v4(0, 0, 0, 0), 8, "unspecified"],
  [v4(10, 0, 0, 0), 8, "private"],
  [v4(100, 64, 0, 0), 10, "cgnat"],
  [v4(127, 0, 0, 0), 8, "loopback"],
  [v4(169, 254, 0, 0), 16, "link-local"],
  [v4(172, 16, 0, 0), 12, "private"],
  [v4(192, 0, 0, 0), 24, "reserved"],
  [v4(192, 0, 2, 0), 24, "reserved"],
  [v4(192, 88, 99, 0), 24, "reserved"],
  [v4(192, 168, 0, 0), 16, "private"],
  [v4(198, 18, 0, 0), 15, "reserved"],
  [v4(198, 51, 100, 0), 24, "reserved"],
  [v4(203, 0, 113, 0), 24, "reserved"],
  [v4(224, 0, 0, 0), 4, "multicast"],
  [v4(240, 0, 0, 0), 4, "reserved"],
];

export function classifyIPv4(ip: number): AddressClass {
  if (METADATA_V4.includes(ip)) return "metadata";
  if (ip === 0xffffffff) return "broadcast";
  for (const [base, bits, kind] of V4_RANGES) if (inV4(ip, base, bits)) return kind;
  return "public";
}

const embeddedV4 = (g: number[], at: number) => g[at]! * 65536 + g[at + 1]!;
const prefixIs = (g: number[], prefix: number[]) => prefix.every((p, i) => g[i] === p);

export function classifyIPv6(g: number[]): AddressClass {
  const [a] = g as [number];
  if (g.every((x) => x === 0)) return "unspecified";
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return "loopback";
  if (prefixIs(g, [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254])) return "metadata";
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d) and IPv4-compatible (::a.b.c.d):
  // the IPv4 address inside decides, and a deprecated compatible form is refused outright.
  if (prefixIs(g, [0, 0, 0, 0, 0, 0xffff])) return classifyIPv4(embeddedV4(g, 6));
  if (prefixIs(g, [0, 0, 0, 0, 0xffff, 0])) return classifyIPv4(embeddedV4(g, 6));
  if (prefixIs(g, [0, 0, 0, 0, 0, 0])) return "reserved";
  // NAT64 (64:ff9b::/96) reaches the IPv4 address inside; local-use NAT64 (64:ff9b:1::/48) is private.
  if (prefixIs(g, [0x64, 0xff9b, 0, 0, 0, 0])) return classifyIPv4(embeddedV4(g, 6));
  if (prefixIs(g, [0x64, 0xff9b, 1])) return "private";
  // 6to4 (2002::/16) tunnels to the IPv4 address in its next 32 bits; Teredo (2001::/32) hides its peer.
  if (a === 0x2002) return classifyIPv4(embeddedV4(g, 1));
  if (prefixIs(g, [0x2001, 0])) return "reserved";
  if (prefixIs(g, [0x2001, 0xdb8])) return "reserved";
  if (prefixIs(g, [0x100, 0, 0, 0])) return "reserved";
  if ((a & 0xfe00) === 0xfc00) return "private";
  if ((a & 0xffc0) === 0xfe80) return "link-local";
  if ((a & 0xffc0) === 0xfec0) return "private";
  if ((a & 0xff00) === 0xff00) return "multicast";
  return "public";
}

/** The class of a textual address (either family, any spelling), or null when it isn't an address. */
export function classifyAddress(text: string): AddressClass | null {
  const four = parseIPv4(text);
  if (four !== null) return classifyIPv4(four);
  const six = parseIPv6(text);
  return six ? classifyIPv6(six) : null;
}

/** Lower case, no brackets, no trailing dot. */
export const canonicalHost = (host: string) => (host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host).toLowerCase().replace(/\.$/, "");
export const pairKey = (host: string, port: number) => `${canonicalHost(host)}:${port}`;

/** Parses EGRESS_ALLOW_HOSTS-style text ("127.0.0.1:4150, smtp.internal:25") into canonical host:port keys. */
export function parseAllowHosts(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const match = /^(.+):(\d{1,5})$/.exec(entry);
      let hostname = "";
      try {
        // A bare host (name, IPv4 or [IPv6]): no scheme, path, user or query around it.
        if (match && !/[/@?#]/.test(match[1]!)) hostname = new URL(`http://${match[1]}`).hostname;
      } catch {
        // reported below
      }
      if (!match || !hostname || Number(match[2]) < 1 || Number(match[2]) > 65535) throw new Error(`“${entry}” isn't a host:port pair such as 127.0.0.1:8150.`);
      return pairKey(hostname, Number(match[2]));
    });
}
