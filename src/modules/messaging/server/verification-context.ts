import "server-only";
import { env, siteUrl } from "@/env";
import { dnsResolver } from "@/server/dns/resolver";
import type { VerifyContext } from "../verify/checks";
import { domainCache } from "../verify/domain-facts";
import { mailboxProber, type ProbeSettings } from "../verify/mailbox";

/** The longest wait for a mail server's connection and for each of its replies. */
const PROBE_TIMEOUT_MS = 8_000;

let testSettings: Partial<ProbeSettings> | null = null;

/** For tests: probe a local SMTP server (its port, short timeouts; its MX host:port allowed with setEgressAllowHostsForTests); null restores the configuration. */
export function setProbeSettingsForTests(settings: Partial<ProbeSettings> | null): void {
  testSettings = settings;
}

/** The probe's settings: EMAIL_PROBE_PORT and this site's host name for EHLO (which MX hosts it may reach is egress's EGRESS_ALLOW_HOSTS). */
export function probeSettings(): ProbeSettings {
  return {
    port: env.EMAIL_PROBE_PORT,
    heloName: new URL(siteUrl()).hostname || "localhost",
    timeoutMs: PROBE_TIMEOUT_MS,
    ...testSettings,
  };
}

/** A run's checking context: the configured DNS with a per-run cache, and the probe when asked for. */
export function verifyContext(probe: boolean): VerifyContext {
  const domains = domainCache(dnsResolver());
  return { domains, probe: probe ? mailboxProber(domains, probeSettings()) : null };
}
