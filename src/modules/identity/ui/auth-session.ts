import type { Session } from "next-auth";

/**
 * The session half of the browser's next-auth client (auth-client.ts): the store every page's
 * SessionClient keeps current, loading until the first fetch of `${basePath}/session`, then the
 * session or null. Tabs tell each other through next-auth's `nextauth.message` localStorage entry,
 * with its payload, so pages still on next-auth interoperate. Signing in and out live in
 * auth-client.ts, loaded only by the pages that do it, so they stay out of every first load.
 */

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";
export type SessionState = { data: Session | null; status: SessionStatus };
type SyncEvent = "storage" | "visibilitychange" | "poll";

export const BROADCAST_KEY = "nextauth.message";
const DEFAULT_BASE_PATH = "/api/auth";
const nowSeconds = () => Math.floor(Date.now() / 1000);

let basePath = DEFAULT_BASE_PATH;

/** Where the auth API is served (the AUTH_BASE_PATH setting); the session provider sets it. */
export function setAuthBasePath(path: string): void {
  basePath = path.replace(/\/+$/, "") || DEFAULT_BASE_PATH;
}

/** Where the auth API is served. */
export const authBasePath = (): string => basePath;

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
export async function fetchAuth<T>(path: string, body?: unknown): Promise<T | null> {
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
