/** How the SEO audit page writes scores and statuses (counts and times: @/lib/format). Pure. */
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";

type Out = inferRouterOutputs<AppRouter>["reporting"]["seo"];
export type SeoList = Out["list"];
export type SeoAuditSummaryRow = SeoList["audits"][number];
export type SeoAuditDetail = Out["get"];
export type SeoDiff = Out["diff"];
/** A part of the page read on the server: its data, or the message of why it couldn't be read. */
export type Loaded<T> = { data: T; error: null } | { data: null; error: string };

export const isActive = (status: string) => status === "queued" || status === "running";

export const statusLabels: Record<SeoAuditSummaryRow["status"], string> = {
  queued: "Queued",
  running: "Crawling",
  done: "Done",
  failed: "Failed",
  cancelled: "Stopped",
};
export const statusVariant: Record<SeoAuditSummaryRow["status"], "secondary" | "success" | "destructive" | "outline"> = {
  queued: "secondary",
  running: "secondary",
  done: "success",
  failed: "destructive",
  cancelled: "outline",
};

/** Good from 90, needs work from 70, poor below. */
export function scoreBand(score: number): { label: string; tone: "success" | "warning" | "destructive" } {
  if (score >= 90) return { label: "Good", tone: "success" };
  if (score >= 70) return { label: "Needs work", tone: "warning" };
  return { label: "Poor", tone: "destructive" };
}
