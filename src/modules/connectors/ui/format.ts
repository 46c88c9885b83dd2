/**
 * Words and numbers of the connections page: pure, so they are unit-tested and render the same on
 * the server and in the browser.
 */
import type { FactKind, PlatformKind } from "../catalog";

/** The page's groups, in the order the page shows them. */
export const kindGroups: { kind: PlatformKind; label: string }[] = [
  { kind: "ppc", label: "Ads" },
  { kind: "analytics", label: "Analytics" },
  { kind: "seo", label: "SEO" },
  { kind: "email", label: "Email" },
  { kind: "store", label: "Store" },
  { kind: "social", label: "Social" },
];

/** What a platform's numbers become in the reports. */
export const feeds: Record<FactKind, string> = {
  ad: "Spend, impressions, clicks, conversions and conversion value per campaign and ad group, by day.",
  web: "Sessions, users, engaged sessions, key events and revenue by channel, source and landing page.",
  search: "Search queries and pages with clicks, impressions, click-through rate and position.",
  email: "Campaigns sent, delivered, opened, clicked, bounced and unsubscribed.",
  store: "Orders, revenue, average order value, and new against returning customers, by day.",
  social: "Reach, views, engagement, new follows and posts, by day.",
};

export type Health = "healthy" | "syncing" | "error" | "paused" | "waiting" | "reconnect";
/** Worst first: the health a platform's card shows for all of its sources. */
const healthRank: Health[] = ["reconnect", "error", "syncing", "waiting", "paused", "healthy"];

/**
 * The one thing a platform's card says: connected (with the health of its sources, the worst one),
 * connectable here, or not set up on this server. A platform connected before this server lost its
 * OAuth client is still connected: its card says how its sources are, not what to configure.
 */
export type CardState = { kind: "connected"; health: Health | null; sources: number } | { kind: "connectable" } | { kind: "not-set-up" };

export function cardState(enabled: boolean, connections: { status: string }[], sources: { health: Health }[]): CardState {
  if (connections.length > 0) {
    const worst = connections.some((c) => c.status === "needs_reconnect") ? "reconnect" : healthRank.find((h) => sources.some((s) => s.health === h));
    return { kind: "connected", health: worst ?? null, sources: sources.length };
  }
  return enabled ? { kind: "connectable" } : { kind: "not-set-up" };
}
export const healthLabel: Record<Health, string> = {
  healthy: "Healthy",
  syncing: "Syncing",
  error: "Sync failed",
  paused: "Paused",
  waiting: "Waiting for first sync",
  reconnect: "Reconnect needed",
};

export const runKindLabel: Record<string, string> = {
  backfill: "First sync (history)",
  daily: "Daily sync",
  manual: "Sync now",
  resync: "Re-sync of a range",
  upload: "Upload",
};
export const runStatusLabel: Record<string, string> = { queued: "Queued", running: "Running", succeeded: "Done", failed: "Failed" };

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "3 minutes ago", "in 22 hours", "just now". */
export function relativeTime(when: Date, now: Date): string {
  const diff = when.getTime() - now.getTime();
  const abs = Math.abs(diff);
  if (abs < 45_000) return "just now";
  const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, ms] of units) {
    if (abs >= ms || unit === "minute") return rtf.format(Math.round(diff / ms), unit);
  }
  return rtf.format(Math.round(diff / 60_000), "minute");
}

/** "14 Mar 2025, 09:30" in the reader's time zone (passed for tests). */
export function exactTime(when: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone }).format(when);
}

/** "14 Mar 2025". */
export function exactDate(when: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone }).format(when);
}

/** A YYYY-MM-DD day as "14 Mar 2025" (the day itself, not shifted by any time zone). */
export function formatDay(day: string): string {
  return exactDate(new Date(`${day}T00:00:00Z`), "UTC");
}

/** "2 min 05 s", "48 s", "1 h 03 min"; null while the run has not finished. */
export function duration(start: Date | null, end: Date | null): string | null {
  if (!start || !end) return null;
  const s = Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, "0")} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, "0")} min`;
}

/** "3 sources": the count in US English digits, the same on the server's render and in the browser. */
export { countOf as plural } from "@/lib/count-words";

/** The configuration an administrator sets to turn a platform on. */
export function oauthSettings(envPrefix: string, platformId: string, site: string) {
  return {
    names: [`${envPrefix}_CLIENT_ID`, `${envPrefix}_CLIENT_SECRET`, `${envPrefix}_REDIRECT_URI`],
    redirect: `${site.replace(/\/$/, "")}/api/connectors/${platformId}/callback`,
  };
}

/** Accounts whose name, id or detail contains the search (case-insensitive). */
export function filterAccounts<T extends { id: string; name: string; detail?: string }>(accounts: T[], search: string): T[] {
  const q = search.trim().toLowerCase();
  if (!q) return accounts;
  return accounts.filter((a) => a.name.toLowerCase().includes(q) || a.id.toLowerCase().includes(q) || (a.detail ?? "").toLowerCase().includes(q));
}
