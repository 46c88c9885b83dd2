import "server-only";
/**
 * What the Facebook Page and Instagram connectors share: Facebook Login (no refresh token; the
 * short-lived user token is exchanged for a ~60-day one right after connecting), cursor paging that
 * follows `paging.next`, and the page list from /me/accounts.
 */
import type { PlatformId } from "../../catalog";
import { platformConfig } from "../../core/config";
import { ConnectorError, type HttpRequest, type OAuthSpec, type PlatformApi } from "../../core/types";

export const GRAPH = "https://graph.facebook.com/v26.0";

type LongLived = { access_token?: string; token_type?: string; expires_in?: number };

/** Facebook Login for a platform: the dialog, the code exchange, then the long-lived exchange and who signed in. */
export function metaOAuth(platform: PlatformId, scopes: string[]): OAuthSpec {
  return {
    authorizeUrl: "https://www.facebook.com/v26.0/dialog/oauth",
    tokenUrl: `${GRAPH}/oauth/access_token`,
    scopes,
    scopeSeparator: ",",
    pkce: false,
    clientAuth: "body",
    refresh: "none",
    grantDays: 60,
    afterConnect: async (api, tokens) => {
      const config = platformConfig(platform);
      const long = await api.request<LongLived>({
        url: `${GRAPH}/oauth/access_token`,
        auth: "none",
        query: {
          grant_type: "fb_exchange_token",
          client_id: config.clientId ?? "",
          client_secret: config.clientSecret ?? "",
          fb_exchange_token: tokens.accessToken,
        },
      });
      if (!long.access_token) throw new ConnectorError("Meta didn't extend the sign-in to a long-lived token. Try connecting again.", "auth");
      const me = await api.request<{ id: string; name?: string }>({
        url: `${GRAPH}/me`,
        query: { fields: "id,name" },
        auth: "none",
        headers: { authorization: `Bearer ${long.access_token}` },
      });
      return {
        tokens: { accessToken: long.access_token, refreshToken: null, expiresIn: long.expires_in ?? null, scopes: tokens.scopes },
        externalUserId: me.id,
        label: me.name ?? "Facebook user",
      };
    },
  };
}

type Paged<T> = { data?: T[]; paging?: { next?: string; cursors?: { after?: string } } };

/**
 * Every item of a cursor-paged edge, following `paging.next` (an absolute Graph URL the engine
 * rebases). `stop` ends early once a page holds nothing more of interest (newest-first lists).
 */
export async function collect<T>(api: PlatformApi, first: HttpRequest, stop?: (page: T[]) => boolean): Promise<T[]> {
  const items: T[] = [];
  let req: HttpRequest | null = first;
  for (let guard = 0; req && guard < 10_000; guard++) {
    const page: Paged<T> = await api.request<Paged<T>>(req);
    const data = page.data ?? [];
    items.push(...data);
    if (data.length === 0 || !page.paging?.next || stop?.(data)) break;
    req = { ...first, url: page.paging.next, query: undefined };
  }
  return items;
}

export type MetaPage = {
  id: string;
  name: string;
  category?: string;
  access_token?: string;
  instagram_business_account?: { id: string; username?: string; name?: string };
};

/** The pages the signed-in person manages, with the fields asked for. */
export const managedPages = (api: PlatformApi, fields: string) => collect<MetaPage>(api, { url: `${GRAPH}/me/accounts`, query: { fields, limit: 100 } });
