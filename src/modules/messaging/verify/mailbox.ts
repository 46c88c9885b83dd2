import { randomBytes } from "node:crypto";
import net from "node:net";
import { keyedLimiter } from "./concurrency";
import type { DomainCache, DomainFacts } from "./domain-facts";
import { describeFailure, rcptSession, type SessionResult, type SmtpReply } from "./smtp-session";

/**
 * The optional mailbox probe: ask the domain's best mail server whether it would accept the address
 * (`RCPT TO`), after first asking about a random address on the same domain; a server that accepts
 * that one too accepts anything (a catch-all), so its "yes" means nothing. The catch-all answer is
 * asked once per domain per run. Mail servers on private or loopback addresses are not probed unless
 * allowed (tests, closed networks): a published MX could otherwise point the probe inside the network.
 */

export type ProbeSettings = {
  port: number;
  heloName: string;
  timeoutMs: number;
  /** Probe mail servers on loopback, private and link-local addresses. */
  allowPrivate: boolean;
};

export type MailboxOutcome =
  | { kind: "exists"; reply: string }
  | { kind: "missing"; reply: string }
  | { kind: "catch-all"; host: string }
  | { kind: "unknown"; detail: string };

/** How a mail server answered one RCPT TO. */
export type RcptClass = "accepted" | "rejected" | "unknown";

const enhanced = (text: string) => /^\d{3}[ -]([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(text);
/** Words of a refusal that is about the prober (its IP, reputation or the server's policy), not the mailbox. */
const policyWords = /\b(block(ed|list)?|black ?list|spam|policy|reputation|denied|not permitted|rbl|spamhaus|banned|relay)\b/i;

/**
 * 2xx accepted. 550, 551, 552 and 553 reject the mailbox, unless their enhanced status or wording
 * says the refusal is about the sender or a policy (5.7.x, "blocked", "spam"…) or that the mailbox
 * is only full (5.2.2): those, 4xx and every other code leave the mailbox unknown.
 */
export function classifyRcpt(reply: SmtpReply): RcptClass {
  if (reply.code >= 200 && reply.code < 300) return "accepted";
  if (reply.code < 550 || reply.code > 553) return "unknown";
  const status = enhanced(reply.text);
  if (status) {
    const [, , subject, detail] = status;
    if (subject === "7") return "unknown";
    if (subject === "2" && detail === "2") return "unknown";
  }
  return policyWords.test(reply.text) ? "unknown" : "rejected";
}

const privateRanges = (() => {
  const list = new net.BlockList();
  for (const [prefix, bits] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
    ["224.0.0.0", 3],
  ] as const)
    list.addSubnet(prefix, bits, "ipv4");
  for (const [prefix, bits] of [
    ["::", 127],
    ["fc00::", 7],
    ["fe80::", 10],
    ["ff00::", 8],
  ] as const)
    list.addSubnet(prefix, bits, "ipv6");
  return list;
})();

/** True for loopback, private, link-local, shared, multicast and unspecified addresses. */
export function isPrivateAddress(ip: string): boolean {
  const family = net.isIPv4(ip) ? "ipv4" : net.isIPv6(ip) ? "ipv6" : null;
  if (!family) return true;
  if (family === "ipv6" && /^::ffff:/i.test(ip)) {
    const v4 = ip.slice(7);
    return net.isIPv4(v4) ? privateRanges.check(v4, "ipv4") : true;
  }
  return privateRanges.check(ip, family);
}

/** Above this many domains, the catch-all answers start over: memory stays bounded on a long run. */
const MAX_CACHED_DOMAINS = 20_000;

type Server = { host: string; ip: string };
type DomainProbe = { kind: "ready"; server: Server; catchAll: boolean } | { kind: "unknown"; detail: string };

/** A random local part no real person has. */
const randomLocal = () => `no-such-person-${randomBytes(8).toString("hex")}`;

const failureDetail = (server: Server, result: Extract<SessionResult, { ok: false }>) =>
  result.reply ? `The mail server (${server.host}) refused the check: ${result.reply.text}` : `The mail server (${server.host}) ${describeFailure(result.error)}`;

/** Sessions open at once with one domain's mail servers: a list full of one provider doesn't look like an attack. */
const SESSIONS_PER_DOMAIN = 2;

/** The probe of one run: per-domain catch-all answers are shared by the run's addresses. */
export function mailboxProber(cache: DomainCache, settings: ProbeSettings) {
  const domains = new Map<string, Promise<DomainProbe>>();
  const perDomain = keyedLimiter(SESSIONS_PER_DOMAIN);
  const session = (server: Server, addresses: string[]) =>
    perDomain(addresses[0]!.slice(addresses[0]!.lastIndexOf("@") + 1), () => rcptSession({ ip: server.ip, port: settings.port, heloName: settings.heloName, timeoutMs: settings.timeoutMs }, addresses));

  /** The mail hosts to try, best first: at most two, so a dead domain costs two timeouts, not ten. */
  async function reachable(hosts: string[]): Promise<{ servers: Server[]; skipped: string | null }> {
    const servers: Server[] = [];
    let skipped: string | null = null;
    for (const host of hosts.slice(0, 2)) {
      const ips = await cache.addresses(host);
      const ip = ips.find((a) => settings.allowPrivate || !isPrivateAddress(a));
      if (ip) servers.push({ host, ip });
      else if (ips.length > 0) skipped = `The mail server (${host}) is on a private network address and isn't probed`;
    }
    return { servers, skipped };
  }

  async function probeDomain(domain: string, hosts: string[]): Promise<DomainProbe> {
    const { servers, skipped } = await reachable(hosts);
    if (servers.length === 0) return { kind: "unknown", detail: skipped ?? `The mail server (${hosts[0]}) has no address in DNS` };
    let last: DomainProbe = { kind: "unknown", detail: "The mail server couldn't be reached" };
    for (const server of servers) {
      const result = await session(server, [`${randomLocal()}@${domain}`]);
      if (!result.ok) {
        last = { kind: "unknown", detail: failureDetail(server, result) };
        // Only a server that couldn't be reached sends us to the next one; an answer is the domain's answer.
        if (result.stage === "connect") continue;
        return last;
      }
      const verdict = classifyRcpt(result.replies[0]!);
      if (verdict === "unknown") return { kind: "unknown", detail: `The mail server (${server.host}) didn't confirm or deny addresses: ${result.replies[0]!.text}` };
      return { kind: "ready", server, catchAll: verdict === "accepted" };
    }
    return last;
  }

  return async function probe(address: string, domain: string, facts: DomainFacts): Promise<MailboxOutcome> {
    const hosts = facts.kind === "mx" ? facts.hosts : facts.kind === "implicit-mx" ? [facts.host] : [];
    if (hosts.length === 0) return { kind: "unknown", detail: "The domain has no mail server to ask" };
    let state = domains.get(domain);
    if (!state) {
      if (domains.size >= MAX_CACHED_DOMAINS) domains.clear();
      state = probeDomain(domain, hosts);
      domains.set(domain, state);
    }
    const known = await state;
    if (known.kind === "unknown") return known;
    if (known.catchAll) return { kind: "catch-all", host: known.server.host };
    const result = await session(known.server, [address]);
    if (!result.ok) return { kind: "unknown", detail: failureDetail(known.server, result) };
    const reply = result.replies[0]!;
    const verdict = classifyRcpt(reply);
    if (verdict === "accepted") return { kind: "exists", reply: reply.text };
    if (verdict === "rejected") return { kind: "missing", reply: reply.text };
    return { kind: "unknown", detail: `The mail server (${known.server.host}) didn't confirm the mailbox: ${reply.text}` };
  };
}
export type MailboxProbe = ReturnType<typeof mailboxProber>;
