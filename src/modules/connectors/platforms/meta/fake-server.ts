/**
 * A local stand-in for Meta's Graph API (v26.0) as the Ads connectors use it: the OAuth dialog and
 * code exchange, the long-lived token exchange, /me, /me/adaccounts, act_{id}, synchronous
 * insights (cursor-paged) and async report runs that take a few polls. Throttles answer HTTP 400
 * with code 80000 (or 17) and X-Business-Use-Case-Usage; an expired token answers code 190.
 * One implementation serves Facebook Ads and Instagram Ads, seeded with different accounts.
 */
import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { isDay } from "@/lib/days";
import { startFake, type FakeControl, type FakeOptions, type FakeReply, type FakeRequest, type FakeServer } from "../../fakes/kit";
import { insightRows, metaFakeAccounts, type MetaSeed } from "./fake-data";
import { pageOf, pick } from "./fake-paging";

export type MetaFakeOptions = FakeOptions & {
  /** Most rows a page holds whatever `limit` asks (Meta often sends fewer). Default 100. */
  pageSize?: number;
  /** Status polls before an async report run completes. Default 2. */
  asyncPolls?: number;
};

const V = "/v26.0";
const TOKEN_PATH = `${V}/oauth/access_token`;
const MAX_SYNC_DAYS = 93;
const DAY_MS = 86_400_000;

const graphError = (status: number, code: number, message: string, extra: Record<string, unknown> = {}): FakeReply => ({
  status,
  json: { error: { message, type: "OAuthException", code, ...extra, fbtrace_id: "AFakeTraceId" } },
});

type InsightsAsk = { range: { start: string; end: string }; split: boolean; fields: string[] };

/** The insights parameters Meta requires of the connectors, checked the way Graph answers bad ones. */
function readInsights(params: URLSearchParams): InsightsAsk | FakeReply {
  if (params.get("level") !== "campaign")
    return graphError(400, 100, "(#100) level must be one of: ad, adset, campaign, account (this stand-in answers campaign)");
  if (params.get("time_increment") !== "1") return graphError(400, 100, "(#100) This stand-in answers daily rows only: time_increment=1");
  let range: { since?: string; until?: string };
  try {
    range = JSON.parse(params.get("time_range") ?? "") as typeof range;
  } catch {
    return graphError(400, 100, "(#100) param time_range must be a JSON object with since and until");
  }
  if (!range.since || !range.until || !isDay(range.since) || !isDay(range.until) || range.since > range.until)
    return graphError(400, 100, "(#100) param time_range must have since <= until as YYYY-MM-DD");
  if (Date.parse(range.since) < Date.now() - 37 * 30.5 * DAY_MS)
    return graphError(400, 3018, "(#3018) The start date of the time range cannot be beyond 37 months from the current date");
  const breakdowns = params.get("breakdowns");
  if (breakdowns && breakdowns !== "publisher_platform")
    return graphError(400, 100, `(#100) This stand-in supports breakdowns=publisher_platform only, not ${breakdowns}`);
  const fields = (params.get("fields") ?? "impressions,spend").split(",").filter(Boolean);
  return { range: { start: range.since, end: range.until }, split: breakdowns === "publisher_platform", fields };
}

const isReply = (x: InsightsAsk | FakeReply): x is FakeReply => !("range" in x);

/** Starts the Meta stand-in with the accounts of `seed`. */
export async function startMetaFake(seed: MetaSeed, options: MetaFakeOptions = {}): Promise<FakeServer> {
  const accounts = metaFakeAccounts(seed);
  const pageSize = options.pageSize ?? 100;
  const asyncPolls = options.asyncPolls ?? 2;
  const runs = new Map<string, { accountId: string; ask: InsightsAsk; polls: number }>();
  let control: FakeControl | null = null;
  const version = (day: string) => control?.version(day) ?? 0;
  const accountOf = (id: string) => accounts.find((a) => a.id === id);
  const noObject = (id: string) =>
    graphError(
      400,
      100,
      `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
      { error_subcode: 33 },
    );

  const rowsFor = (accountId: string, ask: InsightsAsk) => {
    const keep = new Set(["date_start", "date_stop", ...(ask.split ? ["publisher_platform"] : []), ...ask.fields]);
    return insightRows(seed, accountOf(accountId)!, ask.range, version, ask.split).map((row) => pick(row, keep));
  };

  const inner = await startFake(
    {
      name: seed === "instagram-ads" ? "Meta for Business (Instagram Ads)" : "Meta for Business",
      authorizePath: `${V}/dialog/oauth`,
      tokenPath: TOKEN_PATH,
      tokenOf: (req: FakeRequest) => req.query.get("access_token") ?? /^(?:Bearer|OAuth) (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? null,
      unauthorized: () => graphError(400, 190, "Error validating access token: Session has expired.", { error_subcode: 463 }),
      throttled: (req) =>
        /insights|^\/v26\.0\/\d+$/.test(req.path)
          ? {
              ...graphError(400, 80000, "(#80000) There have been too many calls from this ad-account. Wait a bit and try again.", {
                error_subcode: 2446079,
                is_transient: true,
              }),
              headers: {
                "x-business-use-case-usage": JSON.stringify({
                  [accounts[0]!.id]: [{ type: "ads_insights", call_count: 100, total_cputime: 34, total_time: 52, estimated_time_to_regain_access: 1 }],
                }),
                "x-fb-ads-insights-throttle": JSON.stringify({ app_id_util_pct: 100, acc_id_util_pct: 100 }),
              },
            }
          : graphError(400, 17, "(#17) User request limit reached", { error_subcode: 2446079, is_transient: true }),
      routes: [
        {
          method: "GET",
          path: /^\/v26\.0\/me$/,
          handle: () => ({ json: { id: `10${accounts[0]!.id.slice(0, 12)}`, name: seed === "instagram-ads" ? "Rafael Ortiz" : "Dana Whitfield" } }),
        },
        {
          method: "GET",
          path: /^\/v26\.0\/me\/adaccounts$/,
          handle: (req) => {
            const items = accounts.map((a) => ({
              id: `act_${a.id}`,
              account_id: a.id,
              name: a.name,
              currency: a.currency,
              timezone_name: a.timeZone,
              account_status: 1,
            }));
            return { json: pageOf(items, req, pageSize) };
          },
        },
        {
          method: "GET",
          path: /^\/v26\.0\/act_(\d+)$/,
          handle: (_req, m) => {
            const a = accountOf(m[1]!);
            return a
              ? { json: { id: `act_${a.id}`, account_id: a.id, name: a.name, currency: a.currency, timezone_name: a.timeZone } }
              : noObject(`act_${m[1]}`);
          },
        },
        {
          method: "GET",
          path: /^\/v26\.0\/act_(\d+)\/insights$/,
          handle: (req, m) => {
            if (!accountOf(m[1]!)) return noObject(`act_${m[1]}`);
            const ask = readInsights(req.query);
            if (isReply(ask)) return ask;
            if (Date.parse(ask.range.end) - Date.parse(ask.range.start) >= MAX_SYNC_DAYS * DAY_MS)
              return graphError(500, 1, "Please reduce the amount of data you're asking for, then retry your request");
            return { json: pageOf(rowsFor(m[1]!, ask), req, pageSize) };
          },
        },
        {
          method: "POST",
          path: /^\/v26\.0\/act_(\d+)\/insights$/,
          handle: (req, m) => {
            if (!accountOf(m[1]!)) return noObject(`act_${m[1]}`);
            const params = new URLSearchParams([...req.query, ...req.form()]);
            const ask = readInsights(params);
            if (isReply(ask)) return ask;
            const id = `6${String(Date.now()).slice(-8)}${String(runs.size).padStart(4, "0")}`;
            runs.set(id, { accountId: m[1]!, ask, polls: 0 });
            return { json: { report_run_id: id } };
          },
        },
        {
          method: "GET",
          path: /^\/v26\.0\/(\d+)$/,
          handle: (_req, m) => {
            const run = runs.get(m[1]!);
            if (!run) return noObject(m[1]!);
            run.polls++;
            const done = run.polls >= asyncPolls;
            const status = done ? "Job Completed" : run.polls === 1 ? "Job Not Started" : "Job Running";
            return {
              json: {
                id: m[1],
                account_id: run.accountId,
                async_status: status,
                async_percent_completion: done ? 100 : Math.round((100 * (run.polls - 1)) / asyncPolls),
                date_start: run.ask.range.start,
                date_stop: run.ask.range.end,
              },
            };
          },
        },
        {
          method: "GET",
          path: /^\/v26\.0\/(\d+)\/insights$/,
          handle: (req, m) => {
            const run = runs.get(m[1]!);
            if (!run) return noObject(m[1]!);
            if (run.polls < asyncPolls) return graphError(400, 100, "(#100) The report isn't ready yet; check async_status first");
            return { json: pageOf(rowsFor(run.accountId, run.ask), req, pageSize) };
          },
        },
      ],
    },
    { ...options, refreshTokens: false, port: 0 },
  );
  control = inner.control;
  return withTokenExchange(inner, options);
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * The kit answers the authorization-code grant; Meta's long-lived token exchange
 * (grant_type=fb_exchange_token at the same path) is answered here, in front of it. The
 * "long-lived" token is the same signed token (it doesn't expire on its own in the stand-in).
 */
async function withTokenExchange(inner: FakeServer, options: FakeOptions): Promise<FakeServer> {
  const innerPort = Number(new URL(inner.url).port);
  const front = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const params = req.method === "GET" ? url.searchParams : new URLSearchParams(body.toString("utf8"));
    if (url.pathname === TOKEN_PATH && params.get("grant_type") === "fb_exchange_token") {
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (params.get("client_id") !== (options.clientId ?? "test-client") || params.get("client_secret") !== (options.clientSecret ?? "test-secret"))
        return reply(400, { error: { message: "Error validating client secret.", type: "OAuthException", code: 1, fbtrace_id: "AFakeTraceId" } });
      const token = params.get("fb_exchange_token") ?? "";
      const check = await fetch(`${inner.url}${V}/me?fields=id`, { headers: { authorization: `Bearer ${token}` } });
      if (!check.ok)
        return reply(400, {
          error: { message: "Error validating access token: The session is invalid.", type: "OAuthException", code: 190, fbtrace_id: "AFakeTraceId" },
        });
      return reply(200, { access_token: token, token_type: "bearer", expires_in: 5_183_944 });
    }
    const upstream = request({ host: "127.0.0.1", port: innerPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    upstream.end(body);
  });
  await new Promise<void>((resolve) => front.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = front.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    control: inner.control,
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await inner.close();
    },
  };
}
