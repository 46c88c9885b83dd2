/**
 * What a CSV source of each fact kind can fill, and which export columns usually hold it. The names
 * are those of the exports people download: Google Ads ("Day, Campaign, Impr., Clicks, Cost,
 * Conversions, Conv. value"), Meta ("Reporting starts, Campaign name, Impressions, Link clicks,
 * Amount spent (USD)"), Microsoft Advertising, GA4, Search Console ("Date, Clicks, Impressions, CTR,
 * Position"), Shopify orders, Mailchimp campaign reports. Pure data and matching, no I/O.
 */
import type { FactKind } from "../catalog";

export type FieldType = "day" | "text" | "count" | "decimal" | "money" | "number";
export type FieldSpec = {
  key: string;
  label: string;
  type: FieldType;
  required?: boolean;
  hint?: string;
  /** Header names that hold it, normalized (see `normalizeHeader`), most specific first. */
  aliases: string[];
};

const f = (key: string, label: string, type: FieldType, aliases: string[], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  label,
  type,
  aliases,
  ...extra,
});

export const csvFields = {
  ad: [
    f("date", "Day", "day", ["day", "date", "reporting starts", "reporting start", "gregorian date", "time period", "start date"], { required: true }),
    f("campaign", "Campaign", "text", ["campaign", "campaign name", "campaignname"], { required: true }),
    f("adGroup", "Ad group / ad set", "text", ["ad group", "ad group name", "ad set name", "ad set", "adgroup", "adset name"]),
    f("impressions", "Impressions", "count", ["impressions", "impr", "impr."]),
    f("clicks", "Clicks", "count", ["clicks", "link clicks"]),
    f("spend", "Spend", "money", ["cost", "spend", "amount spent", "amount spent usd", "total spent", "spend usd"]),
    f("conversions", "Conversions", "decimal", ["conversions", "conv", "results", "purchases", "all conv"]),
    f("conversionValue", "Conversion value", "money", [
      "conv value",
      "conversion value",
      "total conv value",
      "purchases conversion value",
      "purchase conversion value",
      "results value",
      "revenue",
      "all conv value",
    ]),
  ],
  search: [
    f("date", "Day", "day", ["date", "day"], { required: true }),
    f("query", "Query", "text", ["query", "top queries", "queries", "search query", "keyword"]),
    f("page", "Page", "text", ["page", "top pages", "pages", "url", "landing page"]),
    f("country", "Country", "text", ["country", "countries"]),
    f("device", "Device", "text", ["device", "devices"]),
    f("clicks", "Clicks", "count", ["clicks"]),
    f("impressions", "Impressions", "count", ["impressions", "impr"]),
    f("position", "Average position", "number", ["position", "avg position", "average position"], {
      hint: "Kept weighted by impressions so totals average correctly",
    }),
  ],
  web: [
    f("date", "Day", "day", ["date", "day"], { required: true }),
    f("channel", "Channel", "text", [
      "session default channel group",
      "session primary channel group default channel group",
      "session primary channel group",
      "default channel group",
      "first user default channel group",
      "primary channel group",
      "channel group",
      "channel",
    ]),
    f("sourceMedium", "Source / medium", "text", ["session source medium", "source medium", "first user source medium", "session source", "source"]),
    f("landingPage", "Landing page", "text", ["landing page", "landing page query string", "page path", "page path and screen class", "page"]),
    f("sessions", "Sessions", "count", ["sessions"]),
    f("users", "Users", "count", ["total users", "users", "active users"]),
    f("engagedSessions", "Engaged sessions", "count", ["engaged sessions"]),
    f("keyEvents", "Key events", "decimal", ["key events", "conversions"]),
    f("revenue", "Revenue", "money", ["total revenue", "revenue", "purchase revenue"]),
  ],
  social: [
    f("date", "Day", "day", ["date", "day"], { required: true }),
    f("reach", "Reach", "count", ["reach", "page reach", "accounts reached"]),
    f("views", "Views", "count", ["views", "impressions", "page impressions", "page views"]),
    f("engagement", "Engagement", "count", ["engagement", "engagements", "post engagements", "page post engagements", "interactions", "content interactions"]),
    f("follows", "New follows", "count", ["follows", "new follows", "new followers", "page follows", "followers gained"]),
    f("posts", "Posts", "count", ["posts", "post count", "number of posts"]),
  ],
  email: [
    f("campaignId", "Campaign id", "text", ["unique id", "campaign id", "id"], { hint: "Unmapped: the send day and name identify the campaign" }),
    f("name", "Campaign name", "text", ["title", "campaign name", "campaign", "name", "subject"], { required: true }),
    f("sendDate", "Send day", "day", ["send date", "sent date", "date sent", "send time", "date", "day"], { required: true }),
    f("sent", "Sent", "count", ["total recipients", "recipients", "emails sent", "sent"]),
    f("delivered", "Delivered", "count", ["successful deliveries", "delivered", "deliveries"]),
    f("opens", "Opens", "count", ["unique opens", "opens", "opened", "total opens"]),
    f("clicks", "Clicks", "count", ["unique clicks", "clicks", "clicked", "total clicks"]),
    f("bounces", "Bounces", "count", ["total bounces", "bounces", "bounced"]),
    f("unsubscribes", "Unsubscribes", "count", ["unsubscribes", "unsubscribed"]),
    f("revenue", "Revenue", "money", ["total revenue", "revenue"]),
  ],
  store: [
    f("date", "Day", "day", ["created at", "date", "day", "order date", "processed at", "paid at"], { required: true }),
    f("orderId", "Order", "text", ["name", "order", "order id", "order number", "order name"], {
      hint: "Exports with one line per item: each order counts once",
    }),
    f("orders", "Orders", "count", ["orders", "order count", "total orders"], { hint: "Unmapped: each row (or order) counts as one" }),
    f("revenue", "Revenue", "money", ["total", "total sales", "revenue", "net sales", "gross sales", "total price"], { required: true }),
    f("newCustomers", "New customers", "count", ["new customers", "first time customers"]),
    f("returningCustomers", "Returning customers", "count", ["returning customers"]),
  ],
} as const satisfies Record<FactKind, FieldSpec[]>;

/** Every field key of every kind (the contract's mapping keys). */
export const csvFieldKeys = [...new Set(Object.values(csvFields).flatMap((list) => list.map((x) => x.key)))] as [string, ...string[]];

export const factKindLabels: Record<FactKind, string> = {
  ad: "Paid media (ads)",
  search: "Organic search",
  web: "Web analytics",
  social: "Social page",
  email: "Email campaigns",
  store: "Store orders",
};

/** Field → header name of the file; unmapped fields are absent. */
export type CsvMapping = Partial<Record<string, string>>;

/** Lowercase words: punctuation dropped, a currency code in brackets ("Amount spent (USD)") too. */
export function normalizeHeader(header: string, dropBrackets = false): string {
  const s = dropBrackets ? header.replace(/\([^)]*\)/g, " ") : header.replace(/\(\s*[A-Z]{3}\s*\)/g, " ");
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.]+/gu, " ")
    .replace(/\.(?=\s|$)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The column each field most likely reads, by header name. Each column feeds one field at most; a
 * name that matches exactly (brackets kept) wins over one that matches with brackets dropped.
 * `previous`: the mapping of the source's last upload, kept where the file has those columns.
 */
export function suggestMapping(kind: FactKind, headers: string[], previous?: CsvMapping): CsvMapping {
  const out: CsvMapping = {};
  const used = new Set<string>();
  const fields = csvFields[kind] as readonly FieldSpec[];
  if (previous) {
    for (const field of fields) {
      const header = previous[field.key];
      if (header && headers.includes(header) && !used.has(header)) {
        out[field.key] = header;
        used.add(header);
      }
    }
  }
  const forms = [headers.map((h) => normalizeHeader(h)), headers.map((h) => normalizeHeader(h, true))];
  for (const field of fields) {
    if (out[field.key]) continue;
    search: for (const form of forms) {
      for (const alias of field.aliases) {
        const at = form.findIndex((h, i) => h === alias && !used.has(headers[i]!));
        if (at >= 0) {
          out[field.key] = headers[at]!;
          used.add(headers[at]!);
          break search;
        }
      }
    }
  }
  return out;
}

/** A money column whose header names another currency than the source's ("Amount spent (EUR)"). */
export function currencyWarnings(kind: FactKind, mapping: CsvMapping, currency: string): string[] {
  const out: string[] = [];
  for (const field of csvFields[kind] as readonly FieldSpec[]) {
    const header = mapping[field.key];
    if (field.type !== "money" || !header) continue;
    const code = /\(\s*([A-Z]{3})\s*\)/.exec(header)?.[1];
    if (code && code !== currency) out.push(`“${header}” is in ${code}, but this source is in ${currency}. Amounts are stored as they are, in ${currency}.`);
  }
  return out;
}
