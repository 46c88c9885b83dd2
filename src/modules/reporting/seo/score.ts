/**
 * The audit's score out of 100. Each finding takes off points by its severity, scaled by the share
 * of crawled pages it affects:
 *
 *   penalty = weight × (0.3 + 0.7 × min(1, affected ÷ pages crawled))
 *   weight  = 10 for an error, 4 for a warning, 1 for a notice
 *   score   = max(0, round(100 − Σ penalty))
 *
 * So a problem costs at least 30 % of its weight however few pages it touches, and its full
 * weight when it touches every page; site-wide problems (robots.txt, no sitemap) count as every
 * page. A crawl that read no page at all scores 0. Pure.
 */
import type { Severity } from "./catalog";
import type { Finding } from "./checks";

export const SEVERITY_WEIGHTS: Record<Severity, number> = { error: 10, warning: 4, notice: 1 };
const SITE_WIDE = new Set(["robots-unreachable", "start-disallowed", "sitemap-missing"]);

export function scoreAudit(findings: Pick<Finding, "check" | "severity" | "count">[], pagesCrawled: number): number {
  if (pagesCrawled === 0) return 0;
  let penalty = 0;
  for (const f of findings) {
    const share = SITE_WIDE.has(f.check) ? 1 : Math.min(1, f.count / pagesCrawled);
    penalty += SEVERITY_WEIGHTS[f.severity] * (0.3 + 0.7 * share);
  }
  return Math.max(0, Math.round(100 - penalty));
}
