import NextAuth, { type AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The app keeps next-auth's default cookies (src/server/auth/options.ts sets neither `cookies` nor
 * `useSecureCookies`). This signs in through next-auth itself and reads the Set-Cookie it answers.
 */
const options: AuthOptions = {
  secret: "test-secret-test-secret-test-secret-0123456789",
  session: { strategy: "jwt" },
  providers: [CredentialsProvider({ credentials: {}, authorize: () => ({ id: "user-1", email: "pat@example.test" }) })],
};

type FakeResponse = { headers: Map<string, string | string[]>; body?: unknown };

/** Calls next-auth's API handler with a Node-style request and response, as the pages router does. */
async function call(action: string[], init: { method: string; cookies?: Record<string, string>; body?: Record<string, string> }) {
  const out: FakeResponse = { headers: new Map() };
  const res = {
    status: () => res,
    getHeader: (name: string) => out.headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string | string[]) => out.headers.set(name.toLowerCase(), value),
    send: (body: unknown) => void (out.body = body),
    json: (body: unknown) => void (out.body = body),
    end: () => undefined,
  };
  const req = { query: { nextauth: action }, method: init.method, headers: { host: "app.example" }, cookies: init.cookies ?? {}, body: init.body };
  await NextAuth(req as never, res as never, options);
  return out;
}

/** The Set-Cookie lines of a response, by cookie name. */
function setCookies(res: FakeResponse): Map<string, string> {
  const raw = res.headers.get("set-cookie") ?? [];
  const lines = Array.isArray(raw) ? raw : [raw];
  return new Map(lines.map((line) => [line.slice(0, line.indexOf("=")), line]));
}

async function signIn(): Promise<Map<string, string>> {
  const csrf = await call(["csrf"], { method: "GET" });
  const [csrfName, csrfLine] = [...setCookies(csrf)].find(([name]) => name.endsWith("next-auth.csrf-token"))!;
  const csrfCookie = decodeURIComponent(csrfLine.slice(csrfName.length + 1).split(";")[0]!);
  const { csrfToken } = csrf.body as { csrfToken: string };
  const signedIn = await call(["callback", "credentials"], { method: "POST", cookies: { [csrfName]: csrfCookie }, body: { csrfToken, json: "true" } });
  return setCookies(signedIn);
}

afterEach(() => vi.unstubAllEnvs());

describe("session cookie (next-auth defaults)", () => {
  it("is HttpOnly and SameSite=Lax, without Secure on a plain-http site", async () => {
    vi.stubEnv("NEXTAUTH_URL", "http://app.example/api/auth");
    const session = (await signIn()).get("next-auth.session-token");
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).not.toMatch(/; Secure/);
  });

  it("is Secure with the __Secure- prefix when the auth URL is https", async () => {
    vi.stubEnv("NEXTAUTH_URL", "https://app.example/api/auth");
    const session = (await signIn()).get("__Secure-next-auth.session-token");
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Secure/);
  });
});
