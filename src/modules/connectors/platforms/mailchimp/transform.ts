/**
 * Mailchimp Marketing API 3.0 answers → warehouse email rows. Pure.
 *
 * One row per campaign send, dated by `send_time` on the account's calendar (`account_timezone` from
 * the API root; UTC when it is missing or unknown). Mapping: sent = emails_sent; delivered =
 * emails_sent − hard − soft bounces; opens = opens.unique_opens; clicks = clicks.unique_clicks;
 * bounces = hard + soft (syntax errors are never sent, so not counted); unsubscribes = unsubscribed;
 * revenue = ecommerce.total_revenue in ecommerce.currency_code.
 */
import { addDays } from "@/lib/days";
import type { AccountChoice, DayRange, EmailRow } from "../../core/types";
import { dayIn, isTimeZone, startOfDay } from "@/lib/zones";

type Num = number | string | null | undefined;
export type MailchimpReport = {
  id: string;
  campaign_title?: string | null;
  subject_line?: string | null;
  type?: string;
  list_id?: string | null;
  emails_sent?: Num;
  unsubscribed?: Num;
  send_time?: string | null;
  bounces?: { hard_bounces?: Num; soft_bounces?: Num; syntax_errors?: Num } | null;
  opens?: { opens_total?: Num; unique_opens?: Num } | null;
  clicks?: { clicks_total?: Num; unique_clicks?: Num; unique_subscriber_clicks?: Num } | null;
  ecommerce?: { total_orders?: Num; total_spent?: Num; total_revenue?: Num; currency_code?: string | null } | null;
};
export type MailchimpRoot = { account_id?: string; account_name?: string; account_timezone?: string | null };
export type MailchimpList = { id: string; name: string; stats?: { member_count?: Num } | null };

const count = (v: Num): number => {
  const n = typeof v === "string" ? Number(v) : (v ?? 0);
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
};

/**
 * A JSON number or numeric string as an exact decimal string. JSON's shortest round-trip form of a
 * number is the decimal Mailchimp wrote (980.5 → "980.5"), so no float arithmetic is involved.
 */
export function decimalOf(v: Num): string {
  if (v === null || v === undefined || v === "") return "0";
  if (typeof v === "string") {
    if (!/^-?\d+(\.\d+)?$/.test(v.trim())) throw new Error(`Not a decimal amount: ${JSON.stringify(v)}`);
    return v.trim();
  }
  if (!Number.isFinite(v)) return "0";
  const s = String(v);
  return /e/i.test(s) ? v.toFixed(6).replace(/\.?0+$/, "") : s;
}

/** The account's time zone, or UTC when Mailchimp doesn't give a usable one. */
export function accountTimeZone(root: MailchimpRoot): string {
  return isTimeZone(root.account_timezone) ? root.account_timezone : "UTC";
}

/** since_send_time / before_send_time (UTC, ISO 8601) covering the window's days in the account's zone. */
export function sendTimeRange(window: DayRange, timeZone: string): { since_send_time: string; before_send_time: string } {
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+00:00");
  return { since_send_time: iso(startOfDay(window.start, timeZone)), before_send_time: iso(startOfDay(addDays(window.end, 1), timeZone)) };
}

/** The audience's sent campaigns as email rows (other audiences' and unsent campaigns left out). */
export function reportsToEmailRows(reports: MailchimpReport[], listId: string, timeZone: string): EmailRow[] {
  const rows = new Map<string, EmailRow>();
  for (const r of reports) {
    if (r.list_id !== listId || !r.send_time) continue;
    const at = Date.parse(r.send_time);
    if (Number.isNaN(at)) continue;
    const sent = count(r.emails_sent);
    const bounces = count(r.bounces?.hard_bounces) + count(r.bounces?.soft_bounces);
    rows.set(r.id, {
      campaignId: r.id,
      name: r.campaign_title || r.subject_line || r.id,
      sendDate: dayIn(at, timeZone),
      sent,
      delivered: Math.max(0, sent - bounces),
      opens: count(r.opens?.unique_opens),
      clicks: count(r.clicks?.unique_clicks),
      bounces,
      unsubscribes: count(r.unsubscribed),
      revenue: decimalOf(r.ecommerce?.total_revenue),
      currency: r.ecommerce?.currency_code || null,
    });
  }
  return [...rows.values()].sort((a, b) => a.sendDate.localeCompare(b.sendDate) || a.campaignId.localeCompare(b.campaignId));
}

/** Audiences as the accounts a person picks. */
export function listsToAccounts(lists: MailchimpList[], timeZone: string): AccountChoice[] {
  return lists.map((l) => ({ id: l.id, name: l.name, timeZone, detail: `${count(l.stats?.member_count).toLocaleString("en-US")} contacts` }));
}
