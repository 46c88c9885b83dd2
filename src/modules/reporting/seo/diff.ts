/**
 * What changed between two audits of the same site, per check and per URL: fixed (found before,
 * not now), new (found now, not before) and still open. Pure.
 */
import type { CheckId, Severity } from "./catalog";

type StoredFinding = { check: CheckId; severity: Severity; count: number; urls: Array<{ url: string }> };

export type CheckDiff = {
  check: CheckId;
  severity: Severity;
  state: "fixed" | "new" | "open";
  before: number;
  after: number;
  /** URLs affected before and not now, and the reverse (from the stored lists). */
  fixedUrls: string[];
  newUrls: string[];
  /** A stored list was capped, so the URL lists may miss some; the counts are exact. */
  partial: boolean;
};

export type AuditDiff = { fixed: number; new: number; open: number; checks: CheckDiff[] };

export function diffFindings(previous: StoredFinding[], current: StoredFinding[]): AuditDiff {
  const before = new Map(previous.map((f) => [f.check, f]));
  const after = new Map(current.map((f) => [f.check, f]));
  const checks: CheckDiff[] = [];
  for (const check of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(check);
    const a = after.get(check);
    const bUrls = new Set(b?.urls.map((u) => u.url) ?? []);
    const aUrls = new Set(a?.urls.map((u) => u.url) ?? []);
    checks.push({
      check,
      severity: (a ?? b)!.severity,
      state: !a ? "fixed" : !b ? "new" : "open",
      before: b?.count ?? 0,
      after: a?.count ?? 0,
      fixedUrls: [...bUrls].filter((u) => !aUrls.has(u)),
      newUrls: [...aUrls].filter((u) => !bUrls.has(u)),
      partial: (b ? b.urls.length < b.count : false) || (a ? a.urls.length < a.count : false),
    });
  }
  const order = { new: 0, open: 1, fixed: 2 } as const;
  checks.sort((x, y) => order[x.state] - order[y.state] || y.after - x.after || x.check.localeCompare(y.check));
  return {
    fixed: checks.filter((c) => c.state === "fixed").length,
    new: checks.filter((c) => c.state === "new").length,
    open: checks.filter((c) => c.state === "open").length,
    checks,
  };
}
