/**
 * Meta Ads Insights (level=campaign, time_increment=1) → warehouse ad rows and campaign names.
 * Pure. Every metric arrives as a string; money stays an exact decimal string. Facebook Ads reads
 * all placements; Instagram Ads asks with breakdowns=publisher_platform and keeps the instagram rows.
 */
import type { AdRow, Dimension } from "../../core/types";
import { fromMicros, toMicros } from "../../../../lib/decimal";
import { toCount } from "../../core/values";

export type MetaAction = { action_type: string; value: string } & Record<string, string>;

export type MetaInsightRow = {
  account_id?: string;
  account_currency?: string;
  campaign_id: string;
  campaign_name?: string;
  date_start: string;
  date_stop: string;
  impressions?: string;
  clicks?: string;
  spend?: string;
  reach?: string;
  actions?: MetaAction[];
  action_values?: MetaAction[];
  publisher_platform?: string;
};

/**
 * The purchase action types counted as conversions (and whose action_values are the conversion
 * value), one per channel so no purchase is counted twice: website purchases seen by the Pixel or
 * the Conversions API, purchases made on Meta's own surfaces (Shops, Messenger), and app purchases.
 * The roll-ups `purchase`, `omni_purchase`, `onsite_web_purchase` and `onsite_web_app_purchase`
 * re-count the same purchases and are left out.
 */
export const PURCHASE_ACTION_TYPES: readonly string[] = [
  "offsite_conversion.fb_pixel_purchase",
  "onsite_conversion.purchase",
  "app_custom_event.fb_mobile_purchase",
];

export type MetaTransformOptions = {
  /** Keep only rows of this placement (breakdowns=publisher_platform), e.g. "instagram". */
  publisherPlatform?: string;
};

export type MetaBatch = { ad: AdRow[]; campaigns: Dimension[] };

type Sum = { date: string; campaignId: string; impressions: number; clicks: number; spend: bigint; conversions: bigint; value: bigint; reach: number };

const purchaseTotal = (list: MetaAction[] | undefined): bigint =>
  (list ?? []).reduce((acc, a) => (PURCHASE_ACTION_TYPES.includes(a.action_type) ? acc + toMicros(a.value) : acc), 0n);

/** Insight rows → one ad row per day and campaign (rows of the same day and campaign are summed). */
export function metaInsightsToRows(rows: readonly MetaInsightRow[], options: MetaTransformOptions = {}): MetaBatch {
  const sums = new Map<string, Sum>();
  const names = new Map<string, string>();
  for (const row of rows) {
    if (options.publisherPlatform && row.publisher_platform !== options.publisherPlatform) continue;
    if (row.date_start !== row.date_stop) throw new Error(`Expected daily insight rows, got ${row.date_start}..${row.date_stop}`);
    const key = `${row.date_start}|${row.campaign_id}`;
    const sum = sums.get(key) ?? {
      date: row.date_start,
      campaignId: row.campaign_id,
      impressions: 0,
      clicks: 0,
      spend: 0n,
      conversions: 0n,
      value: 0n,
      reach: 0,
    };
    sum.impressions += toCount(row.impressions);
    sum.clicks += toCount(row.clicks);
    sum.spend += toMicros(row.spend);
    sum.conversions += purchaseTotal(row.actions);
    sum.value += purchaseTotal(row.action_values);
    sum.reach += toCount(row.reach);
    sums.set(key, sum);
    if (row.campaign_name) names.set(row.campaign_id, row.campaign_name);
  }
  const ad: AdRow[] = [...sums.values()].map((s) => ({
    date: s.date,
    campaignId: s.campaignId,
    adGroupId: "",
    impressions: s.impressions,
    clicks: s.clicks,
    spend: fromMicros(s.spend, 2),
    conversions: fromMicros(s.conversions, 2),
    conversionValue: fromMicros(s.value, 2),
    ...(s.reach > 0 ? { extras: { reach: s.reach } } : {}),
  }));
  const campaigns: Dimension[] = [...names].map(([id, name]) => ({ id, name }));
  return { ad, campaigns };
}
