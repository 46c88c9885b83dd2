/**
 * The identity module's browser session surface (spec §4, §7): the session hook and provider, and
 * sign-in / sign-out over next-auth's REST protocol. Kept apart from `client.ts` so the root
 * providers load only this.
 */
export { SessionClient, useSession } from "./ui/session-client";
export { getCsrfToken, getProviders, getSession, signIn, signOut, type ClientSafeProvider, type SessionState, type SessionStatus, type SignInResult } from "./ui/auth-client";
