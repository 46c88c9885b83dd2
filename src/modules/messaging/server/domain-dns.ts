import "server-only";
import type { Resolver } from "node:dns/promises";
import { siteUrl, env } from "@/env";
import { dnsResolver, isNoRecordError } from "@/server/dns/resolver";
import {
  dkimHost,
  dmarcHost,
  judgeDkim,
  judgeDmarc,
  judgeReturnPath,
  judgeSpf,
  type DomainKeys,
  type Lookup,
  type PlatformHosts,
  type RecordCheck,
  type RecordKey,
} from "../domains/records";

/** The hosts sending domains point at: MAIL_SPF_INCLUDE and MAIL_RETURN_PATH_TARGET, or names under the site's host. */
export function platformHosts(): PlatformHosts {
  const site = new URL(siteUrl()).hostname.replace(/^\[|\]$/g, "");
  return { spfInclude: env.MAIL_SPF_INCLUDE ?? `_spf.${site}`, returnPathTarget: env.MAIL_RETURN_PATH_TARGET ?? `bounces.${site}` };
}

const dnsProblem: Record<string, string> = {
  ETIMEOUT: "the DNS server didn't answer in time",
  ECONNREFUSED: "the DNS server refused the connection",
  ESERVFAIL: "the DNS server failed to answer",
  EREFUSED: "the DNS server refused the query",
  ECANCELLED: "the lookup was cancelled",
};

async function lookup<T>(ask: () => Promise<T[]>): Promise<Lookup<T>> {
  try {
    const records = await ask();
    return records.length > 0 ? { kind: "found", records } : { kind: "none" };
  } catch (error) {
    if (isNoRecordError(error)) return { kind: "none" };
    const code = String((error as { code?: unknown }).code ?? "");
    return { kind: "error", message: dnsProblem[code] ?? (code ? `DNS error ${code}` : "DNS error") };
  }
}

/** Looks up the four records and judges each; a lookup DNS couldn't answer comes back `unknown`. */
export async function checkDomainDns(
  d: DomainKeys,
  hosts: PlatformHosts = platformHosts(),
  resolver: Resolver = dnsResolver(),
): Promise<Record<RecordKey, RecordCheck>> {
  const dkim = dkimHost(d.dkimSelector, d.domain);
  const dmarc = dmarcHost(d.domain);
  const [spfTxt, dkimTxt, dmarcTxt, cname] = await Promise.all([
    lookup(() => resolver.resolveTxt(d.domain)),
    lookup(() => resolver.resolveTxt(dkim)),
    lookup(() => resolver.resolveTxt(dmarc)),
    lookup(() => resolver.resolveCname(d.returnPathHost)),
  ]);
  return {
    spf: judgeSpf(d.domain, spfTxt, hosts.spfInclude),
    dkim: judgeDkim(dkim, dkimTxt, d.dkimPublicKey),
    dmarc: judgeDmarc(dmarc, dmarcTxt),
    return_path: judgeReturnPath(d.returnPathHost, cname, hosts.returnPathTarget),
  };
}
