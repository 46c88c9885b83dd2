import "server-only";
import { env } from "@/env";
import { platforms, type PlatformId } from "../catalog";

/** A platform's configuration: its OAuth client, where its API lives, and the metrics endpoints. */
export type PlatformConfig = {
  clientId?: string;
  clientSecret?: string;
  redirectUri?: string;
  /** Replaces every host of the platform (API and sign-in); unset: the real hosts. */
  baseUrl?: string;
  /** An external metrics service that does this operation instead of the built-in sync (spec §3). */
  metrics: { create?: string; client?: string; sync?: string; resync?: string; read?: string };
  /** Values calls need besides the token. */
  settings: Record<string, string | undefined>;
  /** Set when the platform is a local stand-in started for the demo. */
  demo?: boolean;
};

const overrides = new Map<PlatformId, Partial<PlatformConfig>>();

/** How long the engine waits at most between retries, and how often it tries. Tests shorten them. */
export const runtime = { maxRetryDelayMs: 60_000, attempts: 6, pollIntervalMs: 2_000 };

function fromEnv(platform: PlatformId): PlatformConfig {
  const prefix = platforms.find((p) => p.id === platform)!.envPrefix;
  const read = (suffix: string) => (env as unknown as Record<string, string | undefined>)[`${prefix}_${suffix}`];
  return {
    clientId: read("CLIENT_ID"),
    clientSecret: read("CLIENT_SECRET"),
    redirectUri: read("REDIRECT_URI"),
    baseUrl: read("BASE_URL"),
    metrics: {
      create: read("METRICS_CREATE_URL"),
      client: read("METRICS_CLIENT_URL"),
      sync: read("METRICS_SYNC_URL"),
      resync: read("METRICS_RESYNC_URL"),
      read: read("METRICS_URL"),
    },
    settings:
      platform === "google-ads"
        ? { developerToken: env.GOOGLE_ADS_DEVELOPER_TOKEN, loginCustomerId: env.GOOGLE_ADS_LOGIN_CUSTOMER_ID }
        : platform === "microsoft-ads"
          ? { developerToken: env.MICROSOFT_ADS_DEVELOPER_TOKEN }
          : {},
  };
}

export function platformConfig(platform: PlatformId): PlatformConfig {
  const base = fromEnv(platform);
  const o = overrides.get(platform);
  if (!o) return base;
  return { ...base, ...o, metrics: { ...base.metrics, ...o.metrics }, settings: { ...base.settings, ...o.settings } };
}

/** A platform can be connected once its OAuth client id, secret and redirect are configured. */
export function isEnabled(platform: PlatformId): boolean {
  const c = platformConfig(platform);
  return Boolean(c.clientId && c.clientSecret && c.redirectUri);
}

/** For tests and the demo: configure a platform in this process (merged over the environment). */
export function setPlatformConfig(platform: PlatformId, config: Partial<PlatformConfig> | undefined) {
  if (config) overrides.set(platform, config);
  else overrides.delete(platform);
}

/** The URL to call: the real one, or the same path and query at the configured base. */
export function rebase(url: string, baseUrl: string | undefined): string {
  if (!baseUrl) return url;
  const u = new URL(url);
  return `${baseUrl.replace(/\/$/, "")}${u.pathname}${u.search}`;
}
