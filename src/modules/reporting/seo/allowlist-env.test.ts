import { describe, expect, it, vi } from "vitest";
import { createEnv, EnvError, publicSettings, serverSettings } from "@/env";
import { parseAllowHosts } from "./guard";

const base = { NEXTAUTH_SECRET: "x".repeat(32) };

function start(source: Record<string, string | undefined>) {
  const log = vi.fn();
  try {
    return { env: createEnv({ server: serverSettings, client: publicSettings, source, isServer: true, log }), log, error: null };
  } catch (error) {
    return { env: null, log, error };
  }
}

describe("SEO_AUDIT_ALLOW_HOSTS (the crawler's test allowlist)", () => {
  it("is accepted for a site on localhost", () => {
    expect(start({ ...base, SEO_AUDIT_ALLOW_HOSTS: "127.0.0.1:8150,localhost:8150" }).env?.SEO_AUDIT_ALLOW_HOSTS).toBe("127.0.0.1:8150,localhost:8150");
    expect(start({ ...base, NEXTAUTH_URL: "http://127.0.0.1:3150/api/auth", SEO_AUDIT_ALLOW_HOSTS: "127.0.0.1:8150" }).error).toBeNull();
  });

  it("stops start-up with a clear message when the site URL is a real site, so production can't set it", () => {
    const { error, log } = start({ ...base, NEXT_PUBLIC_SITE_URL: "https://app.example.com", SEO_AUDIT_ALLOW_HOSTS: "127.0.0.1:8150" });
    expect(error).toBeInstanceOf(EnvError);
    expect(log).toHaveBeenCalledWith("Invalid environment variables", [expect.stringMatching(/^SEO_AUDIT_ALLOW_HOSTS: .*site URL \(https:\/\/app\.example\.com\) isn't on localhost/)]);
    expect(start({ ...base, NEXTAUTH_URL: "https://app.example.com/api/auth", SEO_AUDIT_ALLOW_HOSTS: "127.0.0.1:8150" }).error).toBeInstanceOf(EnvError);
  });

  it("refuses entries that aren't host:port pairs", () => {
    expect(start({ ...base, SEO_AUDIT_ALLOW_HOSTS: "127.0.0.1" }).error).toBeInstanceOf(EnvError);
    expect(() => parseAllowHosts("127.0.0.1:99999")).toThrow(/host:port/);
    expect(parseAllowHosts(" [::1]:8150 , LOCALHOST:8151")).toEqual(["[::1]:8150", "localhost:8151"]);
  });
});
