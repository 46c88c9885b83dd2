/**
 * Google Ads REST answers → warehouse rows. Pure.
 *
 * searchStream answers a JSON array of batches, each `{results, fieldMask, requestId}`. Leaves are
 * camelCase, int64 values arrive as strings ("1000"), doubles as numbers (4.5), and proto3 JSON
 * leaves out zero values entirely, so a missing metric is 0. Cost is in micros of the account's
 * currency; `segments.date` is already a day in the account's time zone.
 */
import type { AccountChoice, AdRow, Dimension, FactBatch } from "../../core/types";
import { fromMicros, toMicros } from "../../../../lib/decimal";

export type GoogleAdsRow = {
  customer?: { resourceName?: string; id?: string; descriptiveName?: string; currencyCode?: string; timeZone?: string };
  customerClient?: { resourceName?: string; id?: string; descriptiveName?: string; currencyCode?: string; timeZone?: string; manager?: boolean; status?: string; level?: string };
  campaign?: { resourceName?: string; id?: string; name?: string; status?: string; advertisingChannelType?: string };
  adGroup?: { resourceName?: string; id?: string; name?: string; status?: string };
  segments?: { date?: string };
  metrics?: { impressions?: string; clicks?: string; costMicros?: string; conversions?: number | string; conversionsValue?: number | string };
};
export type StreamBatch = { results?: GoogleAdsRow[]; fieldMask?: string; requestId?: string; queryResourceConsumption?: string };

/** Metrics in exact units: counts, micros of money, millionths of conversions. */
type Totals = { impressions: bigint; clicks: bigint; micros: bigint; conversions: bigint; value: bigint };
const zero = (): Totals => ({ impressions: 0n, clicks: 0n, micros: 0n, conversions: 0n, value: 0n });

const int64 = (v: string | undefined): bigint => (v === undefined || v === "" ? 0n : BigInt(v));

function totalsOf(row: GoogleAdsRow): Totals {
  const m = row.metrics ?? {};
  return {
    impressions: int64(m.impressions),
    clicks: int64(m.clicks),
    micros: int64(m.costMicros),
    conversions: m.conversions === undefined ? 0n : toMicros(m.conversions),
    value: m.conversionsValue === undefined ? 0n : toMicros(m.conversionsValue),
  };
}

function add(into: Totals, more: Totals) {
  into.impressions += more.impressions;
  into.clicks += more.clicks;
  into.micros += more.micros;
  into.conversions += more.conversions;
  into.value += more.value;
}

const isZero = (t: Totals) => t.impressions === 0n && t.clicks === 0n && t.micros === 0n && t.conversions === 0n && t.value === 0n;

function toAdRow(date: string, campaignId: string, adGroupId: string, t: Totals): AdRow {
  return {
    date,
    campaignId,
    adGroupId,
    impressions: Number(t.impressions),
    clicks: Number(t.clicks),
    // cost_micros ÷ 1,000,000, exactly: micros are the 6-decimal units of `fromMicros`.
    spend: fromMicros(t.micros),
    conversions: fromMicros(t.conversions),
    conversionValue: fromMicros(t.value),
  };
}

const resultsOf = (batches: StreamBatch[] | null | undefined): GoogleAdsRow[] => (batches ?? []).flatMap((b) => b.results ?? []);

/**
 * One window of one account: ad-group rows from the `FROM ad_group` stream, plus, per campaign and
 * day, whatever the `FROM campaign` stream reports beyond its ad groups (Performance Max and other
 * campaigns without ad groups spend there) as a campaign-level row (adGroupId ""). So the rows sum to
 * the account's totals. Duplicate keys are summed.
 */
export function toFactBatch(adGroupStream: StreamBatch[] | null | undefined, campaignStream: StreamBatch[] | null | undefined): FactBatch {
  const groups = new Map<string, Totals>();
  const groupSumByCampaignDay = new Map<string, Totals>();
  const campaignDays = new Map<string, Totals>();
  const campaigns = new Map<string, Dimension>();
  const adGroups = new Map<string, Dimension>();
  let account: FactBatch["account"];

  const note = (row: GoogleAdsRow) => {
    const c = row.customer;
    if (c && !account && (c.currencyCode || c.timeZone)) account = { currency: c.currencyCode, timeZone: c.timeZone, name: c.descriptiveName };
    if (row.campaign?.id) campaigns.set(row.campaign.id, { id: row.campaign.id, name: row.campaign.name ?? row.campaign.id, status: row.campaign.status ?? null });
  };

  for (const row of resultsOf(adGroupStream)) {
    const date = row.segments?.date;
    const campaignId = row.campaign?.id;
    const adGroupId = row.adGroup?.id;
    if (!date || !campaignId || !adGroupId) continue;
    note(row);
    adGroups.set(adGroupId, { id: adGroupId, name: row.adGroup?.name ?? adGroupId, status: row.adGroup?.status ?? null, campaignId });
    const t = totalsOf(row);
    const key = `${date}|${campaignId}|${adGroupId}`;
    add(groups.get(key) ?? groups.set(key, zero()).get(key)!, t);
    const cd = `${date}|${campaignId}`;
    add(groupSumByCampaignDay.get(cd) ?? groupSumByCampaignDay.set(cd, zero()).get(cd)!, t);
  }
  for (const row of resultsOf(campaignStream)) {
    const date = row.segments?.date;
    const campaignId = row.campaign?.id;
    if (!date || !campaignId) continue;
    note(row);
    const key = `${date}|${campaignId}`;
    add(campaignDays.get(key) ?? campaignDays.set(key, zero()).get(key)!, totalsOf(row));
  }

  const ad: AdRow[] = [];
  for (const [key, t] of groups) {
    const [date, campaignId, adGroupId] = key.split("|") as [string, string, string];
    ad.push(toAdRow(date, campaignId, adGroupId, t));
  }
  for (const [key, t] of campaignDays) {
    const inGroups = groupSumByCampaignDay.get(key) ?? zero();
    const rest: Totals = {
      impressions: t.impressions - inGroups.impressions,
      clicks: t.clicks - inGroups.clicks,
      micros: t.micros - inGroups.micros,
      conversions: t.conversions - inGroups.conversions,
      value: t.value - inGroups.value,
    };
    if (isZero(rest)) continue;
    const [date, campaignId] = key.split("|") as [string, string];
    ad.push(toAdRow(date, campaignId, "", rest));
  }
  // Code-unit order (dates and ids are ASCII): localeCompare cost more than the rest of the transform.
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  ad.sort((a, b) => cmp(a.date, b.date) || cmp(a.campaignId, b.campaignId) || cmp(a.adGroupId ?? "", b.adGroupId ?? ""));
  return { ...(account ? { account } : {}), ad, campaigns: [...campaigns.values()], adGroups: [...adGroups.values()] };
}

/** `customers:listAccessibleCustomers` → customer ids ("customers/123" → "123"). */
export function accessibleCustomerIds(answer: { resourceNames?: string[] } | null | undefined): string[] {
  return (answer?.resourceNames ?? []).map((r) => r.replace(/^customers\//, "")).filter((id) => /^\d+$/.test(id));
}

/** A customer_client stream from `loginId` → the advertiser (non-manager) accounts it leads to. */
export function accountsFromClients(loginId: string, batches: StreamBatch[] | null | undefined): (AccountChoice & { loginCustomerId: string })[] {
  const out: (AccountChoice & { loginCustomerId: string })[] = [];
  for (const row of resultsOf(batches)) {
    const c = row.customerClient;
    if (!c?.id || c.manager || (c.status && c.status !== "ENABLED")) continue;
    out.push({
      id: c.id,
      name: c.descriptiveName || `Google Ads ${formatCustomerId(c.id)}`,
      currency: c.currencyCode,
      timeZone: c.timeZone,
      detail: c.id === loginId ? formatCustomerId(c.id) : `${formatCustomerId(c.id)} · through manager ${formatCustomerId(loginId)}`,
      loginCustomerId: loginId,
    });
  }
  return out;
}

/** 1234567890 → 123-456-7890, as Google Ads shows customer ids. */
export const formatCustomerId = (id: string) => (/^\d{10}$/.test(id) ? `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}` : id);
