/**
 * robots.txt as RFC 9309 reads it: the group for our product token (else `*`), Allow and Disallow
 * rules with `*` and `$`, the longest match winning and Allow winning a tie; plus Crawl-delay and
 * Sitemap lines. Pure.
 */

export type RobotsRule = { allow: boolean; pattern: string; regex: RegExp; length: number };
export type Robots = {
  rules: RobotsRule[];
  /** Seconds between requests asked by the group that applies, if any. */
  crawlDelay: number | null;
  sitemaps: string[];
  /** Everything is disallowed (robots.txt couldn't be read for a server error). */
  disallowAll: boolean;
};

export const allowAll = (): Robots => ({ rules: [], crawlDelay: null, sitemaps: [], disallowAll: false });
export const disallowAll = (): Robots => ({ rules: [], crawlDelay: null, sitemaps: [], disallowAll: true });

/** Percent-encodes what the matcher compares byte for byte, keeping existing escapes and reserved characters. */
function normalizePath(path: string): string {
  return path.replace(/%[0-9a-f]{2}/gi, (m) => m.toUpperCase()).replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, (c) => encodeURIComponent(c));
}

function compile(pattern: string): RegExp {
  const anchored = pattern.endsWith("$");
  const body = normalizePath(anchored ? pattern.slice(0, -1) : pattern)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`);
}

type Group = { agents: string[]; rules: RobotsRule[]; crawlDelay: number | null };

/** Parses robots.txt for `userAgent` (a product token such as AIMarketingToolsBot). */
export function parseRobots(text: string, userAgent: string): Robots {
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "sitemap") {
      if (value) sitemaps.push(value);
      continue;
    }
    if (key === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [], crawlDelay: null };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (key === "allow" || key === "disallow") {
      // An empty Disallow allows everything; it adds no rule.
      if (!value) continue;
      current.rules.push({ allow: key === "allow", pattern: value, regex: compile(value), length: value.replace(/\$$/, "").length });
    } else if (key === "crawl-delay") {
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds >= 0) current.crawlDelay = seconds;
    }
  }
  const token = userAgent.toLowerCase();
  const ours = groups.filter((g) => g.agents.some((a) => a.split(/[\s/]/)[0] === token));
  const chosen = ours.length > 0 ? ours : groups.filter((g) => g.agents.includes("*"));
  return {
    rules: chosen.flatMap((g) => g.rules),
    crawlDelay: chosen.map((g) => g.crawlDelay).find((d) => d !== null) ?? null,
    sitemaps,
    disallowAll: false,
  };
}

/** Whether a URL path (with its query) may be fetched. robots.txt itself always may. */
export function isAllowed(robots: Robots, pathAndQuery: string): boolean {
  if (pathAndQuery === "/robots.txt") return true;
  if (robots.disallowAll) return false;
  const path = normalizePath(pathAndQuery);
  let best: RobotsRule | null = null;
  for (const rule of robots.rules) {
    if (!rule.regex.test(path)) continue;
    if (!best || rule.length > best.length || (rule.length === best.length && rule.allow && !best.allow)) best = rule;
  }
  return best ? best.allow : true;
}
