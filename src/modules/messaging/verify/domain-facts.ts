/**
 * What DNS says about a domain's mail: its MX hosts, a null MX (RFC 7505: "accepts no mail"), only
 * an address (RFC 5321 §5.1: mail then goes to the A/AAAA record, the "implicit MX"), nothing, or no
 * such domain. Answers are cached per domain for a run, since a list holds many addresses per domain.
 */

/** The lookups the checks need: node:dns/promises' Resolver has exactly these. */
export type MailDns = {
  resolveMx(domain: string): Promise<{ exchange: string; priority: number }[]>;
  resolve4(domain: string): Promise<string[]>;
  resolve6(domain: string): Promise<string[]>;
};

export type DomainFacts =
  /** Mail servers, best (lowest preference) first. */
  | { kind: "mx"; hosts: string[] }
  | { kind: "null-mx" }
  /** No MX, but the domain has an address that mail falls back to. */
  | { kind: "implicit-mx"; host: string }
  /** The domain exists but has neither MX nor address records. */
  | { kind: "no-mail" }
  | { kind: "nxdomain" }
  /** DNS couldn't be asked or didn't answer (timeout, SERVFAIL, refused): nothing is known. */
  | { kind: "dns-error"; code: string };

const codeOf = (err: unknown) => (typeof err === "object" && err !== null && "code" in err ? String((err as { code: unknown }).code) : "EUNKNOWN");
/** c-ares: ENOTFOUND is NXDOMAIN; ENODATA a name without records of the asked type. */
const isNxdomain = (code: string) => code === "ENOTFOUND" || code === "ENONAME";
const isNoData = (code: string) => code === "ENODATA";

type Lookup<T> = { ok: true; value: T } | { ok: false; code: string };

async function lookup<T>(ask: () => Promise<T>): Promise<Lookup<T>> {
  try {
    return { ok: true, value: await ask() };
  } catch (err) {
    return { ok: false, code: codeOf(err) };
  }
}

const isRoot = (exchange: string) => exchange === "" || exchange === ".";

/** Asks DNS about one domain (ASCII form). Never throws: a failure is a `dns-error` fact. */
export async function lookupDomain(dns: MailDns, domain: string): Promise<DomainFacts> {
  const mx = await lookup(() => dns.resolveMx(domain));
  if (mx.ok && mx.value.length > 0) {
    const real = mx.value.filter((r) => !isRoot(r.exchange));
    if (real.length === 0) return { kind: "null-mx" };
    const hosts = [...real].sort((a, b) => a.priority - b.priority).map((r) => r.exchange.replace(/\.$/, "").toLowerCase());
    return { kind: "mx", hosts: [...new Set(hosts)] };
  }
  if (!mx.ok && isNxdomain(mx.code)) return { kind: "nxdomain" };
  if (!mx.ok && !isNoData(mx.code)) return { kind: "dns-error", code: mx.code };
  const [v4, v6] = await Promise.all([lookup(() => dns.resolve4(domain)), lookup(() => dns.resolve6(domain))]);
  if ((v4.ok && v4.value.length > 0) || (v6.ok && v6.value.length > 0)) return { kind: "implicit-mx", host: domain };
  const failed = [v4, v6].find((r): r is { ok: false; code: string } => !r.ok && !isNoData(r.code) && !isNxdomain(r.code));
  if (failed) return { kind: "dns-error", code: failed.code };
  return { kind: "no-mail" };
}

/** Resolves a mail host's addresses (IPv4 first), or [] when it has none or DNS fails. */
export async function addressesOf(dns: MailDns, host: string): Promise<string[]> {
  const [v4, v6] = await Promise.all([lookup(() => dns.resolve4(host)), lookup(() => dns.resolve6(host))]);
  return [...(v4.ok ? v4.value : []), ...(v6.ok ? v6.value : [])];
}

/** Above this many domains, the cache starts over: memory stays bounded on a list of millions. */
const MAX_CACHED_DOMAINS = 20_000;

/** One run's DNS answers, per domain: concurrent checks of the same domain share one lookup. */
export function domainCache(dns: MailDns) {
  const facts = new Map<string, Promise<DomainFacts>>();
  const hosts = new Map<string, Promise<string[]>>();
  const remember = <T>(map: Map<string, Promise<T>>, key: string, ask: () => Promise<T>) => {
    let hit = map.get(key);
    if (!hit) {
      if (map.size >= MAX_CACHED_DOMAINS) map.clear();
      hit = ask();
      map.set(key, hit);
    }
    return hit;
  };
  return {
    dns,
    facts: (domain: string) => remember(facts, domain, () => lookupDomain(dns, domain)),
    addresses: (host: string) => remember(hosts, host, () => addressesOf(dns, host)),
  };
}
export type DomainCache = ReturnType<typeof domainCache>;
