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
  customerClient?: {
    resourceName?: string;
    id?: string;
    descriptiveName?: string;
    currencyCode?: string;
    timeZone?: string;
    manager?: boolean;
    status?: string;
    level?: string;
  };
  campaign?: { resourceName?: string; id?: string; name?: string; status?: string; advertisingChannelType?: string };
  /** `campaign` is the campaign's resource name ("customers/1/campaigns/2"), when `ad_group.campaign` is asked. */
  adGroup?: { resourceName?: string; id?: string; campaign?: string; name?: string; status?: string };
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
/**
 * Decimal digits with an optional minus, up to 15 of them (below 2^53, so every step is exact) as a
 * number, else NaN. Read by character code: three per row, a million rows a backfill.
 */
function plainInteger(v: string): number {
  const negative = v.charCodeAt(0) === 45;
  const first = negative ? 1 : 0;
  if (v.length === first || v.length - first > 15) return NaN;
  let n = 0;
  for (let i = first; i < v.length; i++) {
    const d = v.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return NaN;
    n = n * 10 + d;
  }
  return negative ? -n : n;
}

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
    const n = plainInteger(v);
    return Number.isNaN(n) ? safe(BigInt(v)) : n;
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
/** `key` is date, campaign id and ad-group id joined by NUL, so its code-unit order is theirs in turn. */
type Cell<N> = { key: string; date: string; campaignId: string; adGroupId: string; t: Totals<N> };

/**
 * The entities a window's rows name, asked for apart from the day rows (`FROM customer`, and
 * `FROM campaign` / `FROM ad_group` without segments): names, statuses, the account's currency and
 * zone then travel once instead of on every row of every day. Rows that carry them still count.
 */
export type EntityStreams = { customer?: StreamBatch[] | null; campaigns?: StreamBatch[] | null; adGroups?: StreamBatch[] | null };

const resultsOf = (batches: StreamBatch[] | null | undefined): GoogleAdsRow[] => (batches ?? []).flatMap((b) => b.results ?? []);

/**
 * The campaign id of an ad-group row: `campaign.id` when the query asked for it, else the last part
 * of the ad group's `campaign` resource name (adGroupQuery asks for that: less JSON a row).
 */
function campaignIdOf(row: GoogleAdsRow): string | undefined {
  if (row.campaign?.id) return row.campaign.id;
  const name = row.adGroup?.campaign;
  const slash = name ? name.lastIndexOf("/campaigns/") : -1;
  return slash >= 0 && slash + 11 < name!.length ? name!.slice(slash + 11) : undefined;
}

function build<N>(
  A: Arith<N>,
  adGroupStream: StreamBatch[] | null | undefined,
  campaignStream: StreamBatch[] | null | undefined,
  entities: EntityStreams = {},
): FactBatch | null {
  const groups = new Map<string, Cell<N>>();
  const groupSumByCampaignDay = new Map<string, Totals<N>>();
  const campaignDays = new Map<string, Cell<N>>();
  const campaigns = new Map<string, Dimension>();
  const adGroups = new Map<string, Dimension>();
  let account: FactBatch["account"];
  const zero = (): Totals<N> => ({ impressions: A.zero, clicks: A.zero, micros: A.zero, conversions: A.zero, value: A.zero });
  // A row's metrics are read once, then added wherever they count.
  const read = (m: GoogleAdsRow["metrics"] = {}): Totals<N> => ({
    impressions: A.count(m.impressions),
    clicks: A.count(m.clicks),
    micros: A.count(m.costMicros),
    conversions: A.millionths(m.conversions),
    value: A.millionths(m.conversionsValue),
  });
  const add = (into: Totals<N>, t: Totals<N>) => {
    into.impressions = A.add(into.impressions, t.impressions);
    into.clicks = A.add(into.clicks, t.clicks);
    into.micros = A.add(into.micros, t.micros);
    into.conversions = A.add(into.conversions, t.conversions);
    into.value = A.add(into.value, t.value);
  };
  const cell = (map: Map<string, Cell<N>>, key: string, date: string, campaignId: string, adGroupId: string): Cell<N> => {
    let c = map.get(key);
    if (!c) map.set(key, (c = { key, date, campaignId, adGroupId, t: zero() }));
    return c;
  };

  const noteAccount = (c: GoogleAdsRow["customer"]) => {
    if (c && !account && (c.currencyCode || c.timeZone)) account = { currency: c.currencyCode, timeZone: c.timeZone, name: c.descriptiveName };
  };
  // A name or status a row carries wins; a row without them keeps what is known (else the id).
  const noteCampaign = (c: NonNullable<GoogleAdsRow["campaign"]> & { id: string }) => {
    const known = campaigns.get(c.id);
    if (!known || c.name !== undefined || c.status !== undefined)
      campaigns.set(c.id, { id: c.id, name: c.name ?? known?.name ?? c.id, status: c.status ?? known?.status ?? null });
  };
  const noteAdGroup = (g: NonNullable<GoogleAdsRow["adGroup"]> & { id: string }, campaignId: string) => {
    const known = adGroups.get(g.id);
    if (!known || g.name !== undefined || g.status !== undefined || known.campaignId !== campaignId)
      adGroups.set(g.id, { id: g.id, name: g.name ?? known?.name ?? g.id, status: g.status ?? known?.status ?? null, campaignId });
  };

  for (const row of resultsOf(entities.customer)) noteAccount(row.customer);
  // Ad groups are summed per campaign and day only for the campaigns the campaign stream names:
  // the connector asks campaign days only for those with spend outside their ad groups (few).
  const campaignRows = resultsOf(campaignStream);
  const remainders = new Set(campaignRows.map((row) => row.campaign?.id));
  for (const row of resultsOf(adGroupStream)) {
    const date = row.segments?.date;
    const campaignId = campaignIdOf(row);
    const adGroup = row.adGroup;
    if (!date || !campaignId || !adGroup?.id) continue;
    noteAccount(row.customer);
    if (row.campaign?.id) noteCampaign(row.campaign as NonNullable<GoogleAdsRow["campaign"]> & { id: string });
    else if (!campaigns.has(campaignId)) noteCampaign({ id: campaignId });
    noteAdGroup(adGroup as typeof adGroup & { id: string }, campaignId);
    const t = read(row.metrics);
    add(cell(groups, `${date}\0${campaignId}\0${adGroup.id}`, date, campaignId, adGroup.id).t, t);
    if (!remainders.has(campaignId)) continue;
    const cd = `${date}\0${campaignId}`;
    let sum = groupSumByCampaignDay.get(cd);
    if (!sum) groupSumByCampaignDay.set(cd, (sum = zero()));
    add(sum, t);
  }
  for (const row of campaignRows) {
    const date = row.segments?.date;
    const campaign = row.campaign;
    if (!date || !campaign?.id) continue;
    noteAccount(row.customer);
    noteCampaign(campaign as typeof campaign & { id: string });
    add(cell(campaignDays, `${date}\0${campaign.id}`, date, campaign.id, "").t, read(row.metrics));
  }
  // Names and statuses of the campaigns and ad groups the window has rows for.
  for (const row of resultsOf(entities.campaigns))
    if (row.campaign?.id && campaigns.has(row.campaign.id)) noteCampaign(row.campaign as NonNullable<GoogleAdsRow["campaign"]> & { id: string });
  for (const row of resultsOf(entities.adGroups)) {
    const known = row.adGroup?.id ? adGroups.get(row.adGroup.id) : undefined;
    if (known) noteAdGroup(row.adGroup as NonNullable<GoogleAdsRow["adGroup"]> & { id: string }, known.campaignId!);
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
    if (!isZero) cells.push({ ...c, key: `${key}\0`, t: rest });
  }
  // Date, campaign, ad group order (code units: dates and ids are ASCII) through the joined key:
  // one comparison a step instead of three, and localeCompare cost more than the rest of the transform.
  cells.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
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
  return { ...(account ? { account } : {}), ad, campaigns: [...campaigns.values()], adGroups: [...adGroups.values()] };
}

/** toFactBatch in plain numbers, or null when a figure would leave the safe integers (then BigInt must). */
export const fastFactBatch = (
  adGroupStream: StreamBatch[] | null | undefined,
  campaignStream: StreamBatch[] | null | undefined,
  entities?: EntityStreams,
): FactBatch | null => build(numberArith, adGroupStream, campaignStream, entities);

/** toFactBatch in BigInt throughout: exact for any int64 and any decimal. */
export const exactFactBatch = (
  adGroupStream: StreamBatch[] | null | undefined,
  campaignStream: StreamBatch[] | null | undefined,
  entities?: EntityStreams,
): FactBatch => build(bigArith, adGroupStream, campaignStream, entities)!;

/**
 * One window of one account: ad-group rows from the `FROM ad_group` stream, plus, per campaign and
 * day, whatever the `FROM campaign` stream reports beyond its ad groups (Performance Max and other
 * campaigns without ad groups spend there) as a campaign-level row (adGroupId ""). So the rows sum to
 * the account's totals. Duplicate keys are summed. Figures are summed in plain numbers while that is
 * exact (almost always), else in BigInt; the rows are the same either way. Names, statuses and the
 * account's currency and zone come from `entities` or from the rows themselves.
 */
export function toFactBatch(
  adGroupStream: StreamBatch[] | null | undefined,
  campaignStream: StreamBatch[] | null | undefined,
  entities?: EntityStreams,
): FactBatch {
  return fastFactBatch(adGroupStream, campaignStream, entities) ?? exactFactBatch(adGroupStream, campaignStream, entities);
}

/**
 * The campaigns whose window totals (`FROM campaign` without `segments.date`: Google sums the range,
 * one row a campaign) differ from their ad groups' day rows summed: the ones with spend outside their
 * ad groups (Performance Max has no ad groups at all), whose day rows the connector then asks for.
 *
 * Equal totals mean no day has a remainder: a campaign's figures include its ad groups', so a day's
 * remainder is never negative in impressions, clicks or cost, and remainders can't cancel across
 * days. (Fractional conversions can differ by a sub-micro rounding on a day and back on another;
 * the warehouse keeps conversions to 4 places, where both round to the same.) Asking the day rows
 * only for these campaigns keeps a third of a backfill's rows off the wire and out of the parser.
 * A campaign the totals leave out has no day rows either, so nothing to ask. Ids are int64 digits
 * (anything else is dropped, since they go into a GAQL `IN (…)`), sorted.
 */
export function campaignsBeyondAdGroups(adGroupStream: StreamBatch[] | null | undefined, campaignTotals: StreamBatch[] | null | undefined): string[] {
  return beyond(numberArith, adGroupStream, campaignTotals) ?? beyond(bigArith, adGroupStream, campaignTotals)!;
}

function beyond<N>(A: Arith<N>, adGroupStream: StreamBatch[] | null | undefined, campaignTotals: StreamBatch[] | null | undefined): string[] | null {
  const sums = new Map<string, N[]>();
  const sumOf = (id: string) => {
    let t = sums.get(id);
    if (!t) sums.set(id, (t = [A.zero, A.zero, A.zero, A.zero, A.zero]));
    return t;
  };
  const figures = (m: GoogleAdsRow["metrics"] = {}): N[] => [
    A.count(m.impressions),
    A.count(m.clicks),
    A.count(m.costMicros),
    A.millionths(m.conversions),
    A.millionths(m.conversionsValue),
  ];
  for (const row of resultsOf(adGroupStream)) {
    const id = campaignIdOf(row);
    if (!id || !row.adGroup?.id || !row.segments?.date) continue;
    const t = sumOf(id);
    const f = figures(row.metrics);
    for (let i = 0; i < 5; i++) t[i] = A.add(t[i]!, f[i]!);
  }
  const totals = new Map<string, N[]>();
  for (const row of resultsOf(campaignTotals)) {
    const id = row.campaign?.id;
    if (!id) continue;
    const f = figures(row.metrics);
    const t = totals.get(id);
    if (t) for (let i = 0; i < 5; i++) t[i] = A.add(t[i]!, f[i]!);
    else totals.set(id, f);
  }
  const differ = new Set<string>();
  for (const [id, t] of totals) {
    const g = sums.get(id);
    if (!g || t.some((x, i) => x !== g[i])) differ.add(id);
  }
  for (const list of [...sums.values(), ...totals.values()]) if (!list.every(A.exact)) return null;
  return [...differ].filter((id) => /^\d+$/.test(id)).sort();
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
