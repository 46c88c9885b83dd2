import { describe, expect, it } from "vitest";
import { dkimSelectorFor, parseSendingDomain, returnPathHostFor } from "./domain-name";
import {
  decodeReasons,
  encodeReasons,
  expectedRecords,
  judgeDkim,
  judgeDmarc,
  judgeReturnPath,
  judgeSpf,
  nextStatuses,
  overallStatus,
  parseTags,
  type RecordCheck,
  type RecordKey,
} from "./records";

const keys = { domain: "example.com", dkimSelector: "amt202607", dkimPublicKey: "MIIBIjANBgkq", returnPathHost: "bounces.example.com" };
const hosts = { spfInclude: "_spf.app.test", returnPathTarget: "bounces.app.test" };
const found = <T>(...records: T[]) => ({ kind: "found" as const, records });
const none = { kind: "none" as const };
const timeout = { kind: "error" as const, message: "the DNS server didn't answer in time" };

describe("parseSendingDomain", () => {
  it("lower-cases and drops a trailing dot", () => {
    expect(parseSendingDomain("  Mail.Example.COM. ")).toEqual({ domain: "mail.example.com" });
  });

  it("stores an internationalised name in punycode", () => {
    expect(parseSendingDomain("bücher.example")).toEqual({ domain: "xn--bcher-kva.example" });
  });

  it.each([
    ["", "Enter a domain"],
    ["news@example.com", "without the part before @"],
    ["https://example.com", "without http://"],
    ["example.com/news", "without http://"],
    ["localhost", "full domain"],
    ["exa mple.com", "no spaces"],
    ["-bad.example.com", "letters, digits and hyphens"],
    ["example.c0m", "ending isn't valid"],
    ["10.0.0.1", "not an IP address"],
    [`${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(62)}.com`, "at most 253"],
  ])("refuses %j with a reason", (input, reason) => {
    const parsed = parseSendingDomain(input);
    expect("error" in parsed && parsed.error).toContain(reason);
  });

  it("refuses mailbox providers' domains and their subdomains", () => {
    expect(parseSendingDomain("gmail.com")).toEqual({ error: expect.stringContaining("mailbox provider") });
    expect(parseSendingDomain("news.outlook.com")).toEqual({ error: expect.stringContaining("outlook.com") });
    expect(parseSendingDomain("notgmail.com")).toEqual({ domain: "notgmail.com" });
  });
});

describe("the records a domain publishes", () => {
  it("are SPF, DKIM, DMARC and the return path with their exact values", () => {
    expect(expectedRecords(keys, hosts)).toEqual([
      { key: "spf", label: "SPF", type: "TXT", host: "example.com", value: "v=spf1 include:_spf.app.test ~all", required: true },
      { key: "dkim", label: "DKIM", type: "TXT", host: "amt202607._domainkey.example.com", value: "v=DKIM1; k=rsa; p=MIIBIjANBgkq", required: true },
      { key: "dmarc", label: "DMARC", type: "TXT", host: "_dmarc.example.com", value: "v=DMARC1; p=none; rua=mailto:dmarc@example.com", required: false },
      { key: "return_path", label: "Return path", type: "CNAME", host: "bounces.example.com", value: "bounces.app.test", required: true },
    ]);
  });

  it("use a selector of the month the key was made, and bounces.<domain>", () => {
    expect(dkimSelectorFor(new Date("2026-07-31T23:00:00Z"))).toBe("amt202607");
    expect(dkimSelectorFor(new Date("2026-12-01T00:00:00Z"))).toBe("amt202612");
    expect(returnPathHostFor("example.com")).toBe("bounces.example.com");
  });
});

describe("judging SPF", () => {
  it("passes one SPF record that includes our host among others", () => {
    expect(
      judgeSpf("example.com", found(["v=spf1 include:_spf.google.com include:_SPF.app.test. -all"], ["google-site-verification=abc"]), "_spf.app.test").status,
    ).toBe("verified");
  });

  it("joins an SPF record split into chunks", () => {
    expect(judgeSpf("example.com", found(["v=spf1 include:_spf.", "app.test ~all"]), "_spf.app.test").status).toBe("verified");
  });

  it("fails without a TXT record, without an SPF one, with two, or without our include", () => {
    expect(judgeSpf("example.com", none, "_spf.app.test")).toEqual({ status: "failed", reason: "No TXT record at example.com" });
    expect(judgeSpf("example.com", found(["hello"]), "_spf.app.test").reason).toContain("none of its TXT records starts with v=spf1");
    expect(judgeSpf("example.com", found(["v=spf1 include:_spf.app.test ~all"], ["v=spf1 -all"]), "_spf.app.test").reason).toContain("2 SPF records");
    expect(judgeSpf("example.com", found(["v=spf1 include:_spf.other.test ~all"]), "_spf.app.test").reason).toBe(
      "The SPF record at example.com doesn't include _spf.app.test: add include:_spf.app.test before its all",
    );
  });

  it("doesn't decide when DNS didn't answer", () => {
    expect(judgeSpf("example.com", timeout, "_spf.app.test")).toMatchObject({ status: "unknown", reason: expect.stringContaining("didn't answer in time") });
  });
});

describe("judging DKIM", () => {
  const host = "amt202607._domainkey.example.com";
  it("passes the published key, in chunks and with spaces inside p=", () => {
    expect(judgeDkim(host, found(["v=DKIM1; k=rsa; p=MIIBIj", "ANBgkq"]), keys.dkimPublicKey).status).toBe("verified");
    expect(judgeDkim(host, found(["v=DKIM1; p=MIIB IjAN Bgkq"]), keys.dkimPublicKey).status).toBe("verified");
  });

  it("says what's wrong: no record, not a key, another key, revoked", () => {
    expect(judgeDkim(host, none, "K").reason).toBe(`No TXT record at ${host}`);
    expect(judgeDkim(host, found(["hello"]), "K").reason).toContain("isn't a DKIM key");
    expect(judgeDkim(host, found(["v=DKIM1; k=rsa; p=OTHER"]), "K").reason).toBe("The DKIM key published doesn't match");
    expect(judgeDkim(host, found(["v=DKIM1; k=rsa; p="]), "K").reason).toContain("revoked");
  });
});

describe("judging DMARC", () => {
  it("passes any valid DMARC record, whatever its policy", () => {
    expect(judgeDmarc("_dmarc.example.com", found(["v=DMARC1; p=reject; pct=100"])).status).toBe("verified");
    expect(judgeDmarc("_dmarc.example.com", found(["v=DMARC1;p=quarantine"])).status).toBe("verified");
  });

  it("fails a missing record, one that isn't DMARC, and one without a valid policy", () => {
    expect(judgeDmarc("_dmarc.example.com", none).reason).toBe("No TXT record at _dmarc.example.com");
    expect(judgeDmarc("_dmarc.example.com", found(["v=spf1 -all"])).reason).toContain("isn't a DMARC record");
    expect(judgeDmarc("_dmarc.example.com", found(["v=DMARC1; p=maybe"])).reason).toContain("no valid policy");
  });
});

describe("judging the return path", () => {
  it("passes a CNAME to our bounce host, trailing dot and case aside", () => {
    expect(judgeReturnPath("bounces.example.com", found("Bounces.App.Test."), "bounces.app.test").status).toBe("verified");
  });

  it("fails a missing CNAME and one pointing elsewhere", () => {
    expect(judgeReturnPath("bounces.example.com", none, "bounces.app.test").reason).toBe("No CNAME record at bounces.example.com");
    expect(judgeReturnPath("bounces.example.com", found("elsewhere.test"), "bounces.app.test").reason).toBe(
      "bounces.example.com points to elsewhere.test, not bounces.app.test",
    );
  });
});

describe("a domain's status", () => {
  const checks = (over: Partial<Record<RecordKey, RecordCheck>>): Record<RecordKey, RecordCheck> => ({
    spf: { status: "verified", reason: null },
    dkim: { status: "verified", reason: null },
    dmarc: { status: "verified", reason: null },
    return_path: { status: "verified", reason: null },
    ...over,
  });
  const pending = { spf: "pending", dkim: "pending", dmarc: "pending", return_path: "pending" } as const;

  it("is verified when SPF, DKIM and the return path pass, DMARC or not", () => {
    expect(overallStatus(nextStatuses(pending, checks({ dmarc: { status: "failed", reason: "No TXT record at _dmarc.example.com" } })))).toBe("verified");
  });

  it("is failed when a required record fails", () => {
    expect(overallStatus(nextStatuses(pending, checks({ dkim: { status: "failed", reason: "The DKIM key published doesn't match" } })))).toBe("failed");
  });

  it("keeps a record's last status when DNS couldn't be asked", () => {
    const verified = { spf: "verified", dkim: "verified", dmarc: "failed", return_path: "verified" } as const;
    expect(nextStatuses(verified, checks({ spf: { status: "unknown", reason: "Couldn't look up" } })).spf).toBe("verified");
    expect(overallStatus(nextStatuses(pending, checks({ spf: { status: "unknown", reason: "Couldn't look up" } })))).toBe("pending");
  });

  it("keeps each record's reason, and reads them back", () => {
    const lines = encodeReasons(
      checks({ dmarc: { status: "failed", reason: "No TXT record at _dmarc.example.com" }, return_path: { status: "failed", reason: "x: y" } }),
    );
    expect(lines).toEqual(["dmarc: No TXT record at _dmarc.example.com", "return_path: x: y"]);
    expect(decodeReasons(lines)).toEqual({ dmarc: "No TXT record at _dmarc.example.com", return_path: "x: y" });
  });
});

describe("parseTags", () => {
  it("reads tag=value pairs, first one wins", () => {
    expect(Object.fromEntries(parseTags(" v=DKIM1 ; K=rsa; p=abc=; p=second"))).toEqual({ v: "DKIM1", k: "rsa", p: "abc=" });
  });
});
