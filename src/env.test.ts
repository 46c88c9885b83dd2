import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { childProcessEnv, createEnv, EnvError, publicSettings, serverSettings, type Setting } from "./env";

const base = { NEXTAUTH_SECRET: "x".repeat(32) };

function run(source: Record<string, string | undefined>, client: Record<string, Setting> = publicSettings) {
  const log = vi.fn();
  try {
    const env = createEnv({ server: serverSettings, client, source, isServer: true, log });
    return { env, log, error: null };
  } catch (error) {
    return { env: null, log, error };
  }
}

describe("environment settings (spec §5)", () => {
  it("starts with no configuration but the secret, on defaults", () => {
    const { env } = run(base);
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: ".data", AUTH_BASE_PATH: "/api/auth", SMTP_PORT: 587, SEED_DEMO: true });
    expect(env?.DATABASE_URL).toBeUndefined();
    expect(env?.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('logs "Invalid environment variables" with the variable and the reason when a required value is missing', () => {
    const { error, log } = run({});
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toBe("Invalid environment variables");
    expect(log).toHaveBeenCalledWith("Invalid environment variables", [expect.stringContaining("NEXTAUTH_SECRET")]);
  });

  it("refuses malformed values: a non-URL database, a port out of range, a short secret", () => {
    const { log } = run({ NEXTAUTH_SECRET: "short", DATABASE_URL: "not a url", PORT: "99999" });
    const problems = log.mock.calls[0]?.[1] as string[];
    expect(problems.join("\n")).toMatch(/NEXTAUTH_SECRET: must be at least 32 characters/);
    expect(problems.join("\n")).toMatch(/DATABASE_URL: must be a URL/);
    expect(problems.join("\n")).toMatch(/PORT/);
  });

  it('logs "Invalid public environment variable name" when a public setting lacks NEXT_PUBLIC_', () => {
    const { error, log } = run(base, { ...publicSettings, SITE_URL: { schema: z.string().optional(), doc: "", group: "Public" } });
    expect((error as Error).message).toBe("Invalid public environment variable name");
    expect(log).toHaveBeenCalledWith("Invalid public environment variable name", ["SITE_URL"]);
  });

  it("takes a bucket or a container for file storage, not both, and a container with its account's connection string", () => {
    expect(run({ ...base, STORAGE_BUCKET: "files", STORAGE_S3_ENDPOINT: "http://10.0.0.5:9000" }).error).toBeNull();
    const both = run({ ...base, STORAGE_BUCKET: "files", STORAGE_CONTAINER: "files", STORAGE_AZURE_CONNECTION_STRING: "AccountName=a;AccountKey=b" });
    expect((both.log.mock.calls[0]?.[1] as string[]).join("\n")).toMatch(/STORAGE_CONTAINER: set either a bucket \(S3\) or a container \(Azure\), not both/);
    const bare = run({ ...base, STORAGE_CONTAINER: "files" });
    expect((bare.log.mock.calls[0]?.[1] as string[]).join("\n")).toMatch(/STORAGE_AZURE_CONNECTION_STRING: an Azure container needs/);
    const half = run({ ...base, STORAGE_BUCKET: "files", STORAGE_S3_ACCESS_KEY_ID: "AKIA" });
    expect((half.log.mock.calls[0]?.[1] as string[]).join("\n")).toMatch(
      /STORAGE_S3_SECRET_ACCESS_KEY: set the access key id and the secret access key together/,
    );
  });

  it("treats blank values as unset, so an empty integration setting means off, not a crash", () => {
    const { env, error } = run({ ...base, STRIPE_SECRET_KEY: "", SMTP_HOST: "  ", NEXT_PUBLIC_SITE_URL: "" });
    expect(error).toBeNull();
    expect(env?.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env?.SMTP_HOST).toBeUndefined();
  });

  it("covers every configuration item of spec §3", () => {
    const names = [...Object.keys(serverSettings), ...Object.keys(publicSettings)];
    for (const key of ["ONE", "TWO", "THREE", "FOUR", "LITE", "ADDON_USER", "ADDON_SOURCES", "ADDON_EMAILS", "ADDON_CONTACTS"]) {
      expect(names).toContain(`STRIPE_PRICE_${key}`);
    }
    for (const suffix of [
      "METRICS_CREATE_URL",
      "METRICS_CLIENT_URL",
      "METRICS_SYNC_URL",
      "METRICS_RESYNC_URL",
      "METRICS_URL",
      "CLIENT_ID",
      "CLIENT_SECRET",
      "REDIRECT_URI",
    ]) {
      expect(names).toContain(`GOOGLE_ADS_${suffix}`);
      expect(names).toContain(`SHOPIFY_${suffix}`);
    }
    for (const name of [
      "STORAGE_BUCKET",
      "STORAGE_CONTAINER",
      "SMTP_HOST",
      "MAIL_TEMPLATE_INVITATION",
      "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
      "NEXT_PUBLIC_SITE_URL",
      "NEXT_PUBLIC_GTM_ID",
      "NEXT_PUBLIC_GA_ID",
      "NEXT_PUBLIC_METRICS_DASHBOARD_CLIENT_ID",
      "NEXT_PUBLIC_PIXEL_ID",
      "NEXT_PUBLIC_AGENCY_SITE_URL",
      "NEXT_PUBLIC_SENTRY_DSN",
      "NEXT_PUBLIC_POSTHOG_KEY",
      "NEXT_PUBLIC_POSTHOG_HOST",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("validates only public settings in the browser, where server values are absent", () => {
    const log = vi.fn();
    const env = createEnv({
      server: serverSettings,
      client: publicSettings,
      source: { NEXT_PUBLIC_SITE_URL: "https://app.example.com" },
      isServer: false,
      log,
    });
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("https://app.example.com");
    expect(log).not.toHaveBeenCalled();
  });
});

describe("childProcessEnv", () => {
  it("is a copy of the environment with the extra variables on top, leaving this process's own untouched", () => {
    vi.stubEnv("AMT_CHILD_ENV_PROBE", "parent");
    try {
      const child = childProcessEnv({ PGPASSWORD: "secret", AMT_CHILD_ENV_PROBE: "child" });
      expect(child).toMatchObject({ PATH: process.env.PATH, PGPASSWORD: "secret", AMT_CHILD_ENV_PROBE: "child" });
      expect(process.env.AMT_CHILD_ENV_PROBE).toBe("parent");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
