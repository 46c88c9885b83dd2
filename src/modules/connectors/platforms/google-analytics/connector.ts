import "server-only";
import { registerConnector } from "../../core/registry";
import { accountSummaries, property, runReportPages } from "./client";
import { judgeAnalytics } from "./errors";
import { accountFromReport, propertiesFromSummaries, webRowsFromReports } from "./transform";

/**
 * Google Analytics 4: one runReport per window (date × default channel group × source/medium ×
 * landing page), paged by offset. Accounts are GA4 properties, listed by the Admin API; each
 * property's time zone and currency come from its settings, and every report restates them.
 */
export const googleAnalyticsConnector = registerConnector({
  platform: "google-analytics",
  fact: "web",
  oauth: {
    authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    scopes: ["https://www.googleapis.com/auth/analytics.readonly"],
    pkce: true,
    // offline + consent: Google only returns a refresh token when asked this way.
    extraAuthorizeParams: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
    clientAuth: "body",
    refresh: "refresh_token",
  },
  // GA4 processes data with a 24–48 h lag and keeps adjusting recent days; a week covers it.
  restatementDays: 7,
  backfillDays: 730,
  // ~20 rows a day per property: a month is one or two pages.
  chunkDays: 30,
  judge: judgeAnalytics,
  async listAccounts(api) {
    const found = propertiesFromSummaries(await accountSummaries(api));
    const out = [];
    for (const p of found) {
      const settings = await property(api, p.id);
      out.push({
        id: p.id,
        name: settings.displayName ?? p.name,
        currency: settings.currencyCode,
        timeZone: settings.timeZone,
        detail: p.account ? `${p.account} · properties/${p.id}` : `properties/${p.id}`,
      });
    }
    return out;
  },
  async fetchWindow(api, account, window) {
    const pages = await runReportPages(api, account.id, window);
    return { account: accountFromReport(pages[0]), web: webRowsFromReports(pages) };
  },
});
