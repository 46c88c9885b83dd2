import "server-only";
import { randomBytes } from "node:crypto";
import type { Resolver } from "@/server/egress";
import { keyedLimiter } from "./concurrency";
import type { DomainCache, DomainFacts } from "./domain-facts";
import { describeFailure, rcptSession, type SessionResult, type SmtpReply } from "./smtp-session";

/**
 * The optional mailbox probe: ask the domain's best mail server whether it would accept the address
 * (`RCPT TO`), after first asking about a random address on the same domain; a server that accepts
 * that one too accepts anything (a catch-all), so its "yes" means nothing. The catch-all answer is
 * asked once per domain per run. Mail servers on private or loopback addresses are not probed: the
 * session connects through egress, which refuses them unless EGRESS_ALLOW_HOSTS allows the MX
 * host:port (tests, closed networks); a published MX could otherwise point the probe inside the network.
 */

export type ProbeSettings = {
  port: number;
  heloName: string;
  timeoutMs: number;
};

export type MailboxOutcome =
  { kind: "exists"; reply: string } | { kind: "missing"; reply: string } | { kind: "catch-all"; host: string } | { kind: "unknown"; detail: string };

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

/** Above this many domains, the catch-all answers start over: memory stays bounded on a long run. */
const MAX_CACHED_DOMAINS = 20_000;

type Server = { host: string };
type DomainProbe = { kind: "ready"; server: Server; catchAll: boolean } | { kind: "unknown"; detail: string };

/** A random local part no real person has. */
const randomLocal = () => `no-such-person-${randomBytes(8).toString("hex")}`;

const failureDetail = (server: Server, result: Extract<SessionResult, { ok: false }>) =>
  result.reply
    ? `The mail server (${server.host}) refused the check: ${result.reply.text}`
    : `The mail server (${server.host}) ${describeFailure(result.error)}`;

/** Sessions open at once with one domain's mail servers: a list full of one provider doesn't look like an attack. */
const SESSIONS_PER_DOMAIN = 2;

/** The probe of one run: per-domain catch-all answers are shared by the run's addresses. */
export function mailboxProber(cache: DomainCache, settings: ProbeSettings) {
  const domains = new Map<string, Promise<DomainProbe>>();
  const perDomain = keyedLimiter(SESSIONS_PER_DOMAIN);
  /** The run's cached DNS answers, which egress checks before connecting. */
  const resolver: Resolver = async (host) => (await cache.addresses(host)).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  const session = (server: Server, addresses: string[]) =>
    perDomain(addresses[0]!.slice(addresses[0]!.lastIndexOf("@") + 1), () =>
      rcptSession({ host: server.host, resolver, port: settings.port, heloName: settings.heloName, timeoutMs: settings.timeoutMs }, addresses),
    );

  /** The mail hosts to try, best first: at most two, so a dead domain costs two timeouts, not ten. */
  async function reachable(hosts: string[]): Promise<Server[]> {
    const servers: Server[] = [];
    for (const host of hosts.slice(0, 2)) if ((await cache.addresses(host)).length > 0) servers.push({ host });
    return servers;
  }

  async function probeDomain(domain: string, hosts: string[]): Promise<DomainProbe> {
    const servers = await reachable(hosts);
    if (servers.length === 0) return { kind: "unknown", detail: `The mail server (${hosts[0]}) has no address in DNS` };
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
      if (verdict === "unknown")
        return { kind: "unknown", detail: `The mail server (${server.host}) didn't confirm or deny addresses: ${result.replies[0]!.text}` };
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
