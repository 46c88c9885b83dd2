import { describe, expect, it, vi } from "vitest";
import { createEnv, EnvError, publicSettings, serverSettings } from "@/env";
import { parseAllowHosts } from "./policy";

const base = { NEXTAUTH_SECRET: "x".repeat(32) };

function start(source: Record<string, string | undefined>) {
  const log = vi.fn();
  try {
    return { env: createEnv({ server: serverSettings, client: publicSettings, source, isServer: true, log }), log, error: null };
  } catch (error) {
    return { env: null, log, error };
  }
}

describe("EGRESS_ALLOW_HOSTS (internal servers an operator allows)", () => {
  it("is accepted on any site, so a production server can allow an internal SMTP relay or model server", () => {
    expect(start({ ...base, EGRESS_ALLOW_HOSTS: "127.0.0.1:8150,localhost:8150" }).env?.EGRESS_ALLOW_HOSTS).toBe("127.0.0.1:8150,localhost:8150");
    expect(start({ ...base, NEXT_PUBLIC_SITE_URL: "https://app.example.com", EGRESS_ALLOW_HOSTS: "smtp.internal:25, 10.0.0.5:11434" }).error).toBeNull();
  });

  it("stops start-up with a clear message when it names a cloud metadata service", () => {
    for (const entry of ["169.254.169.254:80", "metadata.google.internal:80", "[fd00:ec2::254]:80"]) {
      const { error, log } = start({ ...base, EGRESS_ALLOW_HOSTS: `smtp.internal:25,${entry}` });
      expect(error, entry).toBeInstanceOf(EnvError);
      expect(log).toHaveBeenCalledWith("Invalid environment variables", [expect.stringMatching(/^EGRESS_ALLOW_HOSTS: .*cloud metadata service/)]);
    }
  });

  it("refuses entries that aren't host:port pairs", () => {
    expect(start({ ...base, EGRESS_ALLOW_HOSTS: "127.0.0.1" }).error).toBeInstanceOf(EnvError);
    // Start-up reads the value with the parser egress uses, so nothing it accepts fails on a connection later.
    for (const value of ["smtp.internal:99999", "smtp.internal:0", "http://smtp.internal:25"]) {
      const { error, log } = start({ ...base, EGRESS_ALLOW_HOSTS: value });
      expect(error, value).toBeInstanceOf(EnvError);
      expect(log).toHaveBeenCalledWith("Invalid environment variables", [expect.stringMatching(/^EGRESS_ALLOW_HOSTS: .*host:port/)]);
    }
    expect(() => parseAllowHosts("127.0.0.1:99999")).toThrow(/host:port/);
    expect(parseAllowHosts(" [::1]:8150 , LOCALHOST:8151, smtp.internal.:25")).toEqual(["::1:8150", "localhost:8151", "smtp.internal:25"]);
  });
});
