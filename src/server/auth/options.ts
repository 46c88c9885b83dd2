import "server-only";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { AuthOptions } from "next-auth";
import type { Adapter } from "next-auth/adapters";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { env } from "@/env";
import { text } from "@/lib/text";
import { accounts, attemptPasswordSignIn, emailSignInAllowed, getSessionVersion, hasAccountFor, sessions, users, verificationTokens } from "@/modules/identity";
import { captureProductEvent } from "@/modules/analytics";
import { createFirstWorkspace } from "@/modules/identity";
import { clientLogCode } from "@/modules/identity";
import { getDb } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { clientIp } from "./client-ip";
import { emailProviders } from "./email-provider";
import { oauthProviders } from "./oauth-providers";
import { SignInThrottledError } from "./throttle-answer";
import { AUTH_PAGES, SESSION_MAX_AGE_SECONDS } from "@/lib/auth-constants";

const credentials = z.object({ email: text().trim().toLowerCase().max(254), password: text().min(1).max(200) });

class SessionRevokedError extends Error {
  override name = "SessionRevokedError";
}

let cached: AuthOptions | undefined;

/** next-auth's options: JWT sessions, the Drizzle adapter, and the providers that are configured. */
export function authOptions(): AuthOptions {
  if (cached) return cached;
  const db = getDb();
  const log = getLogger().child({ area: "auth" });
  cached = {
    secret: env.NEXTAUTH_SECRET,
    adapter: DrizzleAdapter(db, {
      usersTable: users,
      accountsTable: accounts,
      sessionsTable: sessions,
      verificationTokensTable: verificationTokens,
    }) as Adapter,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: AUTH_PAGES,
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        // Every password attempt reaches this, whatever its encoding or path: the throttle decides here.
        async authorize(raw, req) {
          const parsed = credentials.safeParse(raw);
          if (!parsed.success) return null;
          const ip = clientIp(new Headers(req.headers as Record<string, string>));
          const attempt = await attemptPasswordSignIn(db, parsed.data.email, parsed.data.password, ip);
          if (attempt.outcome === "throttled") {
            log.info({ event: "sign_in_throttled", ip }, "sign-in refused by the throttle");
            throw new SignInThrottledError(attempt.retryAfterSeconds);
          }
          if (attempt.outcome === "failed") {
            log.info({ event: "sign_in_failed", ip }, "sign-in failed");
            return null;
          }
          const { user } = attempt;
          log.info({ event: "sign_in", userId: user.id, ip }, "signed in");
          return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
        },
      }),
      ...emailProviders(db),
      ...oauthProviders(),
    ],
    callbacks: {
      async signIn({ user, account, email }) {
        if (account?.provider !== "email") return true;
        // Sign-in by emailed link is for existing accounts only (sign-up makes the first workspace).
        const hasAccount = user.email ? await hasAccountFor(db, user.email) : false;
        return emailSignInAllowed({ hasAccount, verificationRequest: email?.verificationRequest === true });
      },
      async jwt({ token, user, account, trigger, session }) {
        if (user && account?.provider === "email") {
          // The adapter's user (sign-in by emailed link) carries no session version: read it.
          token.sv = (await getSessionVersion(db, user.id)) ?? 0;
        } else if (user && account?.type === "oauth") {
          // A redirect provider's user comes from the adapter: read its session version too.
          token.sv = (await getSessionVersion(db, user.id)) ?? 0;
        } else if (user && "sessionVersion" in user) {
          token.sv = user.sessionVersion;
        } else if (token.sub) {
          // A session issued before "sign out everywhere" (or for a deleted account) ends here:
          // next-auth answers no session and clears the cookie.
          const current = await getSessionVersion(db, token.sub);
          if (current === null || current !== (token.sv ?? 0)) throw new SessionRevokedError();
        }
        // The spec's "session update" (POST with csrfToken and data): only the display name may change.
        if (trigger === "update" && typeof session?.name === "string") token.name = session.name.slice(0, 120);
        return token;
      },
      session({ session, token }) {
        if (session.user && token.sub) session.user.id = token.sub;
        return session;
      },
    },
    events: {
      // Someone new through a redirect provider: their first workspace, named after them.
      async createUser({ user }) {
        const workspace = await createFirstWorkspace(db, user);
        captureProductEvent("signed_up", { workspaceId: workspace.id, userId: user.id });
        log.info({ event: "sign_up", userId: user.id }, "signed up through a sign-in provider");
      },
    },
    logger: {
      error: (code, metadata) => {
        if ((metadata as { name?: string } | undefined)?.name === SessionRevokedError.name) {
          log.info({ event: "session_revoked" }, "revoked session refused");
          return;
        }
        const kept = clientLogCode(code, metadata);
        log.error({ code: kept, metadata }, `auth error ${kept}`);
      },
      warn: (code) => log.warn({ code }, `auth warning ${code}`),
      debug: (code, metadata) => log.debug({ code, metadata }, `auth debug ${code}`),
    },
  };
  return cached;
}
