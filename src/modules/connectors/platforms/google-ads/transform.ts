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

/**
 * The arithmetic of the metrics, in exact units: counts, micros of money, millionths of conversions.
 * Two implementations give the same rows: plain numbers (integers below 2^53 are exact) for what
 * platforms really send, and BigInt for anything else.
 */
type Arith<N> = {
  zero: N;
  /** An int64 leaf ("1000"); missing or "" is 0. */
  count: (v: string | undefined) => N;
  /** A double or decimal leaf in millionths, rounded as toMicros does; missing is 0. */
  millionths: (v: number | string | undefined) => N;
  add: (a: N, b: N) => N;
  sub: (a: N, b: N) => N;
  /** False when a figure isn't exact (the number path gave up); BigInt figures always are. */
  exact: (a: N) => boolean;
  toNumber: (a: N) => number;
  /** Millionths as decimal text, trailing zeros trimmed (fromMicros). */
  text: (a: N) => string;
};

const bigArith: Arith<bigint> = {
  zero: 0n,
  count: (v) => (v === undefined || v === "" ? 0n : BigInt(v)),
  millionths: (v) => (v === undefined ? 0n : toMicros(v)),
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  exact: () => true,
  toNumber: (a) => Number(a),
  text: (a) => fromMicros(a),
};

const MAX = BigInt(Number.MAX_SAFE_INTEGER);
/** A BigInt as a number when that is exact, NaN otherwise (NaN marks the result inexact). */
const safe = (b: bigint): number => (b >= -MAX && b <= MAX ? Number(b) : NaN);
/** A sum stays NaN once it leaves the safe integers, so a lost digit is never taken back. */
const guard = (n: number): number => (Number.isSafeInteger(n) ? n : NaN);
const INTEGER = /^-?\d+$/;

function microsText(u: number): string {
  const abs = u < 0 ? -u : u;
  let frac = abs % 1_000_000;
  const int = (abs - frac) / 1_000_000;
  if (frac === 0) return u < 0 ? `-${int}` : String(int);
  let places = 6;
  while (frac % 10 === 0) {
    frac /= 10;
    places--;
  }
  return `${u < 0 ? "-" : ""}${int}.${String(frac).padStart(places, "0")}`;
}

const numberArith: Arith<number> = {
  zero: 0,
  // Decimal digits below 2^53 read exactly; anything else ("1e3", hex, huge) goes through BigInt,
  // which also throws on what the BigInt path throws on.
  count: (v) => {
    if (v === undefined || v === "") return 0;
    if (INTEGER.test(v)) {
      const n = Number(v);
      if (Number.isSafeInteger(n)) return n;
    }
    return safe(BigInt(v));
  },
  // A double with at most 6 places below 2^31: x × 10^6 rounds to the integer u, and u ÷ 10^6 gives
  // back x exactly, so x's shortest text (what toMicros reads) is u millionths. Doubles that far
  // apart can't share a 6-place decimal. Anything else (more places, strings, exponents) goes
  // through toMicros.
  millionths: (v) => {
    if (v === undefined) return 0;
    if (typeof v === "number" && v < 2_147_483_648 && v > -2_147_483_648) {
      const u = Math.round(v * 1_000_000);
      if (u / 1_000_000 === v) return u;
    }
    return safe(toMicros(v));
  },
  add: (a, b) => guard(a + b),
  sub: (a, b) => guard(a - b),
  exact: (a) => Number.isSafeInteger(a),
  toNumber: (a) => a,
  text: microsText,
};

type Totals<N> = { impressions: N; clicks: N; micros: N; conversions: N; value: N };
type Cell<N> = { date: string; campaignId: string; adGroupId: string; t: Totals<N> };

const resultsOf = (batches: StreamBatch[] | null | undefined): GoogleAdsRow[] => (batches ?? []).flatMap((b) => b.results ?? []);

function build<N>(A: Arith<N>, adGroupStream: StreamBatch[] | null | undefined, campaignStream: StreamBatch[] | null | undefined): FactBatch | null {
  const groups = new Map<string, Cell<N>>();
  const groupSumByCampaignDay = new Map<string, Totals<N>>();
  const campaignDays = new Map<string, Cell<N>>();
  const campaigns = new Map<string, Dimension>();
  const adGroups = new Map<string, Dimension>();
  let account: FactBatch["account"];
  const zero = (): Totals<N> => ({ impressions: A.zero, clicks: A.zero, micros: A.zero, conversions: A.zero, value: A.zero });
  const add = (into: Totals<N>, m: GoogleAdsRow["metrics"] = {}) => {
    into.impressions = A.add(into.impressions, A.count(m.impressions));
    into.clicks = A.add(into.clicks, A.count(m.clicks));
    into.micros = A.add(into.micros, A.count(m.costMicros));
    into.conversions = A.add(into.conversions, A.millionths(m.conversions));
    into.value = A.add(into.value, A.millionths(m.conversionsValue));
  };
  const cell = (map: Map<string, Cell<N>>, key: string, date: string, campaignId: string, adGroupId: string): Cell<N> => {
    let c = map.get(key);
    if (!c) map.set(key, (c = { date, campaignId, adGroupId, t: zero() }));
    return c;
  };

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
    add(cell(groups, `${date}|${campaignId}|${adGroupId}`, date, campaignId, adGroupId).t, row.metrics);
    const cd = `${date}|${campaignId}`;
    let sum = groupSumByCampaignDay.get(cd);
    if (!sum) groupSumByCampaignDay.set(cd, (sum = zero()));
    add(sum, row.metrics);
  }
  for (const row of resultsOf(campaignStream)) {
    const date = row.segments?.date;
    const campaignId = row.campaign?.id;
    if (!date || !campaignId) continue;
    note(row);
    add(cell(campaignDays, `${date}|${campaignId}`, date, campaignId, "").t, row.metrics);
  }

  const cells = [...groups.values()];
  for (const [key, c] of campaignDays) {
    const inGroups = groupSumByCampaignDay.get(key) ?? zero();
    const rest: Totals<N> = {
      impressions: A.sub(c.t.impressions, inGroups.impressions),
      clicks: A.sub(c.t.clicks, inGroups.clicks),
      micros: A.sub(c.t.micros, inGroups.micros),
      conversions: A.sub(c.t.conversions, inGroups.conversions),
      value: A.sub(c.t.value, inGroups.value),
    };
    const isZero = rest.impressions === A.zero && rest.clicks === A.zero && rest.micros === A.zero && rest.conversions === A.zero && rest.value === A.zero;
    if (!isZero) cells.push({ ...c, t: rest });
  }
  const ad: AdRow[] = [];
  for (const { date, campaignId, adGroupId, t } of cells) {
    if (!(A.exact(t.impressions) && A.exact(t.clicks) && A.exact(t.micros) && A.exact(t.conversions) && A.exact(t.value))) return null;
    ad.push({
      date,
      campaignId,
      adGroupId,
      impressions: A.toNumber(t.impressions),
      clicks: A.toNumber(t.clicks),
      // cost_micros ÷ 1,000,000, exactly: micros are the 6-decimal units of `fromMicros`.
      spend: A.text(t.micros),
      conversions: A.text(t.conversions),
      conversionValue: A.text(t.value),
    });
  }
  // Code-unit order (dates and ids are ASCII): localeCompare cost more than the rest of the transform.
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  ad.sort((a, b) => cmp(a.date, b.date) || cmp(a.campaignId, b.campaignId) || cmp(a.adGroupId ?? "", b.adGroupId ?? ""));
  return { ...(account ? { account } : {}), ad, campaigns: [...campaigns.values()], adGroups: [...adGroups.values()] };
}

/** toFactBatch in plain numbers, or null when a figure would leave the safe integers (then BigInt must). */
export const fastFactBatch = (adGroupStream: StreamBatch[] | null | undefined, campaignStream: StreamBatch[] | null | undefined): FactBatch | null =>
  build(numberArith, adGroupStream, campaignStream);

/** toFactBatch in BigInt throughout: exact for any int64 and any decimal. */
export const exactFactBatch = (adGroupStream: StreamBatch[] | null | undefined, campaignStream: StreamBatch[] | null | undefined): FactBatch =>
  build(bigArith, adGroupStream, campaignStream)!;

/**
 * One window of one account: ad-group rows from the `FROM ad_group` stream, plus, per campaign and
 * day, whatever the `FROM campaign` stream reports beyond its ad groups (Performance Max and other
 * campaigns without ad groups spend there) as a campaign-level row (adGroupId ""). So the rows sum to
 * the account's totals. Duplicate keys are summed. Figures are summed in plain numbers while that is
 * exact (almost always), else in BigInt; the rows are the same either way.
 */
export function toFactBatch(adGroupStream: StreamBatch[] | null | undefined, campaignStream: StreamBatch[] | null | undefined): FactBatch {
  return fastFactBatch(adGroupStream, campaignStream) ?? exactFactBatch(adGroupStream, campaignStream);
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
