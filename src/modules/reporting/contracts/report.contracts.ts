/**
 * What report procedures take and answer. Money is in the workspace's currency (converted with its
 * exchange rates); `exact` keeps a money or count total as exact decimal text, `value` is the same
 * number for display. Ratios are computed from the totals, never averaged.
 */
import { z } from "zod";
import { reportRangeInput } from "./report-range.input";
import { text } from "@/lib/text";

/** `dateFormat`: how the workspace writes a day (its settings' date format, e.g. "DD/MM/YYYY"); reports write every day with it. */
export type WorkspaceFormat = { timeZone: string; currency: string; locale: string; weekStart: "monday" | "sunday"; dateFormat?: string };

export type ReportSource = {
  id: string;
  platform: string;
  platformName: string;
  /** What it measures (a CSV source measures what its upload was declared as). */
  fact: "ad" | "search" | "web" | "social" | "email" | "store";
  name: string;
  externalAccountId: string;
  currency: string | null;
  timeZone: string | null;
  status: string;
  lastSyncAt: Date | null;
  lastSuccessAt: Date | null;
  lastError: string | null;
  dataFrom: string | null;
  /** The last sync failed after the last success: the numbers may be behind. */
  stale: boolean;
};

export type MetricFormat = "money" | "count" | "percent" | "decimal" | "position" | "ratio";

export type Kpi = {
  key: string;
  label: string;
  format: MetricFormat;
  value: number | null;
  previous: number | null;
  /** Exact decimal text of a summed value (money with at least two decimals, converted amounts with up to six; counts whole). */
  exact?: string;
  /** Lower is better (CPC, CPA, position, bounces…): the change is coloured the other way. */
  inverse?: boolean;
};

/** One point of a series: `x` is the bucket's first day; `<key>` and `<key>Prev` for each metric. */
export type SeriesPoint = { x: string; prevX: string | null } & Record<string, number | string | null>;

export type Row = Record<string, string | number | null>;

export type ReportBase = {
  format: WorkspaceFormat;
  range: { start: string; end: string };
  comparison: { start: string; end: string } | null;
  sources: ReportSource[];
  /** Sentences the page shows above the report (amounts converted at a pair's first known rate…). */
  notices: string[];
  /** Currencies some amounts of which are left out of money totals for want of an exchange rate into the workspace's. */
  missingRates?: string[];
};

export { reportRangeInput };

export const adPlatformIds = ["google-ads", "microsoft-ads", "linkedin-ads", "facebook-ads", "instagram-ads"] as const;
export const searchPlatformIds = ["google-search-console", "bing-webmaster-tools"] as const;
export const emailPlatformIds = ["mailchimp", "email-tool"] as const;
export const socialPlatformIds = ["facebook-page", "instagram-page"] as const;

export const adReportInput = reportRangeInput.and(z.object({ platform: z.enum(adPlatformIds) }));
export const searchReportInput = reportRangeInput.and(z.object({ platform: z.enum(searchPlatformIds) }));
export const emailReportInput = reportRangeInput.and(z.object({ platform: z.enum(emailPlatformIds) }));
export const socialReportInput = reportRangeInput.and(z.object({ platform: z.enum(socialPlatformIds) }));
export const campaignsInput = z.object({ platform: z.enum(adPlatformIds).optional(), sourceIds: z.array(text().uuid()).max(50).default([]) });
export const sourcesInput = z.object({ platforms: z.array(text().min(1).max(40)).max(20).optional() });

/** A report page was opened (the product's key-actions funnel): which report, and its platform. */
export const reportViewedInput = z.object({
  kind: z.enum(["overview", "ads", "web", "search", "email", "store", "social"]),
  platform: text().min(1).max(40).optional(),
});

export type AdReportInput = z.infer<typeof adReportInput>;
export type SearchReportInput = z.infer<typeof searchReportInput>;
export type EmailReportInput = z.infer<typeof emailReportInput>;
export type SocialReportInput = z.infer<typeof socialReportInput>;

const monthText = text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "The month must be written as YYYY-MM.");
const amountText = text()
  .trim()
  .regex(/^\d{1,14}(\.\d{1,2})?$/, { message: "The budget must be an amount such as 12500 or 12500.50.", abort: true })
  .refine((s) => Number(s) > 0, "The budget must be more than 0.");

/** A monthly spend budget: for all paid media ("all") or one ad platform. */
export const setBudgetInput = z.object({ month: monthText, scope: z.enum(["all", ...adPlatformIds]), amount: amountText });
export const removeBudgetInput = z.object({ month: monthText, scope: z.enum(["all", ...adPlatformIds]) });
export type SetBudgetInput = z.infer<typeof setBudgetInput>;
