import "server-only";
import AzureADProvider from "next-auth/providers/azure-ad";
import GoogleProvider from "next-auth/providers/google";
import LinkedInProvider from "next-auth/providers/linkedin";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { env } from "@/env";
import { fixedHostFetch } from "@/server/egress";

/** The settings the redirect sign-in providers are built from (all of them optional). */
export type OAuthSettings = Partial<
  Record<
    | "AUTH_GOOGLE_ID"
    | "AUTH_GOOGLE_SECRET"
    | "AUTH_GOOGLE_ISSUER"
    | "AUTH_MICROSOFT_ID"
    | "AUTH_MICROSOFT_SECRET"
    | "AUTH_MICROSOFT_TENANT"
    | "AUTH_MICROSOFT_ISSUER"
    | "AUTH_LINKEDIN_ID"
    | "AUTH_LINKEDIN_SECRET"
    | "AUTH_LINKEDIN_ISSUER"
    | "APPSUMO_CLIENT_ID"
    | "APPSUMO_CLIENT_SECRET"
    | "APPSUMO_BASE_URL",
    string | undefined
  >
>;

/** The claims an OpenID Connect id token carries about the person. */
type OidcClaims = { sub: string; name?: string; email?: string; picture?: string };

/** What AppSumo's userinfo endpoint answers (the fields we use). */
type AppSumoProfile = { sub?: string; id?: string | number; name?: string; email?: string };

const LINKEDIN_ISSUER = "https://www.linkedin.com/oauth";
const APPSUMO_BASE_URL = "https://appsumo.com";

/** Emails are kept lower-case everywhere (the password sign-up stores them so). */
const lower = (email: string | null | undefined) => email?.trim().toLowerCase() ?? null;
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");
const discovery = (issuer: string) => `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;

function google(s: OAuthSettings) {
  if (!s.AUTH_GOOGLE_ID || !s.AUTH_GOOGLE_SECRET) return null;
  return GoogleProvider({
    clientId: s.AUTH_GOOGLE_ID,
    clientSecret: s.AUTH_GOOGLE_SECRET,
    ...(s.AUTH_GOOGLE_ISSUER ? { wellKnown: discovery(s.AUTH_GOOGLE_ISSUER) } : {}),
    profile: (profile) => ({ id: profile.sub, name: profile.name, email: lower(profile.email), image: profile.picture }),
  });
}

/**
 * Microsoft Entra ID through next-auth's Azure AD provider. The profile comes from the id token's
 * claims only: the built-in one also downloads the photo into the session cookie.
 */
function microsoft(s: OAuthSettings) {
  if (!s.AUTH_MICROSOFT_ID || !s.AUTH_MICROSOFT_SECRET) return null;
  return AzureADProvider({
    clientId: s.AUTH_MICROSOFT_ID,
    clientSecret: s.AUTH_MICROSOFT_SECRET,
    tenantId: s.AUTH_MICROSOFT_TENANT ?? "common",
    name: "Microsoft",
    ...(s.AUTH_MICROSOFT_ISSUER ? { wellKnown: discovery(s.AUTH_MICROSOFT_ISSUER) } : {}),
    profile: (profile) => ({ id: profile.sub, name: profile.name, email: lower(profile.email), image: null }),
  });
}

/**
 * LinkedIn's "Sign In with LinkedIn using OpenID Connect" (its older profile API is retired): the
 * endpoints come from LinkedIn's discovery document and the profile from the id token.
 */
function linkedin(s: OAuthSettings) {
  if (!s.AUTH_LINKEDIN_ID || !s.AUTH_LINKEDIN_SECRET) return null;
  return LinkedInProvider({
    clientId: s.AUTH_LINKEDIN_ID,
    clientSecret: s.AUTH_LINKEDIN_SECRET,
    wellKnown: discovery(s.AUTH_LINKEDIN_ISSUER ?? LINKEDIN_ISSUER),
    authorization: { params: { scope: "openid profile email" } },
    profile: (profile) => {
      const claims = profile as unknown as OidcClaims;
      return { id: claims.sub, name: claims.name ?? null, email: lower(claims.email), image: claims.picture ?? null };
    },
  });
}

/**
 * AppSumo (the deal marketplace) has no built-in provider: a plain OAuth 2.0 code flow against its
 * /openid/ endpoints. Its token answer may carry an id token that we don't verify, so the code is
 * exchanged with a grant (not openid-client's callback, which rejects an unverified id token) and
 * the person is read from the userinfo endpoint.
 */
export function appSumo(s: OAuthSettings): OAuthConfig<AppSumoProfile> | null {
  if (!s.APPSUMO_CLIENT_ID || !s.APPSUMO_CLIENT_SECRET) return null;
  const base = withoutTrailingSlash(s.APPSUMO_BASE_URL ?? APPSUMO_BASE_URL);
  const userinfoUrl = `${base}/openid/userinfo/`;
  return {
    id: "appsumo",
    name: "AppSumo",
    type: "oauth",
    idToken: false,
    checks: ["state"],
    clientId: s.APPSUMO_CLIENT_ID,
    clientSecret: s.APPSUMO_CLIENT_SECRET,
    client: { token_endpoint_auth_method: "client_secret_post" },
    authorization: { url: `${base}/openid/authorize/`, params: { response_type: "code" } },
    token: {
      url: `${base}/openid/token/`,
      async request({ client, params, provider }) {
        const tokens = await client.grant({ grant_type: "authorization_code", code: params.code, redirect_uri: provider.callbackUrl });
        return { tokens };
      },
    },
    userinfo: {
      url: userinfoUrl,
      async request({ tokens }) {
        const res = await fixedHostFetch(userinfoUrl, { headers: { Authorization: `Bearer ${tokens.access_token}`, Accept: "application/json" } });
        if (!res.ok) throw new Error(`AppSumo userinfo answered ${res.status}`);
        return (await res.json()) as AppSumoProfile;
      },
    },
    profile: (profile) => ({ id: String(profile.sub ?? profile.id ?? profile.email), name: profile.name ?? null, email: lower(profile.email) }),
  };
}

/**
 * The redirect sign-in providers that are configured: each appears only when both its client id
 * and its secret are set. An email that already has an account is never linked automatically
 * (next-auth answers OAuthAccountNotLinked).
 */
export function oauthProviders(settings: OAuthSettings = env) {
  return [google(settings), microsoft(settings), linkedin(settings), appSumo(settings)].filter((p) => p !== null);
}
