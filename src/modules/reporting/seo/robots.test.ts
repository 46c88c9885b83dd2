import { describe, expect, it } from "vitest";
import { isAllowed, parseRobots } from "./robots";
import { parseSitemap } from "./sitemap";

const text = `
# comment
User-agent: OtherBot
Disallow: /

User-agent: *
Disallow: /private/
Allow: /private/allowed
Disallow: /*.pdf$
Disallow: /search?q=
Crawl-delay: 3
Sitemap: https://example.com/sitemap_index.xml
`;

describe("robots.txt (RFC 9309)", () => {
  const robots = parseRobots(text, "AIMarketingToolsBot");

  it("uses the * group when none names our product token, and the longest matching rule wins", () => {
    expect(isAllowed(robots, "/")).toBe(true);
    expect(isAllowed(robots, "/private/secret")).toBe(false);
    expect(isAllowed(robots, "/private/allowed-page")).toBe(true);
    expect(isAllowed(robots, "/files/report.pdf")).toBe(false);
    expect(isAllowed(robots, "/files/report.pdf?x=1")).toBe(true);
    expect(isAllowed(robots, "/search?q=shoes")).toBe(false);
    expect(isAllowed(robots, "/robots.txt")).toBe(true);
  });

  it("reads Crawl-delay and Sitemap lines", () => {
    expect(robots.crawlDelay).toBe(3);
    expect(robots.sitemaps).toEqual(["https://example.com/sitemap_index.xml"]);
  });

  it("follows the group that names our bot, case-insensitively, and an Allow wins a tie", () => {
    const ours = parseRobots("User-agent: *\nDisallow: /\n\nUser-agent: aimarketingtoolsbot/1.0\nDisallow: /a\nAllow: /a\n", "AIMarketingToolsBot");
    expect(isAllowed(ours, "/b")).toBe(true);
    expect(isAllowed(ours, "/a")).toBe(true);
  });

  it("treats an empty Disallow as allowing everything", () => {
    expect(isAllowed(parseRobots("User-agent: *\nDisallow:\n", "AIMarketingToolsBot"), "/anything")).toBe(true);
  });
});

describe("sitemaps", () => {
  it("reads a urlset and a sitemap index, with entities and CDATA", () => {
    expect(
      parseSitemap(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://e.com/a?x=1&amp;y=2</loc></url><url><loc><![CDATA[https://e.com/b]]></loc></url></urlset>`,
      ),
    ).toEqual({ kind: "urlset", locs: ["https://e.com/a?x=1&y=2", "https://e.com/b"] });
    expect(parseSitemap(`<sitemapindex><sitemap><loc> https://e.com/s1.xml </loc></sitemap></sitemapindex>`)).toEqual({
      kind: "index",
      locs: ["https://e.com/s1.xml"],
    });
    expect(parseSitemap("<html></html>").kind).toBe("unknown");
  });
});
