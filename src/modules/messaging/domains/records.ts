/**
 * The DNS records a sending domain publishes, and the rules that judge what DNS answered. Pure: the
 * lookups themselves are in server/domain-dns.ts.
 */
import type { RecordStatus } from "../contracts/messaging-enums";
import { dkimRecordValue } from "../render/dkim";

export const recordKeys = ["spf", "dkim", "dmarc", "return_path"] as const;
export type RecordKey = (typeof recordKeys)[number];

export const recordLabels: Record<RecordKey, string> = { spf: "SPF", dkim: "DKIM", dmarc: "DMARC", return_path: "Return path" };

/** SPF, DKIM and the return path must pass for a domain to send; DMARC is recommended (a warning, not a block). */
export const requiredRecords: readonly RecordKey[] = ["spf", "dkim", "return_path"];

export type ExpectedRecord = { key: RecordKey; label: string; type: "TXT" | "CNAME"; host: string; value: string; required: boolean };

export type DomainKeys = { domain: string; dkimSelector: string; dkimPublicKey: string; returnPathHost: string };
export type PlatformHosts = { spfInclude: string; returnPathTarget: string };

export const dkimHost = (selector: string, domain: string) => `${selector}._domainkey.${domain}`;
export const dmarcHost = (domain: string) => `_dmarc.${domain}`;

/** The four records, with their exact values, in the order the page shows them. */
export function expectedRecords(d: DomainKeys, hosts: PlatformHosts): ExpectedRecord[] {
  const rows: Omit<ExpectedRecord, "label" | "required">[] = [
    { key: "spf", type: "TXT", host: d.domain, value: `v=spf1 include:${hosts.spfInclude} ~all` },
    { key: "dkim", type: "TXT", host: dkimHost(d.dkimSelector, d.domain), value: dkimRecordValue(d.dkimPublicKey) },
    { key: "dmarc", type: "TXT", host: dmarcHost(d.domain), value: `v=DMARC1; p=none; rua=mailto:dmarc@${d.domain}` },
    { key: "return_path", type: "CNAME", host: d.returnPathHost, value: hosts.returnPathTarget },
  ];
  return rows.map((r) => ({ ...r, label: recordLabels[r.key], required: requiredRecords.includes(r.key) }));
}

/** What a lookup gave: the records (TXT as their chunks), none at all, or no answer (timeout, refusal). */
export type Lookup<T> = { kind: "found"; records: T[] } | { kind: "none" } | { kind: "error"; message: string };

/** A record's verdict. `unknown`: DNS couldn't be asked, so the last known status stands. */
export type RecordCheck = { status: "verified" | "failed" | "unknown"; reason: string | null };

const normalHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, "");

/** A TXT record as one string: DNS splits values past 255 octets into chunks that readers join without spaces. */
export const joinTxt = (chunks: readonly string[]): string => chunks.join("");

/** `k=v; k=v` tags (DKIM, DMARC) by lower-case name; values trimmed. */
export function parseTags(text: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of text.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim().toLowerCase();
    if (name && !tags.has(name)) tags.set(name, part.slice(at + 1).trim());
  }
  return tags;
}

const couldntAsk = (what: string, message: string): RecordCheck => ({
  status: "unknown",
  reason: `Couldn't look up ${what} (${message}). The last result stands; try again in a few minutes.`,
});

/** SPF: exactly one `v=spf1` record at the domain, and it includes our host (other includes are fine). */
export function judgeSpf(domain: string, lookup: Lookup<string[]>, include: string): RecordCheck {
  if (lookup.kind === "error") return couldntAsk(`TXT records at ${domain}`, lookup.message);
  const texts = lookup.kind === "found" ? lookup.records.map(joinTxt) : [];
  const spf = texts.filter((t) => /^v=spf1(\s|$)/i.test(t.trim()));
  if (texts.length === 0) return { status: "failed", reason: `No TXT record at ${domain}` };
  if (spf.length === 0) return { status: "failed", reason: `No SPF record at ${domain}: none of its TXT records starts with v=spf1` };
  if (spf.length > 1)
    return { status: "failed", reason: `${domain} has ${spf.length} SPF records; receivers reject mail when there's more than one. Merge them into one.` };
  const wanted = normalHost(include);
  const terms = spf[0]!
    .trim()
    .split(/\s+/)
    .map((t) => t.toLowerCase());
  const named = terms.some((t) => {
    const m = /^[+~?]?include:(.+)$/.exec(t) ?? /^redirect=(.+)$/.exec(t);
    return m ? normalHost(m[1]!) === wanted : false;
  });
  if (!named) return { status: "failed", reason: `The SPF record at ${domain} doesn't include ${wanted}: add include:${wanted} before its all` };
  return { status: "verified", reason: null };
}

/** DKIM: a DKIM record at the selector's host whose key is the one we sign with. */
export function judgeDkim(host: string, lookup: Lookup<string[]>, publicKey: string): RecordCheck {
  if (lookup.kind === "error") return couldntAsk(`TXT records at ${host}`, lookup.message);
  const texts = lookup.kind === "found" ? lookup.records.map(joinTxt) : [];
  if (texts.length === 0) return { status: "failed", reason: `No TXT record at ${host}` };
  const keys = texts.map(parseTags).filter((tags) => tags.has("p") && (!tags.has("v") || tags.get("v")!.toUpperCase() === "DKIM1"));
  if (keys.length === 0) return { status: "failed", reason: `The TXT record at ${host} isn't a DKIM key (it needs v=DKIM1; k=rsa; p=…)` };
  const wanted = publicKey.replace(/\s+/g, "");
  const match = keys.find((tags) => tags.get("p")!.replace(/\s+/g, "") === wanted);
  if (!match)
    return {
      status: "failed",
      reason: keys.some((t) => t.get("p") === "") ? `The DKIM key at ${host} is revoked (p= is empty)` : "The DKIM key published doesn't match",
    };
  const k = match.get("k")?.toLowerCase();
  if (k && k !== "rsa") return { status: "failed", reason: `The DKIM record at ${host} says k=${k}; the key is RSA (k=rsa)` };
  return { status: "verified", reason: null };
}

const DMARC_POLICIES = new Set(["none", "quarantine", "reject"]);

/** DMARC: any valid `v=DMARC1` record with a policy passes. */
export function judgeDmarc(host: string, lookup: Lookup<string[]>): RecordCheck {
  if (lookup.kind === "error") return couldntAsk(`TXT records at ${host}`, lookup.message);
  const texts = lookup.kind === "found" ? lookup.records.map(joinTxt) : [];
  if (texts.length === 0) return { status: "failed", reason: `No TXT record at ${host}` };
  const dmarc = texts.filter((t) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(t.trim()));
  if (dmarc.length === 0) return { status: "failed", reason: `The TXT record at ${host} isn't a DMARC record (it must start with v=DMARC1)` };
  if (dmarc.length > 1) return { status: "failed", reason: `${host} has ${dmarc.length} DMARC records; receivers ignore them all. Keep one.` };
  const policy = parseTags(dmarc[0]!).get("p")?.toLowerCase();
  if (!policy || !DMARC_POLICIES.has(policy))
    return { status: "failed", reason: `The DMARC record at ${host} has no valid policy (p=none, p=quarantine or p=reject)` };
  return { status: "verified", reason: null };
}

/** Return path: a CNAME from the bounce host to ours. */
export function judgeReturnPath(host: string, lookup: Lookup<string>, target: string): RecordCheck {
  if (lookup.kind === "error") return couldntAsk(`the CNAME record at ${host}`, lookup.message);
  const targets = lookup.kind === "found" ? lookup.records.map(normalHost) : [];
  if (targets.length === 0) return { status: "failed", reason: `No CNAME record at ${host}` };
  const wanted = normalHost(target);
  if (!targets.includes(wanted)) return { status: "failed", reason: `${host} points to ${targets[0]}, not ${wanted}` };
  return { status: "verified", reason: null };
}

export type RecordStatuses = Record<RecordKey, RecordStatus>;

/** The new status of each record: a check that couldn't ask DNS keeps the previous one. */
export function nextStatuses(previous: RecordStatuses, checks: Record<RecordKey, RecordCheck>): RecordStatuses {
  const out = {} as RecordStatuses;
  for (const key of recordKeys) out[key] = checks[key].status === "unknown" ? previous[key] : checks[key].status;
  return out;
}

/** The domain sends when every required record is verified; it's failed once any required one failed, pending until checked. */
export function overallStatus(statuses: RecordStatuses): RecordStatus {
  if (requiredRecords.every((k) => statuses[k] === "verified")) return "verified";
  if (requiredRecords.some((k) => statuses[k] === "failed")) return "failed";
  return "pending";
}

/** Reasons as stored in `lastCheckErrors`: one `key: reason` line per record that has one. */
export function encodeReasons(checks: Record<RecordKey, RecordCheck>): string[] {
  return recordKeys.flatMap((k) => (checks[k].reason ? [`${k}: ${checks[k].reason}`] : []));
}

export function decodeReasons(lines: readonly string[] | null | undefined): Partial<Record<RecordKey, string>> {
  const out: Partial<Record<RecordKey, string>> = {};
  for (const line of lines ?? []) {
    const key = recordKeys.find((k) => line.startsWith(`${k}: `));
    if (key) out[key] = line.slice(key.length + 2);
  }
  return out;
}
