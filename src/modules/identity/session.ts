/**
 * The identity module's browser session surface (spec §4, §7): the session hook and provider, and
 * sign-in / sign-out over next-auth's REST protocol. Other modules and the root providers reach the
 * session hook and provider through `client.ts`.
 */
export { SessionClient, useSession } from "./ui/session-client";
export {
  getCsrfToken,
  getProviders,
  getSession,
  signIn,
  signOut,
  type ClientSafeProvider,
  type SessionState,
  type SessionStatus,
  type SignInResult,
} from "./ui/auth-client";
