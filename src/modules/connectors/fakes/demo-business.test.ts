/**
 * The stand-ins are what the demo workspace syncs: every account, campaign, page, site, query and
 * email they serve belongs to one business, Northwind Coffee (a specialty roaster with cafés and a
 * web shop), never to leftover placeholder brands.
 */
import { describe, expect, it } from "vitest";
import { eachDay } from "@/lib/days";
import { GSC_SITES, fakeRows as searchRows } from "../platforms/google-search-console/fake-server";
import { BING_SITES, fakeQueryRows } from "../platforms/bing-webmaster-tools/fake-server";
import { GA_PROPERTIES, fakeRows as webRows } from "../platforms/google-analytics/fake-server";
import { campaignsOf as googleCampaigns, customers } from "../platforms/google-ads/fake-data";
import { linkedinFakeAccounts } from "../platforms/linkedin-ads/fake-data";
import { MAILCHIMP_ACCOUNT, MAILCHIMP_AUDIENCES, sendsOn } from "../platforms/mailchimp/fake-server";
import { META_PAGES } from "../platforms/meta-pages/fake-meta";
import { metaFakeAccounts } from "../platforms/meta/fake-data";
import { accounts as microsoftAccounts, campaignsOf as microsoftCampaigns } from "../platforms/microsoft-ads/fake-data";
import { fakeShops } from "../platforms/shopify/fake-server";

const placeholders = /contoso|acme|lumen|globex|initech|outdoor|\btents?\b|widget|gadget|shoes|schuhe|yoga|threads|webinar|lorem|dummy|\btest\b/i;
/** What Northwind Coffee sells and does, in the words its campaigns use. */
const business = /northwind|coffee|kaffee|beans|espresso|brew|roast|decaf|subscri|café|gift card|single origin|ethiopia|colombia|kenya|guatemala/i;

const days = [...eachDay({ start: "2026-10-01", end: "2026-10-14" })];
const adAccounts = [
  ...customers.map((c) => ({ account: c.name, campaigns: c.manager ? [] : googleCampaigns(c.id).flatMap((k) => [k.name, ...k.adGroups.map((g) => g.name)]) })),
  ...(["facebook-ads", "instagram-ads"] as const).flatMap((seed) =>
    metaFakeAccounts(seed).map((a) => ({ account: a.name, campaigns: a.campaigns.map((c) => c.name) })),
  ),
  ...microsoftAccounts.map((a) => ({ account: a.Name, campaigns: microsoftCampaigns(a.Id).map((c) => c.name) })),
  ...linkedinFakeAccounts().map((a) => ({ account: a.name, campaigns: [...a.groups.map((g) => g.name), ...a.campaigns.map((c) => c.name)] })),
];

describe("the demo's stand-ins", () => {
  it("name every ad account after Northwind Coffee, with campaigns about what it sells (what anomalies and insights show)", () => {
    for (const { account, campaigns } of adAccounts) {
      expect(account).toMatch(/^Northwind (Coffee|Kaffee)/);
      expect([account, ...campaigns].join(" | ")).not.toMatch(placeholders);
      if (campaigns.length > 0) expect(campaigns.filter((c) => business.test(c)).length / campaigns.length).toBeGreaterThanOrEqual(0.4);
    }
  });

  it("serve Northwind Coffee's own pages, properties, sites, shops and search queries about coffee", () => {
    const names = [
      ...META_PAGES.flatMap((p) => [p.name, p.ig?.username ?? ""]),
      ...GA_PROPERTIES.flatMap((p) => [p.name, p.account]),
      ...GSC_SITES.map((s) => s.siteUrl),
      ...BING_SITES.map((s) => s.url),
      ...Object.values(fakeShops).flatMap((s) => [s.name, s.domain]),
      MAILCHIMP_ACCOUNT.name,
      ...MAILCHIMP_AUDIENCES.map((a) => a.name),
    ];
    for (const name of names.filter(Boolean)) expect(name).toMatch(business);
    const queries = new Set([
      ...days.flatMap((d) => searchRows(GSC_SITES[0]!.siteUrl, d).map((r) => r.query)),
      ...days.flatMap((d) => fakeQueryRows(BING_SITES[0]!.url, d).map((r) => r.query)),
    ]);
    const pages = new Set(days.flatMap((d) => webRows(GA_PROPERTIES[0]!.id, d).map((r) => r.landingPage)));
    for (const text of [...queries, ...pages]) expect(text).not.toMatch(placeholders);
    expect([...queries].filter((q) => business.test(q)).length / queries.size).toBeGreaterThanOrEqual(0.8);
    expect([...pages].some((p) => p.startsWith("/shop/"))).toBe(true);
  });

  it("email about new roasts, subscriptions and brewing", () => {
    const subjects = new Set(MAILCHIMP_AUDIENCES.flatMap((a) => days.flatMap((d) => sendsOn(a, d).map((s) => s.title))));
    expect(subjects.size).toBeGreaterThan(3);
    for (const subject of subjects) {
      expect(subject).toMatch(business);
      expect(subject).not.toMatch(placeholders);
    }
  });
});
