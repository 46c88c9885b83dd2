import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { fixedHostFetch } from "@/server/egress";
import { rebase, type PlatformConfig } from "./config";
import { ConnectorError, type Connector, type TokenSet } from "./types";

/** PKCE (RFC 7636): a random verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** The platform's authorization URL, with `state` and, where the platform supports it, PKCE. */
export function authorizeUrl(
  connector: Connector,
  config: PlatformConfig,
  state: string,
  challenge: string | null,
  extra: Record<string, string> = {},
): string {
  const spec = connector.oauth;
  let target = spec.authorizeUrl;
  for (const [k, v] of Object.entries(extra)) target = target.replace(`{${k}}`, encodeURIComponent(v));
  const url = new URL(rebase(target, config.baseUrl));
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", config.clientId ?? "");
  url.searchParams.set("redirect_uri", config.redirectUri ?? "");
  if (spec.scopes.length > 0) url.searchParams.set("scope", spec.scopes.join(spec.scopeSeparator ?? " "));
  url.searchParams.set("state", state);
  if (spec.pkce && challenge) {
    url.searchParams.set("code_challenge", challenge);
    url.searchParams.set("code_challenge_method", "S256");
  }
  for (const [k, v] of Object.entries(spec.extraAuthorizeParams ?? {})) url.searchParams.set(k, v);
  return url.toString();
}

type TokenAnswer = { access_token?: string; refresh_token?: string; expires_in?: number | string; scope?: string; error?: string; error_description?: string };

async function tokenRequest(connector: Connector, config: PlatformConfig, params: Record<string, string>, extra: Record<string, string>): Promise<TokenSet> {
  const spec = connector.oauth;
  let target = spec.tokenUrl;
  for (const [k, v] of Object.entries(extra)) target = target.replace(`{${k}}`, encodeURIComponent(v));
  const body = new URLSearchParams(params);
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
  if (spec.clientAuth === "basic") headers.authorization = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`;
  else {
    body.set("client_id", config.clientId ?? "");
    body.set("client_secret", config.clientSecret ?? "");
  }
  let res: Response;
  try {
    res = await fixedHostFetch(rebase(target, config.baseUrl), { method: "POST", headers, body: body.toString(), signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new ConnectorError(`Couldn't reach the platform's sign-in service: ${error instanceof Error ? error.message : String(error)}`, "network");
  }
  const answer = (await res.json().catch(() => ({}))) as TokenAnswer;
  if (!res.ok || !answer.access_token) {
    const why = answer.error_description ?? answer.error ?? `status ${res.status}`;
    throw new ConnectorError(`The platform didn't grant access (${why}).`, "auth");
  }
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresIn: answer.expires_in === undefined ? null : Number(answer.expires_in),
    scopes: answer.scope ? answer.scope.split(/[ ,]+/).filter(Boolean) : undefined,
  };
}

/** The callback's code exchanged for tokens (with the PKCE verifier when one was sent). */
export function exchangeCode(
  connector: Connector,
  config: PlatformConfig,
  code: string,
  verifier: string | null,
  extra: Record<string, string> = {},
): Promise<TokenSet> {
  const params: Record<string, string> = { grant_type: "authorization_code", code, redirect_uri: config.redirectUri ?? "" };
  if (verifier && connector.oauth.pkce) params.code_verifier = verifier;
  return tokenRequest(connector, config, params, extra);
}

/** A new access token from the refresh token; platforms that rotate return a new refresh token too. */
export function refreshAccess(connector: Connector, config: PlatformConfig, refreshToken: string, extra: Record<string, string> = {}): Promise<TokenSet> {
  return tokenRequest(connector, config, { grant_type: "refresh_token", refresh_token: refreshToken }, extra);
}
