import { describe, expect, it, vi } from "vitest";
import { combine, verifyAddress, type CheckOutcome } from "./checks";
import { disposableDomainOf } from "./disposable";
import { domainCache, lookupDomain, type MailDns } from "./domain-facts";
import type { MailboxOutcome } from "./mailbox";
import { roleAccounts, roleOf } from "./roles";

const dnsError = (code: string) => Object.assign(new Error(code), { code });

/** A DNS stand-in: MX, A and AAAA answers per name; an unknown name is NXDOMAIN, a known one without the type is NODATA. */
function fakeDns(zone: Record<string, { mx?: [number, string][]; a?: string[]; aaaa?: string[]; fail?: string }>): MailDns & { asked: string[] } {
  const asked: string[] = [];
  const answer = <T>(name: string, pick: (z: (typeof zone)[string]) => T[] | undefined): Promise<T[]> => {
    asked.push(name);
    const entry = zone[name];
    if (!entry) return Promise.reject(dnsError("ENOTFOUND"));
    if (entry.fail) return Promise.reject(dnsError(entry.fail));
    const found = pick(entry);
    return found && found.length > 0 ? Promise.resolve(found) : Promise.reject(dnsError("ENODATA"));
  };
  return {
    asked,
    resolveMx: (name) => answer(name, (z) => z.mx?.map(([priority, exchange]) => ({ priority, exchange }))),
    resolve4: (name) => answer(name, (z) => z.a),
    resolve6: (name) => answer(name, (z) => z.aaaa),
  };
}

const zone = {
  "example.com": {
    mx: [
      [20, "mx2.example.com"],
      [10, "mx1.example.com"],
    ] as [number, string][],
  },
  "mailinator.com": { mx: [[10, "mail.mailinator.com"]] as [number, string][] },
  "nullmx.example": { mx: [[0, ""]] as [number, string][] },
  "web-only.example": { a: ["192.0.2.10"] },
  "v6-only.example": { aaaa: ["2001:db8::1"] },
  "empty.example": {},
  "broken.example": { fail: "ESERVFAIL" },
};

const context = (probe: ((address: string) => MailboxOutcome) | null = null) => ({
  domains: domainCache(fakeDns(zone)),
  probe: probe ? async (address: string) => probe(address) : null,
});

describe("domain facts", () => {
  it("orders MX hosts by preference and treats a lone root MX as a null MX (RFC 7505)", async () => {
    const dns = fakeDns(zone);
    expect(await lookupDomain(dns, "example.com")).toEqual({ kind: "mx", hosts: ["mx1.example.com", "mx2.example.com"] });
    expect(await lookupDomain(dns, "nullmx.example")).toEqual({ kind: "null-mx" });
  });

  it("falls back to the A or AAAA record when there is no MX (RFC 5321 implicit MX)", async () => {
    const dns = fakeDns(zone);
    expect(await lookupDomain(dns, "web-only.example")).toEqual({ kind: "implicit-mx", host: "web-only.example" });
    expect(await lookupDomain(dns, "v6-only.example")).toEqual({ kind: "implicit-mx", host: "v6-only.example" });
  });

  it("tells a missing domain, a domain without mail and a DNS failure apart", async () => {
    const dns = fakeDns(zone);
    expect(await lookupDomain(dns, "nowhere.example")).toEqual({ kind: "nxdomain" });
    expect(await lookupDomain(dns, "empty.example")).toEqual({ kind: "no-mail" });
    expect(await lookupDomain(dns, "broken.example")).toEqual({ kind: "dns-error", code: "ESERVFAIL" });
  });

  it("asks DNS once per domain within a run, even for concurrent checks", async () => {
    const dns = fakeDns(zone);
    const cache = domainCache(dns);
    await Promise.all(["a", "b", "c", "d"].map((local) => verifyAddress(`${local}@example.com`, { domains: cache, probe: null })));
    expect(dns.asked.filter((name) => name === "example.com")).toHaveLength(1);
  });
});

describe("role accounts", () => {
  it.each([
    "admin",
    "info",
    "support",
    "sales",
    "noreply",
    "no-reply",
    "postmaster",
    "abuse",
    "webmaster",
    "hostmaster",
    "contact",
    "billing",
    "marketing",
    "team",
    "hello",
    "office",
    "jobs",
  ])("lists %s@", (name) => {
    expect(roleAccounts).toContain(name);
    expect(roleOf(name)).toBe(name);
  });

  it("matches whatever the case and ignores a +tag, but not a name that only starts like a role", () => {
    expect(roleOf("INFO")).toBe("info");
    expect(roleOf("sales+leads")).toBe("sales");
    expect(roleOf("information")).toBeNull();
    expect(roleOf("jane")).toBeNull();
  });
});

describe("disposable domains", () => {
  it("knows the maintained list's domains and their subdomains", () => {
    expect(disposableDomainOf("mailinator.com")).toBe("mailinator.com");
    expect(disposableDomainOf("inbox.mailinator.com")).toBe("mailinator.com");
    expect(disposableDomainOf("example.com")).toBeNull();
    expect(disposableDomainOf("com")).toBeNull();
  });
});

describe("the verdict", () => {
  const o = (status: CheckOutcome["status"], detail: string, code?: CheckOutcome["code"]): CheckOutcome => ({ check: "syntax", status, detail, code });

  it("is invalid on any failure, risky on any warning, valid otherwise, with the first such reason", () => {
    const valid = { reason: "ok", code: "accepts-mail" as const };
    expect(combine([o("pass", "a"), o("warn", "w1", "role"), o("fail", "f1", "no-domain"), o("fail", "f2", "syntax")], valid)).toEqual({
      verdict: "invalid",
      reason: "f1",
      reasonCode: "no-domain",
    });
    expect(combine([o("pass", "a"), o("warn", "w1", "disposable"), o("warn", "w2", "role"), o("skipped", "s")], valid)).toEqual({
      verdict: "risky",
      reason: "w1",
      reasonCode: "disposable",
    });
    expect(combine([o("pass", "a"), o("skipped", "s")], valid)).toEqual({ verdict: "valid", reason: "ok", reasonCode: "accepts-mail" });
  });

  it("finds a personal address on a domain with MX records valid, without probing", async () => {
    const result = await verifyAddress("Jane@Example.com", context());
    expect(result).toMatchObject({ address: "Jane@example.com", verdict: "valid", reason: "The domain accepts mail", reasonCode: "accepts-mail" });
    expect(result.checks.map((c) => [c.check, c.status])).toEqual([
      ["syntax", "pass"],
      ["domain", "pass"],
      ["mx", "pass"],
      ["disposable", "pass"],
      ["role", "pass"],
      ["mailbox", "skipped"],
    ]);
    expect(result.checks.find((c) => c.check === "mx")!.detail).toBe("Mail servers: mx1.example.com, mx2.example.com");
  });

  it("finds bad syntax invalid without asking DNS", async () => {
    const dns = fakeDns(zone);
    const result = await verifyAddress("jane..doe@example.com", { domains: domainCache(dns), probe: null });
    expect(result).toMatchObject({ verdict: "invalid", reason: "The address has two dots in a row" });
    expect(dns.asked).toEqual([]);
    expect(result.checks.filter((c) => c.status === "skipped")).toHaveLength(5);
  });

  it.each([
    ["jane@nowhere.example", "invalid", "The domain nowhere.example doesn't exist", "no-domain"],
    ["jane@empty.example", "invalid", "The domain has no mail server (no MX record)", "no-mail-server"],
    ["jane@nullmx.example", "invalid", "The domain accepts no email (null MX record)", "null-mx"],
    ["jane@web-only.example", "risky", "The domain has no MX record; mail would go to its web address (RFC 5321 fallback)", "implicit-mx"],
    ["jane@broken.example", "risky", "The domain's DNS didn't answer (ESERVFAIL); try again later", "dns-error"],
    ["jane@mailinator.com", "risky", "Disposable address (mailinator.com)", "disposable"],
    ["info@example.com", "risky", "Role account (info@)", "role"],
    ["no-reply@mailinator.com", "risky", "Disposable address (mailinator.com)", "disposable"],
  ] as const)("finds %s %s: %s", async (address, verdict, reason, reasonCode) => {
    expect(await verifyAddress(address, context())).toMatchObject({ verdict, reason, reasonCode });
  });

  it("lets the probe decide between valid, invalid and risky", async () => {
    const probe = vi.fn((address: string): MailboxOutcome => {
      if (address.startsWith("ghost")) return { kind: "missing", reply: "550 5.1.1 No such user" };
      if (address.startsWith("maybe")) return { kind: "unknown", detail: "The mail server (mx1.example.com) didn't answer in time" };
      return { kind: "exists", reply: "250 2.1.5 OK" };
    });
    expect(await verifyAddress("jane@example.com", context(probe))).toMatchObject({
      verdict: "valid",
      reason: "The mailbox exists (250 2.1.5 OK)",
      reasonCode: "mailbox-exists",
    });
    expect(await verifyAddress("ghost@example.com", context(probe))).toMatchObject({
      verdict: "invalid",
      reason: "Mailbox doesn't exist (550 5.1.1 No such user)",
      reasonCode: "mailbox-missing",
    });
    expect(await verifyAddress("maybe@example.com", context(probe))).toMatchObject({
      verdict: "risky",
      reason: "The mail server (mx1.example.com) didn't answer in time",
    });
    const catchAll = await verifyAddress(
      "jane@example.com",
      context(() => ({ kind: "catch-all", host: "mx1.example.com" })),
    );
    expect(catchAll).toMatchObject({ verdict: "risky", reason: "Catch-all domain: any address is accepted", reasonCode: "catch-all" });
    // No mail server: nothing to probe.
    probe.mockClear();
    expect(await verifyAddress("jane@empty.example", context(probe))).toMatchObject({ verdict: "invalid" });
    expect(probe).not.toHaveBeenCalled();
  });

  it("marks an international local part risky: many servers can't receive it", async () => {
    expect(await verifyAddress("jürgen@example.com", context())).toMatchObject({
      verdict: "risky",
      reason: "The part before the @ uses international characters, which many mail servers can't receive",
    });
  });
});
