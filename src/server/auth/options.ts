import "server-only";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { AuthOptions } from "next-auth";
import type { Adapter } from "next-auth/adapters";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { env } from "@/env";
import { accounts, clearSignInFailures, recordSignInFailure, sessions, users, verificationTokens, verifyCredentials } from "@/modules/identity";
import { clientLogCode } from "@/modules/identity/auth-errors";
import { getDb } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { clientIp } from "./client-ip";
import { AUTH_PAGES, SESSION_MAX_AGE_SECONDS } from "@/lib/auth-constants";

const credentials = z.object({ email: z.string().trim().toLowerCase().max(254), password: z.string().min(1).max(200) });

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
        async authorize(raw, req) {
          const parsed = credentials.safeParse(raw);
          if (!parsed.success) return null;
          const ip = clientIp(new Headers(req.headers as Record<string, string>));
          const user = await verifyCredentials(db, parsed.data.email, parsed.data.password);
          if (!user) {
            await recordSignInFailure(db, parsed.data.email, ip);
            log.info({ event: "sign_in_failed", ip }, "sign-in failed");
            return null;
          }
          await clearSignInFailures(db, parsed.data.email, ip);
          log.info({ event: "sign_in", userId: user.id, ip }, "signed in");
          return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user, trigger, session }) {
        if (user && "sessionVersion" in user) token.sv = user.sessionVersion;
        // The spec's "session update" (POST with csrfToken and data): only the display name may change.
        if (trigger === "update" && typeof session?.name === "string") token.name = session.name.slice(0, 120);
        return token;
      },
      session({ session, token }) {
        if (session.user && token.sub) session.user.id = token.sub;
        return session;
      },
    },
    logger: {
      error: (code, metadata) => {
        const kept = clientLogCode(code, metadata);
        log.error({ code: kept, metadata }, `auth error ${kept}`);
      },
      warn: (code) => log.warn({ code }, `auth warning ${code}`),
      debug: (code, metadata) => log.debug({ code, metadata }, `auth debug ${code}`),
    },
  };
  return cached;
}
