/**
 * Local stand-in for Mailchimp's Marketing API 3.0: OAuth at login.mailchimp.com (no scopes, tokens
 * that never expire, no refresh), /oauth2/metadata with the data centre, the API root with the
 * account's time zone, audiences (/lists) and campaign reports (/reports) with count/offset pages and
 * since_send_time / before_send_time. Throttles alternate between a problem+json 429 and the bare 403
 * Mailchimp sends under load. Sends are deterministic per audience and local day; some go out minutes
 * before or after the account's midnight.
 */
import { addDays, daysBetween } from "@/lib/days";
import { createHash } from "node:crypto";
import { intFrom, startFake, type FakeOptions, type FakeReply, type FakeRequest, type FakeRoute, type FakeServer } from "../../fakes/kit";
import type { EmailRow } from "../../core/types";
import { dayIn, zonedTime } from "@/lib/zones";

export const MAILCHIMP_DC = "us19";
export const MAILCHIMP_ACCOUNT = { id: "8d3a3db4d97663a9074efcc16", name: "Northwind Coffee", timeZone: "America/New_York", userId: 48213977 };
export const MAILCHIMP_AUDIENCES = [
  { id: "57afe96172", name: "Coffee Club (US and Canada)", currency: "USD", members: 48_210 },
  { id: "b3c9d20e41", name: "Northwind Coffee Europe", currency: "EUR", members: 9_730 },
] as const;
type Audience = (typeof MAILCHIMP_AUDIENCES)[number];

/** The stand-in's page ceiling: smaller than Mailchimp's 1000, so pagination always runs. */
const FAKE_PAGE_MAX = 10;
/** What the roaster writes about: new roasts, subscriptions, brewing, gifts and its cafés. */
const SUBJECTS = [
  "New roast: Ethiopia Yirgacheffe",
  "Roast of the month: Colombia Huila",
  "Brew a better pour-over, step by step",
  "Subscribers first: the holiday blend",
  "Last bags of the Kenya AA microlot",
  "Decaf that tastes like coffee",
  "Gift cards for the coffee lover in your life",
  "Our new café opens this Saturday",
  "Espresso at home: grinder guide",
  "Back in stock: Guatemala Huehuetenango",
];
const SEND_TIMES = ["00:12:00", "09:00:00", "10:30:00", "15:00:00", "18:45:00", "23:48:00"];
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const problem = (status: number, title: string, detail: string) => ({
  status,
  headers: { "content-type": "application/problem+json; charset=utf-8" },
  json: { type: "https://mailchimp.com/developer/marketing/docs/errors/", title, status, detail, instance: `fake-${status}-${Date.now()}` },
});

type Send = { audience: Audience; id: string; title: string; at: number; hard: number; soft: number; row: EmailRow };

/** The campaigns an audience sent on a day of the account's calendar (version = restatements of that day). */
export function sendsOn(audience: Audience, day: string, version = 0): Send[] {
  const index = MAILCHIMP_AUDIENCES.indexOf(audience);
  const roll = intFrom(`${audience.id}|${day}|n`, 0, 9);
  const n = roll < 5 ? 0 : roll < 9 ? 1 : 2;
  const out: Send[] = [];
  for (let i = 0; i < n; i++) {
    const k = `${audience.id}|${day}|${i}|${version}`;
    const time = SEND_TIMES[intFrom(`${audience.id}|${day}|${i}|t`, 0, SEND_TIMES.length - 1)]!;
    const at = zonedTime(day, i === 0 ? time : "20:15:00", MAILCHIMP_ACCOUNT.timeZone);
    const id = ((index * 10 + i) * 2 ** 24 + dayNumber(day)).toString(16).padStart(10, "0");
    const sent = Math.round(audience.members * (0.6 + intFrom(`${k}|reach`, 0, 35) / 100));
    const hard = intFrom(`${k}|hard`, 0, Math.ceil(sent / 400));
    const soft = intFrom(`${k}|soft`, 0, Math.ceil(sent / 150));
    const opens = intFrom(`${k}|opens`, Math.floor(sent * 0.15), Math.floor(sent * 0.45));
    const cents = intFrom(`${k}|rev`, 0, 9) < 3 ? 0 : intFrom(`${k}|cents`, 1_000, 450_000);
    const title = SUBJECTS[(dayNumber(day) * 3 + i * 5 + index) % SUBJECTS.length]!;
    out.push({
      audience,
      id,
      title,
      at,
      hard,
      soft,
      row: {
        campaignId: id,
        name: title,
        sendDate: day,
        sent,
        delivered: sent - hard - soft,
        opens,
        clicks: intFrom(`${k}|clicks`, Math.floor(opens * 0.05), Math.floor(opens * 0.3)),
        bounces: hard + soft,
        unsubscribes: intFrom(`${k}|unsubs`, 0, Math.ceil(sent / 500)),
        revenue: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`,
        currency: audience.currency,
      },
    });
  }
  return out;
}

/** What the stand-in reports for an audience's sends on a local day, as warehouse rows. */
export function expectedEmail(audienceId: string, day: string, version = 0): EmailRow[] {
  const audience = MAILCHIMP_AUDIENCES.find((a) => a.id === audienceId);
  if (!audience) throw new Error(`No audience ${audienceId}`);
  return sendsOn(audience, day, version).map((s) => s.row);
}

function report(s: Send) {
  const r = s.row;
  return {
    id: s.id,
    campaign_title: s.title,
    type: "regular",
    list_id: s.audience.id,
    list_is_active: true,
    list_name: s.audience.name,
    subject_line: `News from ${s.audience.name}`,
    emails_sent: r.sent,
    abuse_reports: 0,
    unsubscribed: r.unsubscribes,
    send_time: new Date(s.at).toISOString().replace(/\.\d{3}Z$/, "+00:00"),
    bounces: { hard_bounces: s.hard, soft_bounces: s.soft, syntax_errors: 1 },
    forwards: { forwards_count: 0, forwards_opens: 0 },
    opens: { opens_total: r.opens * 2, unique_opens: r.opens, open_rate: r.delivered ? r.opens / r.delivered : 0 },
    clicks: {
      clicks_total: r.clicks * 2,
      unique_clicks: r.clicks,
      unique_subscriber_clicks: Math.max(0, r.clicks - 1),
      click_rate: r.delivered ? r.clicks / r.delivered : 0,
    },
    ecommerce: { total_orders: Number(r.revenue) > 0 ? 3 : 0, total_spent: Number(r.revenue), total_revenue: Number(r.revenue), currency_code: r.currency },
  };
}

function paged(req: FakeRequest): { count: number; offset: number } | FakeReply {
  const count = Number(req.query.get("count") ?? 10);
  const offset = Number(req.query.get("offset") ?? 0);
  if (!Number.isInteger(count) || count < 1 || count > 1000) return problem(400, "Invalid Resource", "count must be between 1 and 1000");
  if (!Number.isInteger(offset) || offset < 0) return problem(400, "Invalid Resource", "offset must be a non-negative integer");
  return { count: Math.min(count, FAKE_PAGE_MAX), offset };
}

function reports(req: FakeRequest, version: (day: string) => number): FakeReply {
  const page = paged(req);
  if (!("count" in page)) return page;
  const since = Date.parse(req.query.get("since_send_time") ?? "");
  const before = Date.parse(req.query.get("before_send_time") ?? "");
  if (Number.isNaN(since) || Number.isNaN(before))
    return problem(400, "Invalid Resource", "This stand-in needs since_send_time and before_send_time in ISO 8601.");
  const tz = MAILCHIMP_ACCOUNT.timeZone;
  const first = addDays(dayIn(since, tz), -1);
  const last = addDays(dayIn(before, tz), 1);
  if (daysBetween(first, last) > 800) return problem(400, "Invalid Resource", "Range too large for the stand-in.");
  const all: Send[] = [];
  for (let d = first; d <= last; d = addDays(d, 1))
    for (const a of MAILCHIMP_AUDIENCES) all.push(...sendsOn(a, d, version(d)).filter((s) => s.at >= since && s.at < before));
  all.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  return { json: { reports: all.slice(page.offset, page.offset + page.count).map(report), total_items: all.length } };
}

function lists(req: FakeRequest): FakeReply {
  const page = paged(req);
  if (!("count" in page)) return page;
  const items = MAILCHIMP_AUDIENCES.map((a) => ({ id: a.id, web_id: 100 + MAILCHIMP_AUDIENCES.indexOf(a), name: a.name, stats: { member_count: a.members } }));
  return { json: { lists: items.slice(page.offset, page.offset + page.count), total_items: items.length } };
}

/** The API key the stand-in's audience-members route accepts (the product newsletter's), ending in its data centre. */
export const MAILCHIMP_NEWSLETTER_API_KEY = `0123456789abcdef0123456789abcdef-${MAILCHIMP_DC}`;

/** A member of an audience as the stand-in keeps it, by list and subscriber hash. */
export type AudienceMember = { listId: string; email: string; status: string };

/**
 * The product newsletter's half of the stand-in: PUT /3.0/lists/{list}/members/{md5(lower email)}
 * with API-key Basic auth (any user name, the key as password), as Mailchimp's add-or-update does.
 * `failNext(n, status)` answers the next n such calls with that error (500 by default).
 */
export type MailchimpAudienceControl = {
  members: Map<string, AudienceMember>;
  /** Members written, in order. */
  writes: AudienceMember[];
  /** Every PUT received (the subscriber hash), answered or failed. */
  requests: string[];
  failNext(n: number, status?: number): void;
};

function audienceMembers(): { route: FakeRoute; control: MailchimpAudienceControl } {
  const members = new Map<string, AudienceMember>();
  const writes: AudienceMember[] = [];
  const requests: string[] = [];
  const failing = { n: 0, status: 500 };
  const route: FakeRoute = {
    method: "PUT",
    path: /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})$/,
    open: true,
    handle: (req, match) => {
      const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
      const key = basic ? Buffer.from(basic, "base64").toString("utf8").split(":").slice(1).join(":") : "";
      requests.push(match[2]!);
      if (key !== MAILCHIMP_NEWSLETTER_API_KEY)
        return problem(401, "API Key Invalid", "Your API key may be invalid, or you've attempted to access the wrong datacenter.");
      if (failing.n > 0) {
        failing.n--;
        return problem(failing.status, "Internal Server Error", "An unexpected internal error has occurred.");
      }
      const body = req.json() as { email_address?: string; status?: string; status_if_new?: string };
      const hash = match[2]!;
      const email = (body.email_address ?? "").trim();
      if (!email.includes("@") || createHash("md5").update(email.toLowerCase()).digest("hex") !== hash)
        return problem(400, "Invalid Resource", "The resource submitted could not be validated.");
      const current = members.get(`${match[1]}/${hash}`);
      const member = { listId: match[1]!, email, status: (current ? body.status : (body.status_if_new ?? body.status)) ?? current?.status ?? "subscribed" };
      members.set(`${match[1]}/${hash}`, member);
      writes.push(member);
      return { json: { id: hash, email_address: email, status: member.status, list_id: match[1] } };
    },
  };
  return { route, control: { members, writes, requests, failNext: (n, status = 500) => Object.assign(failing, { n, status }) } };
}

export async function startMailchimpFake(options: FakeOptions = {}): Promise<FakeServer & { audience: MailchimpAudienceControl }> {
  const holder: { server?: FakeServer } = {};
  const audience = audienceMembers();
  const version = (day: string) => holder.server?.control.version(day) ?? 0;
  let throttles = 0;
  holder.server = await startFake(
    {
      name: "Mailchimp",
      authorizePath: "/oauth2/authorize",
      tokenPath: "/oauth2/token",
      tokenOf: (req) => /^(?:OAuth|Bearer) (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? null,
      tokenExtras: () => ({ expires_in: 0, scope: null }),
      routes: [
        {
          method: "GET",
          path: /^\/oauth2\/metadata$/,
          handle: () => ({
            json: {
              dc: MAILCHIMP_DC,
              role: "owner",
              accountname: MAILCHIMP_ACCOUNT.name,
              user_id: MAILCHIMP_ACCOUNT.userId,
              login: {
                email: "owner@northwindcoffee.example",
                avatar: null,
                login_id: 90311,
                login_name: "northwind",
                login_email: "owner@northwindcoffee.example",
              },
              login_url: "https://login.mailchimp.com",
              api_endpoint: `https://${MAILCHIMP_DC}.api.mailchimp.com`,
            },
          }),
        },
        {
          method: "GET",
          path: /^\/3\.0\/?$/,
          handle: () => ({
            json: {
              account_id: MAILCHIMP_ACCOUNT.id,
              login_id: "90311",
              account_name: MAILCHIMP_ACCOUNT.name,
              account_timezone: MAILCHIMP_ACCOUNT.timeZone,
              role: "owner",
            },
          }),
        },
        { method: "GET", path: /^\/3\.0\/lists$/, handle: lists },
        { method: "GET", path: /^\/3\.0\/reports$/, handle: (req) => reports(req, version) },
        audience.route,
      ],
      throttled: () =>
        throttles++ % 2 === 0
          ? problem(429, "Too Many Requests", "You have exceeded the limit of 10 simultaneous connections.")
          : { status: 403, headers: { "content-type": "text/html" }, text: "<html><body>Forbidden</body></html>" },
      unauthorized: () => problem(401, "API Key Invalid", "Your API key may be invalid, or you've attempted to access the wrong datacenter."),
    },
    { refreshTokens: false, ...options },
  );
  return { ...holder.server, audience: audience.control };
}
