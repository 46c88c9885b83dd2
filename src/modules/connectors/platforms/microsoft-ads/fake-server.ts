/**
 * A local Microsoft Advertising: the Microsoft identity platform's OAuth endpoints (rotating refresh
 * tokens), Customer Management's User/Query, Accounts/Search (paged) and Account/Query, and the
 * Reporting service's Submit → Poll (Pending a few times, then Success with a pre-signed URL, or
 * without one when there is no data) → ZIP download with one CSV. Checks the DeveloperToken,
 * CustomerId and CustomerAccountId headers and the "Type" discriminator; throttles with 117
 * CallRateExceeded.
 */
import { createHmac, randomBytes } from "node:crypto";
import { addDays, eachDay } from "@/lib/days";
import { startFake, type FakeOptions, type FakeReply, type FakeRequest, type FakeServer } from "../../fakes/kit";
import { accountById, accounts, linesFor, USER, type FakeAccount } from "./fake-data";
import { writeZip } from "./zip";

export type MicrosoftAdsFakeOptions = FakeOptions & { /** Polls answered "Pending" before a report is ready (default 2). */ pendingPolls?: number };

const CUSTOMER = "/CustomerManagement/v13";
const REPORTING = "/Reporting/v13/GenerateReport";
const BLOB_HOST = "https://bingadsappsstorageprod.blob.core.windows.net";
const COLUMNS = [
  "TimePeriod",
  "AccountId",
  "AccountName",
  "AccountNumber",
  "CampaignId",
  "CampaignName",
  "CampaignStatus",
  "CurrencyCode",
  "Impressions",
  "Clicks",
  "Spend",
  "Conversions",
  "Revenue",
];

const fault = (status: number, Code: number, ErrorCode: string, Message: string): FakeReply => ({
  status,
  json: { OperationErrors: [{ Code, Details: null, ErrorCode, Message }], BatchErrors: [], TrackingId: randomBytes(8).toString("hex"), Type: "ApiFaultDetail" },
});
const nullRequest = (why: string) => fault(400, 100, "NullRequest", `The request message is null. (${why})`);
const notAuthorized = () => fault(400, 106, "UserIsNotAuthorized", "The user does not represent a authorized developer.");

const publicAccount = ({ iana: _iana, opened: _opened, ...a }: FakeAccount) => a;
const header = (req: FakeRequest, name: string) => (req.headers[name.toLowerCase()] as string | undefined)?.trim() || undefined;

type Report = {
  accountId: number;
  start: string;
  end: string;
  columns: string[];
  name: string;
  header: boolean;
  footer: boolean;
  polls: number;
  ready?: { url: string | null; zip: Buffer | null };
};

const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;

function reportCsv(report: Report, versionOf: (day: string) => number): { csv: string; rows: number } {
  const account = accountById(report.accountId)!;
  const lines = eachDay({ start: report.start, end: report.end }).flatMap((day) => linesFor(account.Id, day, versionOf(day)).map((l) => ({ day, l })));
  const value = (column: string, day: string, l: (typeof lines)[number]["l"]) =>
    ({
      TimePeriod: day,
      AccountId: String(account.Id),
      AccountName: account.Name,
      AccountNumber: account.Number,
      CampaignId: l.campaign.id,
      CampaignName: l.campaign.name,
      CampaignStatus: l.campaign.status,
      CurrencyCode: account.CurrencyCode,
      Impressions: l.impressions,
      Clicks: l.clicks,
      Spend: l.spend,
      Conversions: l.conversions,
      Revenue: l.revenue,
    })[column] ?? "";
  const out: string[] = [];
  if (report.header)
    out.push(
      ...[
        `Report Name: ${report.name}`,
        `Report Time: ${report.start} to ${report.end}`,
        `Time Zone: ${account.TimeZone}`,
        "Report Aggregation: Daily",
        "Potential Incomplete Data: true",
        `Rows: ${lines.length}`,
        "",
      ].map(quote),
    );
  out.push(report.columns.map(quote).join(","));
  for (const { day, l } of lines) out.push(report.columns.map((c) => quote(value(c, day, l))).join(","));
  if (report.footer) out.push("", quote("©2026 Microsoft Corporation. All rights reserved. "));
  return { csv: `\uFEFF${out.join("\r\n")}\r\n`, rows: lines.length };
}

const dayOf = (d: { Day?: number; Month?: number; Year?: number } | undefined) =>
  d?.Day && d.Month && d.Year ? `${d.Year}-${String(d.Month).padStart(2, "0")}-${String(d.Day).padStart(2, "0")}` : null;

export async function startMicrosoftAdsFake(options: MicrosoftAdsFakeOptions = {}): Promise<FakeServer> {
  const pendingPolls = options.pendingPolls ?? 2;
  const secret = randomBytes(16).toString("hex");
  const reports = new Map<string, Report>();
  let nextReport = 30_000_001_234_567_890n;
  const sign = (id: string, expires: string) => createHmac("sha256", secret).update(`${id}|${expires}`).digest("base64url");

  /** Reporting calls name the customer and the account, and the account must belong to that customer. */
  const reportingAccount = (req: FakeRequest): FakeAccount | FakeReply => {
    const customerId = header(req, "CustomerId");
    const accountId = header(req, "CustomerAccountId");
    if (!customerId || !accountId) return notAuthorized();
    const account = accountById(accountId);
    return account && String(account.ParentCustomerId) === customerId ? account : notAuthorized();
  };

  function submit(req: FakeRequest): FakeReply {
    const account = reportingAccount(req);
    if (!("Id" in account)) return account;
    const r = (req.json() as { ReportRequest?: Record<string, unknown> }).ReportRequest;
    if (!r || typeof r.Type !== "string") return nullRequest('ReportRequest with a "Type" is required');
    if (r.Type !== "CampaignPerformanceReportRequest") return nullRequest(`the stand-in serves CampaignPerformanceReportRequest, not ${r.Type}`);
    if (r.Format !== "Csv" || r.Aggregation !== "Daily")
      return fault(400, 2015, "InvalidReportFormat", "The stand-in serves Format Csv with Aggregation Daily.");
    const columns = r.Columns as unknown;
    if (!Array.isArray(columns) || !columns.includes("TimePeriod") || columns.some((c) => !COLUMNS.includes(c as string)))
      return fault(400, 2004, "InvalidReportColumns", `Columns must include TimePeriod and come from ${COLUMNS.join(", ")}.`);
    const scope = (r.Scope as { AccountIds?: unknown } | undefined)?.AccountIds;
    if (!Array.isArray(scope) || scope.length !== 1 || String(scope[0]) !== String(account.Id))
      return fault(400, 2003, "InvalidAccountIds", "Scope.AccountIds must be a flat list holding the CustomerAccountId.");
    const time = r.Time as
      | {
          CustomDateRangeStart?: { Day?: number; Month?: number; Year?: number };
          CustomDateRangeEnd?: { Day?: number; Month?: number; Year?: number };
          ReportTimeZone?: string;
        }
      | undefined;
    const start = dayOf(time?.CustomDateRangeStart);
    const end = dayOf(time?.CustomDateRangeEnd);
    if (!start || !end || start > end || addDays(start, 1200) < end)
      return fault(400, 2008, "InvalidCustomDateRange", "CustomDateRangeStart and CustomDateRangeEnd must be dates, in order, at most 1200 days apart.");
    if (time?.ReportTimeZone && time.ReportTimeZone !== account.TimeZone)
      return fault(400, 2009, "InvalidReportTimeZone", "The stand-in reports in the account's own time zone only.");
    const id = String(nextReport++);
    reports.set(id, {
      accountId: account.Id,
      start,
      end,
      columns: columns as string[],
      name: String(r.ReportName ?? "report"),
      header: r.ExcludeReportHeader !== true,
      footer: r.ExcludeReportFooter !== true,
      polls: 0,
    });
    return { json: { ReportRequestId: id } };
  }

  function poll(req: FakeRequest, versionOf: (day: string) => number): FakeReply {
    const account = reportingAccount(req);
    if (!("Id" in account)) return account;
    const id = String((req.json() as { ReportRequestId?: unknown }).ReportRequestId ?? "");
    const report = reports.get(id);
    if (!report || report.accountId !== account.Id) return fault(400, 2100, "InvalidReportId", "The ReportRequestId is not valid.");
    report.polls++;
    if (report.polls <= pendingPolls) return { json: { ReportRequestStatus: { ReportRequestId: id, Status: "Pending", ReportDownloadUrl: null } } };
    if (!report.ready) {
      const { csv, rows } = reportCsv(report, versionOf);
      const expires = new Date(Date.now() + 5 * 60_000).toISOString();
      report.ready =
        rows === 0
          ? { url: null, zip: null }
          : {
              url: `${BLOB_HOST}/bingads-reports/${id}/report.zip?sv=2026-01-01&se=${encodeURIComponent(expires)}&sp=r&sig=${sign(id, expires)}`,
              zip: writeZip([{ name: `${id}.csv`, data: Buffer.from(csv, "utf8") }], { descriptors: true }),
            };
    }
    return { json: { ReportRequestStatus: { ReportRequestId: id, Status: "Success", ReportDownloadUrl: report.ready.url } } };
  }

  function download(req: FakeRequest, id: string): FakeReply {
    const xml = (code: string, message: string): FakeReply => ({
      status: 403,
      headers: { "content-type": "application/xml" },
      text: `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    });
    if (req.headers.authorization) return xml("AuthenticationFailed", "Pre-signed downloads take no Authorization header.");
    const expires = req.query.get("se") ?? "";
    if (req.query.get("sig") !== sign(id, expires)) return xml("AuthenticationFailed", "Signature did not match.");
    if (Date.parse(expires) < Date.now()) return xml("AuthenticationFailed", "Signed expiry time has passed.");
    const zip = reports.get(id)?.ready?.zip;
    return zip ? { headers: { "content-type": "application/x-zip-compressed" }, bytes: zip } : { status: 404, text: "BlobNotFound" };
  }

  const withToken = (handle: (req: FakeRequest) => FakeReply) => (req: FakeRequest) =>
    header(req, "DeveloperToken")
      ? handle(req)
      : fault(
          400,
          105,
          "InvalidCredentials",
          "Authentication failed. Either supplied credentials are invalid or the account is inactive. (DeveloperToken header missing)",
        );

  const fake: FakeServer = await startFake(
    {
      name: "Microsoft Advertising",
      authorizePath: "/common/oauth2/v2.0/authorize",
      tokenPath: "/common/oauth2/v2.0/token",
      throttled: () =>
        fault(
          400,
          117,
          "CallRateExceeded",
          "You have exceeded the number of calls that you are allowed to make in a given time period. Please wait for 60 seconds and try again.",
        ),
      unauthorized: () => fault(401, 109, "AuthenticationTokenExpired", "Authentication token expired. Please renew it or obtain a new token."),
      tokenExtras: () => ({ scope: "https://ads.microsoft.com/msads.manage offline_access", ext_expires_in: 3600 }),
      routes: [
        {
          method: "POST",
          path: new RegExp(`^${CUSTOMER}/User/Query$`),
          handle: withToken(() => ({
            json: {
              User: USER,
              CustomerRoles: [{ RoleId: 41, CustomerId: USER.CustomerId, AccountIds: null, LinkedAccountIds: null, CustomerLinkPermission: null }],
            },
          })),
        },
        {
          method: "POST",
          path: new RegExp(`^${CUSTOMER}/Accounts/Search$`),
          handle: withToken((req) => {
            const body = req.json() as { Predicates?: { Field?: string; Operator?: string; Value?: string }[]; PageInfo?: { Index?: number; Size?: number } };
            const page = body.PageInfo;
            if (!page || typeof page.Index !== "number" || typeof page.Size !== "number" || page.Size < 1 || page.Size > 1000)
              return nullRequest("PageInfo {Index, Size ≤ 1000} is required");
            const byUser = body.Predicates?.find((p) => p.Field === "UserId");
            const list = byUser && byUser.Value !== String(USER.Id) ? [] : accounts.map(publicAccount);
            return { json: { Accounts: list.slice(page.Index * page.Size, (page.Index + 1) * page.Size) } };
          }),
        },
        {
          method: "POST",
          path: new RegExp(`^${CUSTOMER}/Account/Query$`),
          handle: withToken((req) => {
            const account = accountById(String((req.json() as { AccountId?: unknown }).AccountId ?? ""));
            return account ? { json: { Account: publicAccount(account) } } : notAuthorized();
          }),
        },
        { method: "POST", path: new RegExp(`^${REPORTING}/Submit$`), handle: withToken(submit) },
        { method: "POST", path: new RegExp(`^${REPORTING}/Poll$`), handle: withToken((req) => poll(req, (d) => fake.control.version(d))) },
        { method: "GET", path: /^\/bingads-reports\/(\d+)\/report\.zip$/, open: true, handle: (req, m) => download(req, m[1]!) },
      ],
    },
    { rotateRefreshTokens: true, ...options },
  );
  return fake;
}
