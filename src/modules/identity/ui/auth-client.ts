import type { Session } from "next-auth";

/**
 * The browser's side of next-auth's REST protocol (spec §4, §7), matching next-auth 4.24's
 * `next-auth/react` call for call, without its React provider and its runtime helpers (12.6 kB
 * gzip on every page). The session lives in one store: loading until the first fetch of
 * `${basePath}/session`, then the session or null. Tabs tell each other through next-auth's
 * `nextauth.message` localStorage entry, with its payload, so pages still on next-auth interoperate.
 */

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";
export type SessionState = { data: Session | null; status: SessionStatus };
/** A provider as `${basePath}/providers` lists it. */
export type ClientSafeProvider = { id: string; name: string; type: string; signinUrl: string; callbackUrl: string };
export type SignInResult = { error: string | null; status: number; ok: boolean; url: string | null };
type SyncEvent = "storage" | "visibilitychange" | "poll";

export const BROADCAST_KEY = "nextauth.message";
const DEFAULT_BASE_PATH = "/api/auth";
const form = { "Content-Type": "application/x-www-form-urlencoded" };
const nowSeconds = () => Math.floor(Date.now() / 1000);

let basePath = DEFAULT_BASE_PATH;

/** Where the auth API is served (the AUTH_BASE_PATH setting); the session provider sets it. */
export function setAuthBasePath(path: string): void {
  basePath = path.replace(/\/+$/, "") || DEFAULT_BASE_PATH;
}

/** Reports a client failure to the server's log, as next-auth's client logger does (`${basePath}/_log`). */
function logClientError(code: string, url: string, error: unknown): void {
  const message = error instanceof Error ? error.message : typeof error === "object" && error && "message" in error ? String(error.message) : "";
  console.error(`[next-auth][error][${code}]`, url, error);
  const body = new URLSearchParams({ level: "error", code, url, message, client: "true" });
  const target = `${basePath}/_log`;
  try {
    if (typeof navigator !== "undefined" && navigator.sendBeacon) navigator.sendBeacon(target, body);
    else void fetch(target, { method: "POST", body, keepalive: true }).catch(() => undefined);
  } catch {
    // Logging must never break the page.
  }
}

/** GET (or POST with `body`) `${basePath}/<path>`; an empty object answers null, any failure null (logged). */
async function fetchAuth<T>(path: string, body?: unknown): Promise<T | null> {
  const url = `${basePath}/${path}`;
  try {
    const init: RequestInit = { headers: { "Content-Type": "application/json" } };
    if (body !== undefined) Object.assign(init, { method: "POST", body: JSON.stringify(body) });
    const res = await fetch(url, init);
    const data = (await res.json()) as T & object;
    if (!res.ok) throw data;
    return Object.keys(data).length > 0 ? data : null;
  } catch (error) {
    logClientError("CLIENT_FETCH_ERROR", url, error);
    return null;
  }
}

/** Tells the other tabs that the session changed (they fetch it again). */
export function broadcastSession(trigger: "getSession" | "signout"): void {
  if (typeof window === "undefined") return;
  try {
    localStorage.setItem(BROADCAST_KEY, JSON.stringify({ event: "session", data: { trigger }, timestamp: nowSeconds() }));
  } catch {
    // Storage may be full or refused (private mode): the other tabs catch up on their next fetch.
  }
}

/** Calls `listener` on another tab's session message; returns the unsubscribe. */
export function onSessionBroadcast(listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key !== BROADCAST_KEY) return;
    let message: { event?: unknown; data?: unknown } | null;
    try {
      message = JSON.parse(event.newValue ?? "{}") as typeof message;
    } catch {
      return;
    }
    if (message?.event === "session" && message.data) listener();
  };
  window.addEventListener("storage", handler);
  return () => window.removeEventListener("storage", handler);
}

export const getCsrfToken = async (): Promise<string | undefined> => (await fetchAuth<{ csrfToken: string }>("csrf"))?.csrfToken;
export const getProviders = (): Promise<Record<string, ClientSafeProvider> | null> => fetchAuth("providers");

/** Fetches the session; unless told otherwise, tells the other tabs to fetch theirs. */
export async function getSession({ broadcast = true }: { broadcast?: boolean } = {}): Promise<Session | null> {
  const session = await fetchAuth<Session>("session");
  if (broadcast) broadcastSession("getSession");
  return session;
}

// The store. `undefined`: not fetched yet (loading); null: signed out.
let session: Session | null | undefined;
let lastSync = 0;
let state: SessionState = { data: null, status: "loading" };
const listeners = new Set<() => void>();

function publish(next: Session | null | undefined, loading: boolean) {
  state = { data: next ?? null, status: loading ? "loading" : next ? "authenticated" : "unauthenticated" };
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Brings the store up to date, by next-auth's rules: the first call and every other tab's message
 * fetch; a poll or a return to the tab fetches only while signed in.
 */
export async function syncSession(event?: SyncEvent): Promise<void> {
  try {
    const storageEvent = event === "storage";
    if (storageEvent || session === undefined) {
      lastSync = nowSeconds();
      session = await getSession({ broadcast: !storageEvent });
      return;
    }
    if (!event || session === null || nowSeconds() < lastSync) return;
    lastSync = nowSeconds();
    session = await getSession();
  } catch (error) {
    logClientError("CLIENT_SESSION_ERROR", `${basePath}/session`, error);
  } finally {
    publish(session, false);
  }
}

/** Forgets the session (the provider unmounted): the next sync fetches again. */
export function resetSession(): void {
  session = undefined;
  lastSync = 0;
  publish(undefined, true);
}

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
  const res = await fetch(`${basePath}/signout`, { method: "post", headers: form, body });
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
    navigate(`${basePath}/error`);
    return undefined;
  }
  const chosen = providers[provider];
  if (!chosen) {
    navigate(`${basePath}/signin?${new URLSearchParams({ callbackUrl })}`);
    return undefined;
  }
  const isCredentials = chosen.type === "credentials";
  const supportsReturn = isCredentials || chosen.type === "email";
  const query = authorizationParams ? `?${new URLSearchParams(authorizationParams)}` : "";
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(options)) if (value !== undefined) fields[key] = String(value);
  const body = new URLSearchParams({ ...fields, csrfToken: (await getCsrfToken()) ?? "", callbackUrl, json: "true" });
  const res = await fetch(`${basePath}/${isCredentials ? "callback" : "signin"}/${provider}${query}`, { method: "post", headers: form, body });
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
