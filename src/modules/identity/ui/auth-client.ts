/**
 * The browser's side of next-auth's REST protocol (spec §4, §7), matching next-auth 4.24's
 * `next-auth/react` call for call, without its React provider and its runtime helpers (12.6 kB
 * gzip on every page). The session store and its sync are in auth-session.ts (every page's first
 * load); this module adds the provider list, the CSRF token, signing in and signing out.
 */
import { authBasePath, broadcastSession, fetchAuth, syncSession } from "./auth-session";

export {
  BROADCAST_KEY,
  broadcastSession,
  getSession,
  onSessionBroadcast,
  resetSession,
  sessionStore,
  setAuthBasePath,
  syncSession,
  type SessionState,
  type SessionStatus,
} from "./auth-session";

/** A provider as `${basePath}/providers` lists it. */
export type ClientSafeProvider = { id: string; name: string; type: string; signinUrl: string; callbackUrl: string };
export type SignInResult = { error: string | null; status: number; ok: boolean; url: string | null };

const form = { "Content-Type": "application/x-www-form-urlencoded" };

export const getCsrfToken = async (): Promise<string | undefined> => (await fetchAuth<{ csrfToken: string }>("csrf"))?.csrfToken;
export const getProviders = (): Promise<Record<string, ClientSafeProvider> | null> => fetchAuth("providers");

function navigate(url: string): void {
  window.location.href = url;
  if (url.includes("#")) window.location.reload();
}

/**
 * Signs out: the CSRF token, then a form POST to `${basePath}/signout`, then the broadcast, then
 * (by default) the page next-auth answers with, or `callbackUrl`.
 */
export async function signOut({ callbackUrl, redirect = true }: { callbackUrl?: string; redirect?: boolean } = {}): Promise<{ url?: string } | undefined> {
  const callback = callbackUrl ?? window.location.href;
  const body = new URLSearchParams({ csrfToken: (await getCsrfToken()) ?? "", callbackUrl: callback, json: "true" });
  const res = await fetch(`${authBasePath()}/signout`, { method: "post", headers: form, body });
  const data = (await res.json()) as { url?: string };
  broadcastSession("signout");
  if (redirect) {
    navigate(data.url ?? callback);
    return undefined;
  }
  await syncSession("storage");
  return data;
}

type SignInOptions = { callbackUrl?: string; redirect?: boolean } & Record<string, string | boolean | undefined>;

/**
 * Signs in with a provider, as next-auth's client does: an unknown provider goes to the sign-in
 * page, an unreachable provider list to the error page. Credentials and email links answer a
 * result when `redirect: false`; everything else follows the URL the server answers.
 */
export async function signIn(provider: string, options: SignInOptions = {}, authorizationParams?: Record<string, string>): Promise<SignInResult | undefined> {
  const { callbackUrl = window.location.href, redirect = true } = options;
  const providers = await getProviders();
  if (!providers) {
    navigate(`${authBasePath()}/error`);
    return undefined;
  }
  const chosen = providers[provider];
  if (!chosen) {
    navigate(`${authBasePath()}/signin?${new URLSearchParams({ callbackUrl })}`);
    return undefined;
  }
  const isCredentials = chosen.type === "credentials";
  const supportsReturn = isCredentials || chosen.type === "email";
  const query = authorizationParams ? `?${new URLSearchParams(authorizationParams)}` : "";
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(options)) if (value !== undefined) fields[key] = String(value);
  const body = new URLSearchParams({ ...fields, csrfToken: (await getCsrfToken()) ?? "", callbackUrl, json: "true" });
  const res = await fetch(`${authBasePath()}/${isCredentials ? "callback" : "signin"}/${provider}${query}`, { method: "post", headers: form, body });
  const data = (await res.json()) as { url?: string };
  if (redirect || !supportsReturn) {
    navigate(data.url ?? callbackUrl);
    return undefined;
  }
  const url = data.url ?? "";
  const error = url ? new URL(url, window.location.href).searchParams.get("error") : null;
  if (res.ok) await syncSession("storage");
  return { error, status: res.status, ok: res.ok, url: error ? null : url || null };
}
