import "server-only";
import { runtime } from "../../core/config";
import { ConnectorError, type DayRange, type PlatformApi } from "../../core/types";
import { accountChoices, csvFromZip, REPORT_COLUMNS, reportDate, reportToFactBatch, type AdvertiserAccount } from "./transform";
import { ianaZone } from "./time-zones";

const CUSTOMER = "https://clientcenter.api.bingads.microsoft.com/CustomerManagement/v13";
const REPORTING = "https://reporting.api.bingads.microsoft.com/Reporting/v13";
const PAGE_SIZE = 100;
/** A report not ready after this long is given up on (the run retries later). */
const REPORT_DEADLINE_MS = 20 * 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function requireDeveloperToken(api: Pick<PlatformApi, "settings">): string {
  const token = api.settings.developerToken;
  if (!token) throw new ConnectorError("Microsoft Advertising needs a developer token. An administrator sets MICROSOFT_ADS_DEVELOPER_TOKEN.", "config");
  return token;
}

export type MicrosoftUser = { Id: number; UserName?: string; CustomerId?: number; ContactInfo?: { Email?: string } };

/** The signed-in user (`UserId: null` means "me"). */
export async function currentUser(api: PlatformApi): Promise<MicrosoftUser> {
  requireDeveloperToken(api);
  const answer = await api.request<{ User?: MicrosoftUser }>({ method: "POST", url: `${CUSTOMER}/User/Query`, json: { UserId: null } });
  if (!answer.User?.Id) throw new ConnectorError("Microsoft Advertising didn't say who signed in. Reconnect.", "platform");
  return answer.User;
}

/** Every ad account the user can reach, page by page. */
export async function listAdAccounts(api: PlatformApi) {
  const user = await currentUser(api);
  const accounts: AdvertiserAccount[] = [];
  for (let index = 0; ; index++) {
    const page = await api.request<{ Accounts?: AdvertiserAccount[] }>({
      method: "POST",
      url: `${CUSTOMER}/Accounts/Search`,
      json: {
        Predicates: [{ Field: "UserId", Operator: "Equals", Value: String(user.Id) }],
        Ordering: [{ Field: "Id", Order: "Ascending" }],
        PageInfo: { Index: index, Size: PAGE_SIZE },
      },
    });
    accounts.push(...(page.Accounts ?? []));
    if ((page.Accounts ?? []).length < PAGE_SIZE) break;
  }
  return accountChoices(accounts);
}

/** Per sync run (one api object): each account's owner customer and time zone. */
const accountInfo = new WeakMap<PlatformApi, Map<string, Promise<AdvertiserAccount>>>();

function lookUpAccount(api: PlatformApi, accountId: string): Promise<AdvertiserAccount> {
  let known = accountInfo.get(api);
  if (!known) accountInfo.set(api, (known = new Map()));
  let found = known.get(accountId);
  if (!found) {
    found = api
      .request<{ Account?: AdvertiserAccount }>({ method: "POST", url: `${CUSTOMER}/Account/Query`, json: { AccountId: Number(accountId) } })
      .then((a) => {
        if (!a.Account) throw new ConnectorError("Microsoft Advertising no longer knows this ad account.", "platform");
        return a.Account;
      });
    known.set(accountId, found);
    found.catch(() => known.delete(accountId));
  }
  return found;
}

type PollAnswer = { ReportRequestStatus?: { ReportRequestId?: string; Status?: "Pending" | "Success" | "Error"; ReportDownloadUrl?: string | null } };

/**
 * One account's campaign performance, daily, over a window: submit, poll until ready, download
 * the ZIP (a pre-signed URL, no credentials) and read its CSV. A finished report without a
 * download URL has no rows. Dates are in the account's own time zone, asked for explicitly.
 */
export async function campaignReport(api: PlatformApi, accountId: string, window: DayRange) {
  requireDeveloperToken(api);
  const account = await lookUpAccount(api, accountId);
  const headers = { CustomerId: String(account.ParentCustomerId ?? ""), CustomerAccountId: accountId };
  const submitted = await api.request<{ ReportRequestId?: string }>({
    method: "POST",
    url: `${REPORTING}/GenerateReport/Submit`,
    headers,
    json: {
      ReportRequest: {
        Type: "CampaignPerformanceReportRequest",
        ReportName: `Campaigns ${window.start} to ${window.end}`,
        Format: "Csv",
        FormatVersion: "2.0",
        ExcludeColumnHeaders: false,
        ExcludeReportHeader: true,
        ExcludeReportFooter: true,
        ReturnOnlyCompleteData: false,
        Aggregation: "Daily",
        Columns: REPORT_COLUMNS,
        Scope: { AccountIds: [Number(accountId)] },
        Time: {
          CustomDateRangeStart: reportDate(window.start),
          CustomDateRangeEnd: reportDate(window.end),
          ...(account.TimeZone ? { ReportTimeZone: account.TimeZone } : {}),
        },
      },
    },
  });
  const id = submitted.ReportRequestId;
  if (!id) throw new ConnectorError("Microsoft Advertising accepted the report request but gave no id. The sync will try again.", "platform");
  const deadline = Date.now() + REPORT_DEADLINE_MS;
  let url: string | null | undefined;
  for (;;) {
    const status = (await api.request<PollAnswer>({ method: "POST", url: `${REPORTING}/GenerateReport/Poll`, headers, json: { ReportRequestId: id } }))
      .ReportRequestStatus;
    if (status?.Status === "Success") {
      url = status.ReportDownloadUrl;
      break;
    }
    if (status?.Status === "Error")
      throw new ConnectorError("Microsoft Advertising couldn't build the report for this account. The sync will try again.", "platform");
    if (Date.now() > deadline) throw new ConnectorError("Microsoft Advertising took too long to build the report. The sync will try again.", "throttled");
    await sleep(runtime.pollIntervalMs);
  }
  const info = { currency: account.CurrencyCode, timeZone: ianaZone(account.TimeZone), name: account.Name };
  if (!url) return { account: info, ad: [], campaigns: [] };
  const zip = await api.requestBytes({ url, auth: "none", binary: true });
  let batch;
  try {
    batch = reportToFactBatch(csvFromZip(zip));
  } catch (error) {
    throw new ConnectorError(`The Microsoft Advertising report couldn't be read: ${error instanceof Error ? error.message : String(error)}`, "platform");
  }
  return { ...batch, account: { ...info, ...batch.account } };
}
