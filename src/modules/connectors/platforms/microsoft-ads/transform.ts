/**
 * Microsoft Advertising answers → warehouse rows. Pure.
 *
 * A campaign performance report is a ZIP holding one CSV: optional report header lines, a column
 * header row, one row per campaign and day, an optional copyright footer. Every value is text:
 * numbers may carry thousands separators, empty cells or "--" mean nothing, Spend and Revenue are
 * decimals in the account's currency, TimePeriod is a day in the report's time zone.
 */
import type { AccountChoice, AdRow, Dimension, FactBatch } from "../../core/types";
import { fromMicros, toMicros } from "../../../../lib/decimal";
import { ianaZone } from "./time-zones";
import { readZip } from "./zip";

/** The report's columns, in the order requested. */
export const REPORT_COLUMNS = [
  "TimePeriod",
  "AccountId",
  "CampaignId",
  "CampaignName",
  "CampaignStatus",
  "CurrencyCode",
  "Impressions",
  "Clicks",
  "Spend",
  "Conversions",
  "Revenue",
] as const;

/** RFC 4180 CSV: quoted fields with "" escapes and line breaks inside quotes; a leading BOM dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const blank = (v: string | undefined) => v === undefined || v.trim() === "" || v.trim() === "--";
const cleanNumber = (v: string) => v.trim().replace(/,/g, "");
const count = (v: string | undefined): bigint => (blank(v) ? 0n : BigInt(cleanNumber(v!).replace(/\.0*$/, "")));
const decimal = (v: string | undefined): bigint => (blank(v) ? 0n : toMicros(cleanNumber(v!)));

/** "2026-09-01", or "9/1/2026" from older format versions, as YYYY-MM-DD; null for anything else. */
export function reportDay(value: string): string | null {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  return us ? `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}` : null;
}

type Totals = { impressions: bigint; clicks: bigint; spend: bigint; conversions: bigint; revenue: bigint };

/**
 * The report's CSV → campaign-level ad rows (adGroupId ""), one per campaign and day (duplicates
 * summed), with campaign names and statuses, and the account's currency from CurrencyCode.
 */
export function reportToFactBatch(csv: string): FactBatch {
  const rows = parseCsv(csv);
  const headerAt = rows.findIndex((r) => r.includes("TimePeriod") && r.includes("CampaignId"));
  if (headerAt < 0) {
    if (rows.some((r) => r.some((c) => c.trim() !== "")))
      throw new Error("The Microsoft Advertising report has no column header row (TimePeriod, CampaignId).");
    return { ad: [], campaigns: [] };
  }
  const header = rows[headerAt]!;
  const col = (name: string) => header.indexOf(name);
  const at = {
    day: col("TimePeriod"),
    campaign: col("CampaignId"),
    name: col("CampaignName"),
    status: col("CampaignStatus"),
    currency: col("CurrencyCode"),
    impressions: col("Impressions"),
    clicks: col("Clicks"),
    spend: col("Spend"),
    conversions: col("Conversions"),
    revenue: col("Revenue"),
  };
  const totals = new Map<string, Totals>();
  const campaigns = new Map<string, Dimension>();
  let currency: string | undefined;
  for (const r of rows.slice(headerAt + 1)) {
    const day = reportDay(r[at.day] ?? "");
    const campaignId = r[at.campaign]?.trim();
    // Blank lines and the copyright footer have no day.
    if (!day || !campaignId) continue;
    if (at.currency >= 0 && !blank(r[at.currency])) currency ??= r[at.currency]!.trim();
    if (at.name >= 0)
      campaigns.set(campaignId, { id: campaignId, name: r[at.name] ?? campaignId, status: at.status >= 0 && !blank(r[at.status]) ? r[at.status]! : null });
    const key = `${day}|${campaignId}`;
    const t = totals.get(key) ?? { impressions: 0n, clicks: 0n, spend: 0n, conversions: 0n, revenue: 0n };
    t.impressions += count(r[at.impressions]);
    t.clicks += count(r[at.clicks]);
    t.spend += decimal(r[at.spend]);
    t.conversions += at.conversions >= 0 ? decimal(r[at.conversions]) : 0n;
    t.revenue += at.revenue >= 0 ? decimal(r[at.revenue]) : 0n;
    totals.set(key, t);
  }
  const ad: AdRow[] = [...totals].map(([key, t]) => {
    const [date, campaignId] = key.split("|") as [string, string];
    return {
      date,
      campaignId,
      adGroupId: "",
      impressions: Number(t.impressions),
      clicks: Number(t.clicks),
      spend: fromMicros(t.spend),
      conversions: fromMicros(t.conversions),
      conversionValue: fromMicros(t.revenue),
    };
  });
  ad.sort((a, b) => a.date.localeCompare(b.date) || a.campaignId.localeCompare(b.campaignId));
  return { ...(currency ? { account: { currency } } : {}), ad, campaigns: [...campaigns.values()] };
}

/** The downloaded ZIP → the CSV inside it (the first .csv entry), as text. */
export function csvFromZip(zip: Buffer): string {
  const entries = readZip(zip);
  const csv = entries.find((e) => /\.csv$/i.test(e.name)) ?? entries[0];
  if (!csv) throw new Error("The Microsoft Advertising report download was an empty ZIP.");
  return csv.data.toString("utf8");
}

export type AdvertiserAccount = {
  Id: number | string;
  Name?: string;
  Number?: string;
  CurrencyCode?: string;
  TimeZone?: string;
  ParentCustomerId?: number | string;
  AccountLifeCycleStatus?: string;
};

/** Accounts/Search results → what a person picks from. */
export function accountChoices(accounts: AdvertiserAccount[] | null | undefined): AccountChoice[] {
  return (accounts ?? [])
    .filter((a) => a.AccountLifeCycleStatus !== "Draft")
    .map((a) => ({
      id: String(a.Id),
      name: a.Name || `Account ${a.Number ?? a.Id}`,
      currency: a.CurrencyCode,
      timeZone: ianaZone(a.TimeZone),
      detail:
        [a.Number, a.AccountLifeCycleStatus && a.AccountLifeCycleStatus !== "Active" ? a.AccountLifeCycleStatus : null].filter(Boolean).join(" · ") ||
        undefined,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A day as the Reporting API's Date object. */
export const reportDate = (day: string) => ({ Day: Number(day.slice(8, 10)), Month: Number(day.slice(5, 7)), Year: Number(day.slice(0, 4)) });
