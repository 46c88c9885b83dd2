import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BROADCAST_KEY, getSession, onSessionBroadcast, resetSession, sessionStore, setAuthBasePath, signIn, signOut, syncSession } from "./auth-client";

type Call = { url: string; method: string; headers: Record<string, string>; body: string };
type Answer = { status?: number; body: unknown };

const session = { user: { id: "u1", name: "Robin", email: "robin@example.com" }, expires: "2099-01-01T00:00:00.000Z" };
const providers = {
  credentials: {
    id: "credentials",
    name: "Password",
    type: "credentials",
    signinUrl: "/custom/auth/signin/credentials",
    callbackUrl: "/custom/auth/callback/credentials",
  },
  github: { id: "github", name: "GitHub", type: "oauth", signinUrl: "/custom/auth/signin/github", callbackUrl: "/custom/auth/callback/github" },
};

/** A browser the client can run in: location, storage events, localStorage, sendBeacon and a scripted auth API. */
function browser(answers: Record<string, Answer | (() => Answer)>) {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const storage = new Map<string, string>();
  const calls: Call[] = [];
  const beacons: { url: string; body: URLSearchParams }[] = [];
  const location = { href: "http://localhost/marketing-dashboard/home", reload: vi.fn() };
  vi.stubGlobal("window", {
    location,
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)),
    removeEventListener: (type: string, fn: (event: unknown) => void) => listeners.get(type)?.delete(fn),
  });
  vi.stubGlobal("localStorage", { setItem: (k: string, v: string) => storage.set(k, v), getItem: (k: string) => storage.get(k) ?? null });
  vi.stubGlobal("navigator", { sendBeacon: (url: string, body: URLSearchParams) => beacons.push({ url, body }) > 0 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: (init.method ?? "GET").toUpperCase(), headers: (init.headers ?? {}) as Record<string, string>, body: String(init.body ?? "") });
      const found = answers[`${(init.method ?? "GET").toUpperCase()} ${url}`];
      if (!found) throw new TypeError(`no answer for ${url}`);
      const answer = typeof found === "function" ? found() : found;
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return {
    calls,
    beacons,
    location,
    broadcast: () => JSON.parse(storage.get(BROADCAST_KEY) ?? "null") as { event: string; data: { trigger: string }; timestamp: number } | null,
    storageEvent: (key: string, newValue: string | null) => listeners.get("storage")?.forEach((fn) => fn({ key, newValue })),
  };
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  setAuthBasePath("/custom/auth/");
  resetSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("session fetch (next-auth's getSession)", () => {
  it("reads the session from the configured base path and tells the other tabs with next-auth's payload", async () => {
    const b = browser({ "GET /custom/auth/session": { body: session } });
    expect(await getSession()).toEqual(session);
    expect(b.calls.map((c) => `${c.method} ${c.url}`)).toEqual(["GET /custom/auth/session"]);
    expect(b.broadcast()).toEqual({ event: "session", data: { trigger: "getSession" }, timestamp: expect.any(Number) });
  });

  it("answers null for the empty object of a signed-out visitor, and can stay quiet", async () => {
    const b = browser({ "GET /custom/auth/session": { body: {} } });
    expect(await getSession({ broadcast: false })).toBeNull();
    expect(b.broadcast()).toBeNull();
  });

  it("answers null for a failed fetch and reports CLIENT_FETCH_ERROR to the server's _log", async () => {
    const b = browser({ "GET /custom/auth/session": { status: 500, body: { message: "boom" } } });
    expect(await getSession({ broadcast: false })).toBeNull();
    expect(b.beacons).toHaveLength(1);
    expect(b.beacons[0]!.url).toBe("/custom/auth/_log");
    expect(Object.fromEntries(b.beacons[0]!.body)).toMatchObject({
      level: "error",
      code: "CLIENT_FETCH_ERROR",
      url: "/custom/auth/session",
      message: "boom",
      client: "true",
    });
  });
});

describe("session store (spec §4)", () => {
  it("is loading until the first fetch, then authenticated with the session", async () => {
    browser({ "GET /custom/auth/session": { body: session } });
    expect(sessionStore.get()).toEqual({ data: null, status: "loading" });
    const seen: string[] = [];
    const unsubscribe = sessionStore.subscribe(() => seen.push(sessionStore.get().status));
    await syncSession();
    unsubscribe();
    expect(sessionStore.get()).toEqual({ data: session, status: "authenticated" });
    expect(seen).toEqual(["authenticated"]);
  });

  it("polls and refetches on focus only while signed in; another tab's message always refetches, without echoing it", async () => {
    let answer: unknown = session;
    const b = browser({ "GET /custom/auth/session": () => ({ body: answer }) });
    await syncSession();
    answer = {};
    await syncSession("poll");
    expect(sessionStore.get().status).toBe("unauthenticated");
    await syncSession("poll");
    await syncSession("visibilitychange");
    expect(b.calls).toHaveLength(2);
    localStorage.setItem(BROADCAST_KEY, "untouched");
    answer = session;
    await syncSession("storage");
    expect(b.calls).toHaveLength(3);
    expect(localStorage.getItem(BROADCAST_KEY)).toBe("untouched");
    expect(sessionStore.get().status).toBe("authenticated");
  });

  it("hears next-auth's nextauth.message session broadcasts and nothing else", () => {
    const b = browser({});
    const heard = vi.fn();
    const unsubscribe = onSessionBroadcast(heard);
    b.storageEvent("other.key", JSON.stringify({ event: "session", data: { trigger: "signout" } }));
    b.storageEvent(BROADCAST_KEY, "not json");
    b.storageEvent(BROADCAST_KEY, JSON.stringify({ event: "session" }));
    b.storageEvent(BROADCAST_KEY, JSON.stringify({ event: "other", data: {} }));
    expect(heard).not.toHaveBeenCalled();
    b.storageEvent(BROADCAST_KEY, JSON.stringify({ event: "session", data: { trigger: "signout" }, timestamp: 1 }));
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
    b.storageEvent(BROADCAST_KEY, JSON.stringify({ event: "session", data: { trigger: "getSession" } }));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe("signOut", () => {
  it("posts the CSRF token and callbackUrl as a form, broadcasts signout, then goes where the server says", async () => {
    const b = browser({
      "GET /custom/auth/csrf": { body: { csrfToken: "tok" } },
      "POST /custom/auth/signout": { body: { url: "http://localhost/auth/signin" } },
    });
    await signOut({ callbackUrl: "/auth/signin" });
    const post = b.calls.find((c) => c.method === "POST")!;
    expect(post.url).toBe("/custom/auth/signout");
    expect(post.headers["Content-Type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(post.body))).toEqual({ csrfToken: "tok", callbackUrl: "/auth/signin", json: "true" });
    expect(b.broadcast()).toMatchObject({ event: "session", data: { trigger: "signout" } });
    expect(b.location.href).toBe("http://localhost/auth/signin");
  });

  it("without redirect, stays on the page and brings the session up to date", async () => {
    const b = browser({
      "GET /custom/auth/csrf": { body: { csrfToken: "tok" } },
      "POST /custom/auth/signout": { body: { url: "http://localhost/auth/signin" } },
      "GET /custom/auth/session": { body: {} },
    });
    expect(await signOut({ redirect: false })).toEqual({ url: "http://localhost/auth/signin" });
    expect(b.location.href).toBe("http://localhost/marketing-dashboard/home");
    expect(sessionStore.get().status).toBe("unauthenticated");
  });
});

describe("signIn", () => {
  it("posts credentials to the callback with the CSRF token and answers the result without leaving the page", async () => {
    const b = browser({
      "GET /custom/auth/providers": { body: providers },
      "GET /custom/auth/csrf": { body: { csrfToken: "tok" } },
      "POST /custom/auth/callback/credentials": { body: { url: "http://localhost/marketing-dashboard/home" } },
      "GET /custom/auth/session": { body: session },
    });
    const result = await signIn("credentials", { email: "robin@example.com", password: "pw", redirect: false, callbackUrl: "/marketing-dashboard/home" });
    expect(result).toEqual({ ok: true, status: 200, error: null, url: "http://localhost/marketing-dashboard/home" });
    const post = b.calls.find((c) => c.method === "POST")!;
    expect(Object.fromEntries(new URLSearchParams(post.body))).toEqual({
      email: "robin@example.com",
      password: "pw",
      redirect: "false",
      csrfToken: "tok",
      callbackUrl: "/marketing-dashboard/home",
      json: "true",
    });
    expect(sessionStore.get()).toEqual({ data: session, status: "authenticated" });
  });

  it("answers the server's error for refused credentials, with no URL", async () => {
    browser({
      "GET /custom/auth/providers": { body: providers },
      "GET /custom/auth/csrf": { body: { csrfToken: "tok" } },
      "POST /custom/auth/callback/credentials": { status: 401, body: { url: "http://localhost/auth/signin?error=CredentialsSignin" } },
    });
    expect(await signIn("credentials", { email: "a@b.c", password: "x", redirect: false })).toEqual({
      ok: false,
      status: 401,
      error: "CredentialsSignin",
      url: null,
    });
  });

  it("sends an OAuth provider to the server's sign-in and follows the answered URL", async () => {
    const b = browser({
      "GET /custom/auth/providers": { body: providers },
      "GET /custom/auth/csrf": { body: { csrfToken: "tok" } },
      "POST /custom/auth/signin/github": { body: { url: "https://github.com/login/oauth/authorize?x=1" } },
    });
    await signIn("github", { callbackUrl: "/marketing-dashboard/home" });
    expect(b.location.href).toBe("https://github.com/login/oauth/authorize?x=1");
  });

  it("goes to sign-in for an unknown provider and to the error page when providers can't be read", async () => {
    const b = browser({ "GET /custom/auth/providers": { body: providers } });
    await signIn("nope", { callbackUrl: "/marketing-dashboard/home" });
    expect(b.location.href).toBe("/custom/auth/signin?callbackUrl=%2Fmarketing-dashboard%2Fhome");
    const down = browser({ "GET /custom/auth/providers": { status: 503, body: {} } });
    await signIn("credentials", {});
    expect(down.location.href).toBe("/custom/auth/error");
  });
});
