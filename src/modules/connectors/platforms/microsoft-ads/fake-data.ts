/**
 * What the Microsoft Advertising stand-in knows: one user, three ad accounts under two customers,
 * in three currencies and time zones (the Australian one opened on AU_OPENED and has no data
 * before), four campaigns each with deterministic daily numbers. `expectedDaily` is what a correct
 * sync must land for an account and day. Pure.
 */
import { centsFrom, intFrom, unit } from "../../fakes/kit";
import { fromMicros, fromScaled, toMicros } from "../../../../lib/decimal";

export const USER = { Id: 900001, UserName: "ads@northwindcoffee.example", CustomerId: 251000001, ContactInfo: { Email: "ads@northwindcoffee.example" } };
export const AU_OPENED = "2026-02-01";

export type FakeAccount = {
  Id: number;
  Name: string;
  Number: string;
  CurrencyCode: string;
  TimeZone: string;
  ParentCustomerId: number;
  AccountLifeCycleStatus: string;
  iana: string;
  opened?: string;
};
export const accounts: FakeAccount[] = [
  {
    Id: 141454913,
    Name: "Northwind Coffee US",
    Number: "F120A1B2",
    CurrencyCode: "USD",
    TimeZone: "PacificTimeUSCanadaTijuana",
    iana: "America/Los_Angeles",
    ParentCustomerId: 251000001,
    AccountLifeCycleStatus: "Active",
  },
  {
    Id: 141454914,
    Name: "Northwind Coffee UK",
    Number: "F120A1B3",
    CurrencyCode: "GBP",
    TimeZone: "GreenwichMeanTimeDublinEdinburghLisbonLondon",
    iana: "Europe/London",
    ParentCustomerId: 251000002,
    AccountLifeCycleStatus: "Active",
  },
  {
    Id: 141454915,
    Name: "Northwind Coffee AU",
    Number: "F120A1B4",
    CurrencyCode: "AUD",
    TimeZone: "CanberraMelbourneSydney",
    iana: "Australia/Sydney",
    ParentCustomerId: 251000001,
    AccountLifeCycleStatus: "Pause",
    opened: AU_OPENED,
  },
];
export const accountById = (id: string | number) => accounts.find((a) => String(a.Id) === String(id));

export type FakeCampaign = { id: string; name: string; status: string };
export function campaignsOf(accountId: string | number): FakeCampaign[] {
  const base = String(accountId).slice(-3);
  return [
    { id: `55${base}01`, name: "Brand – Northwind Coffee", status: "Active" },
    { id: `55${base}02`, name: 'Coffee beans, "single origin"', status: "Active" },
    { id: `55${base}03`, name: "Shopping – Brewing gear", status: "Paused" },
    { id: `55${base}04`, name: "Retargeting – Subscription trial", status: "Deleted" },
  ];
}

/** One campaign's day as the report prints it (strings), or null when it had no impressions. */
export type ReportLine = { campaign: FakeCampaign; impressions: string; clicks: string; spend: string; conversions: string; revenue: string };

export function linesFor(accountId: string | number, day: string, version: number): ReportLine[] {
  const account = accountById(accountId);
  if (!account || (account.opened && day < account.opened)) return [];
  return campaignsOf(accountId).flatMap((campaign) => {
    const key = `microsoft-ads|${account.Id}|${campaign.id}|${day}|${version}`;
    if (unit(`${key}|active`) < 0.1) return [];
    const impressions = intFrom(`${key}|i`, 30, 6000);
    const clicks = intFrom(`${key}|c`, 0, Math.floor(impressions / 15));
    const conversionHundredths = intFrom(`${key}|v`, 0, clicks * 20);
    return [
      {
        campaign,
        impressions: String(impressions),
        clicks: String(clicks),
        spend: centsFrom(`${key}|s`, 0.05, 350),
        conversions: fromScaled(BigInt(conversionHundredths), 2),
        revenue: centsFrom(`${key}|w`, 0, 2500),
      },
    ];
  });
}

/** The account's totals for a day in warehouse terms (exact decimal strings). */
export function expectedDaily(accountId: string | number, day: string, version = 0) {
  const lines = linesFor(accountId, day, version);
  const sum = (pick: (l: ReportLine) => string) => fromMicros(lines.reduce((s, l) => s + toMicros(pick(l)), 0n));
  return {
    impressions: lines.reduce((s, l) => s + Number(l.impressions), 0),
    clicks: lines.reduce((s, l) => s + Number(l.clicks), 0),
    spend: sum((l) => l.spend),
    conversions: sum((l) => l.conversions),
    conversionValue: sum((l) => l.revenue),
  };
}
