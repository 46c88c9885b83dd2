/** How the SEO audit page writes times, scores and statuses. Pure. */
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";

type Out = inferRouterOutputs<AppRouter>["reporting"]["seo"];
export type SeoList = Out["list"];
export type SeoAuditSummaryRow = SeoList["audits"][number];
export type SeoAuditDetail = Out["get"];
export type SeoDiff = Out["diff"];
export type TimeFormat = SeoList["format"];

export const isActive = (status: string) => status === "queued" || status === "running";

/** "Nov 21, 2026, 14:05" in the workspace's locale and time zone. */
export function formatWhen(when: Date | string | null, format: TimeFormat): string {
  if (!when) return "—";
  const date = typeof when === "string" ? new Date(when) : when;
  try {
    return date.toLocaleString(format.locale, { dateStyle: "medium", timeStyle: "short", timeZone: format.timeZone });
  } catch {
    return date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
  }
}

export function formatCount(n: number, locale: string): string {
  try {
    return n.toLocaleString(locale);
  } catch {
    return n.toLocaleString("en-US");
  }
}

export const statusLabels: Record<SeoAuditSummaryRow["status"], string> = { queued: "Queued", running: "Crawling", done: "Done", failed: "Failed", cancelled: "Stopped" };
export const statusVariant: Record<SeoAuditSummaryRow["status"], "secondary" | "success" | "destructive" | "outline"> = { queued: "secondary", running: "secondary", done: "success", failed: "destructive", cancelled: "outline" };

/** Good from 90, needs work from 70, poor below. */
export function scoreBand(score: number): { label: string; tone: "success" | "warning" | "destructive" } {
  if (score >= 90) return { label: "Good", tone: "success" };
  if (score >= 70) return { label: "Needs work", tone: "warning" };
  return { label: "Poor", tone: "destructive" };
}

export const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);
