import { afterEach, describe, expect, it } from "vitest";
import { checkIds } from "./catalog";
import { runChecks } from "./checks";
import { crawl } from "./crawler";
import { diffFindings } from "./diff";
import { parseAllowHosts } from "@/server/egress";
import type { GuardPolicy } from "./guard";
import { scoreAudit } from "./score";
import { startSeoTestSite, type SeoTestSite, type SeoTestSiteOptions } from "./test-site";

/** The loopback test site is allowlisted; "localhost" (its external twin) resolves to 127.0.0.1. */
const policyFor = (site: SeoTestSite): GuardPolicy => ({
  allowHosts: new Set(parseAllowHosts(site.allowHosts.join(","))),
  ports: [80, 443],
  resolver: async () => [{ address: "127.0.0.1", family: 4 }],
});

let site: SeoTestSite | null = null;
afterEach(async () => {
  await site?.close();
  site = null;
});

async function audit(opts: SeoTestSiteOptions, maxPages = 500) {
  site = await startSeoTestSite(opts);
  const result = await crawl({ startUrl: site.url, maxPages, ca: site.ca, policy: policyFor(site) });
  return { result, findings: runChecks(result) };
}

describe("crawling the local test site", () => {
  it("finds every planted problem of its pages over HTTPS", async () => {
    const { result, findings } = await audit({ tls: true, pages: 20 });
    const found = new Set(findings.map((f) => f.check));
    expect(checkIds.filter((c) => !["robots-unreachable", "start-disallowed", "sitemap-missing"].includes(c) && !found.has(c))).toEqual([]);
    // Each URL is fetched once; robots.txt keeps /private/ out, sitemap entries included.
    const paths = site!.requests.filter((r) => r.host.startsWith("127.0.0.1") && r.method === "GET").map((r) => r.path);
    expect(paths.filter((p) => p === "/page/3")).toHaveLength(1);
    expect(paths).not.toContain("/private/secret");
    expect(result.robots.disallowed).toEqual([`${site!.origin}/private/secret`]);
    expect(scoreAudit(findings, result.pages.length)).toBeLessThan(70);
  });

  it("scores a fixed site higher, and the diff names what was fixed", async () => {
    const before = await audit({ tls: true, pages: 10 });
    await site!.close();
    const after = await audit({ tls: true, pages: 10, omit: ["missing-title", "gone", "error", "hang-up", "redirect-loop", "canonical-broken"] });
    expect(scoreAudit(after.findings, after.result.pages.length)).toBeGreaterThan(scoreAudit(before.findings, before.result.pages.length));
    const diff = diffFindings(before.findings, after.findings);
    expect(
      diff.checks
        .filter((c) => c.state === "fixed")
        .map((c) => c.check)
        .sort(),
    ).toEqual(["broken-internal-link", "canonical-broken", "redirect-loop", "status-4xx", "status-5xx", "title-missing", "unreachable"]);
    expect(diff.new).toBe(0);
  });

  it("reports a robots.txt that answers 5xx and crawls nothing, as RFC 9309 asks", async () => {
    const { result, findings } = await audit({ robots: "server-error" });
    expect(result.pages).toEqual([]);
    expect(findings.map((f) => f.check)).toEqual(["robots-unreachable"]);
    expect(scoreAudit(findings, 0)).toBe(0);
  });

  it("reports a start page robots.txt disallows, and a site without a sitemap", async () => {
    expect((await audit({ robots: "disallow-all" })).findings.map((f) => f.check)).toContain("start-disallowed");
    await site!.close();
    const { findings } = await audit({ sitemap: false, pages: 5 });
    expect(findings.map((f) => f.check)).toContain("sitemap-missing");
    expect(findings.map((f) => f.check)).not.toContain("orphan-page");
  });

  it("keeps to the page limit", async () => {
    const { result } = await audit({ pages: 200 }, 50);
    expect(result.pages.length).toBe(50);
    expect(result.notCrawled).toBeGreaterThan(0);
  });
});
