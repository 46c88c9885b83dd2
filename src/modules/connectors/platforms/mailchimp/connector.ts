import "server-only";
import { registerConnector } from "../../core/registry";
import { ConnectorError, type PlatformApi } from "../../core/types";
import { judgeMailchimp } from "./errors";
import { accountTimeZone, listsToAccounts, reportsToEmailRows, sendTimeRange, type MailchimpList, type MailchimpReport, type MailchimpRoot } from "./transform";

const LOGIN = "https://login.mailchimp.com";
/** Mailchimp's ceiling for `count`. */
const PAGE = 1000;

function apiBase(api: Pick<PlatformApi, "extra">): string {
  if (!api.extra.dc) throw new ConnectorError("This Mailchimp connection doesn't know its data centre. Reconnect it.", "config");
  return `https://${api.extra.dc}.api.mailchimp.com/3.0`;
}

/** Every item of a count/offset list (reports, lists), page by page until total_items. */
async function listAll<T>(api: PlatformApi, url: string, key: string, query: Record<string, string | number>): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; ;) {
    const page = await api.request<Record<string, unknown> & { total_items?: number }>({ url, query: { ...query, count: PAGE, offset } });
    const batch = (page[key] as T[] | undefined) ?? [];
    items.push(...batch);
    offset += batch.length;
    if (batch.length === 0 || offset >= (page.total_items ?? 0)) return items;
  }
}

const root = (api: PlatformApi) => api.request<MailchimpRoot>({ url: `${apiBase(api)}/`, query: { fields: "account_id,account_name,account_timezone" } });

export const mailchimpConnector = registerConnector({
  platform: "mailchimp",
  fact: "email",
  oauth: {
    authorizeUrl: `${LOGIN}/oauth2/authorize`,
    tokenUrl: `${LOGIN}/oauth2/token`,
    // Mailchimp has no scopes; tokens never expire and there is no refresh token.
    scopes: [],
    pkce: false,
    clientAuth: "body",
    refresh: "none",
    afterConnect: async (api, tokens) => {
      const meta = await api.request<{ dc?: string; accountname?: string; user_id?: number | string; login?: { login_id?: number | string; email?: string } }>({
        url: `${LOGIN}/oauth2/metadata`,
        auth: "none",
        headers: { authorization: `OAuth ${tokens.accessToken}` },
      });
      if (!meta.dc) throw new ConnectorError("Mailchimp didn't say which data centre the account lives in. Try connecting again.", "auth");
      return { externalUserId: String(meta.user_id ?? meta.login?.login_id ?? meta.dc), label: meta.accountname ?? "Mailchimp", extra: { dc: meta.dc } };
    },
  },
  restatementDays: 30,
  backfillDays: 730,
  chunkDays: 90,
  judge: judgeMailchimp,
  async listAccounts(api) {
    const timeZone = accountTimeZone(await root(api));
    const lists = await listAll<MailchimpList>(api, `${apiBase(api)}/lists`, "lists", { fields: "lists.id,lists.name,lists.stats.member_count,total_items" });
    return listsToAccounts(lists, timeZone);
  },
  async fetchWindow(api, account, window) {
    const timeZone = accountTimeZone(await root(api));
    // /reports has no audience filter: read the window's sends and keep this audience's (list_id).
    const reports = await listAll<MailchimpReport>(api, `${apiBase(api)}/reports`, "reports", {
      ...sendTimeRange(window, timeZone),
      exclude_fields: "reports._links",
    });
    const email = reportsToEmailRows(reports, account.id, timeZone);
    const currency = email.find((r) => r.currency)?.currency;
    return { account: { timeZone, ...(currency ? { currency } : {}) }, email };
  },
});
