/**
 * A sentence for every auth error a person can be sent to a page with (spec §8): the `error` query
 * parameter next-auth puts on its redirects, and the server-side codes its logger reports.
 */
export const authErrorMessages: Record<string, string> = {
  // Redirect errors (the `error` query parameter).
  SessionRequired: "Please sign in to see that page.",
  CredentialsSignin: "That email and password don't match an account. Check them and try again.",
  Signin: "We couldn't start signing you in. Try again.",
  OAuthSignin: "We couldn't reach that sign-in provider. Try again, or use another way to sign in.",
  OAuthCallback: "The sign-in provider sent back an answer we couldn't accept. Try again.",
  OAuthCallbackError: "The sign-in provider sent back an answer we couldn't accept. Try again.",
  OAuthCreateAccount: "We couldn't create your account from that provider. Try another way to sign in.",
  EmailCreateAccount: "We couldn't create an account for that email. Try again.",
  Callback: "Something went wrong while finishing sign-in. Try again.",
  OAuthAccountNotLinked: "That email already has an account. Sign in the way you first did, then link this provider.",
  AccountNotLinkedError: "That email already has an account. Sign in the way you first did, then link this provider.",
  EmailSignin: "We couldn't send the sign-in email. Check the address and try again.",
  Verification: "That sign-in link has expired or was already used. Ask for a new one.",
  AccessDenied: "You don't have access to that. Ask a workspace admin to invite you.",
  Configuration: "Sign-in isn't configured correctly on this server. Tell your administrator.",
  Default: "Something went wrong while signing in. Try again.",
  UnknownError: "Something went wrong while signing in. Try again.",
  // Server configuration codes (logged by next-auth; shown on the error page when passed along).
  MISSING_NEXTAUTH_API_ROUTE_ERROR: "The sign-in service is not installed on this server. Tell your administrator.",
  NO_SECRET: "Sign-in has no secret configured on this server. Tell your administrator.",
  CALLBACK_CREDENTIALS_HANDLER_ERROR: "Password sign-in is misconfigured on this server. Tell your administrator.",
  EMAIL_REQUIRES_ADAPTER_ERROR: "Email sign-in needs a database on this server. Tell your administrator.",
  MISSING_ADAPTER_METHODS_ERROR: "The sign-in database is incomplete on this server. Tell your administrator.",
  CALLBACK_CREDENTIALS_JWT_ERROR: "Password sign-in needs session tokens on this server. Tell your administrator.",
  INVALID_CALLBACK_URL_ERROR: "That sign-in link points somewhere we don't trust, so we stopped.",
  CLIENT_FETCH_ERROR: "We couldn't reach the sign-in service. Check your connection and try again.",
  // Our own.
  ProvidersUnavailable: "We couldn't load the ways to sign in. Check your connection and try again.",
};

/** "2 minutes", "45 seconds": how long to wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The error code of the sign-in throttle's answer, carrying the wait: "TooManyRequests:120". */
export const throttledErrorCode = (retryAfterSeconds: number) => `TooManyRequests:${retryAfterSeconds}`;

export function authErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  const throttled = /^TooManyRequests(?::(\d+))?$/.exec(code);
  if (throttled) {
    const wait = Number(throttled[1] ?? 600);
    return `Too many failed sign-in attempts. For your security, try again in ${waitInWords(wait)}.`;
  }
  return authErrorMessages[code] ?? authErrorMessages.Default!;
}

/**
 * Only same-site paths may be used as where to go after sign-in; anything else goes home.
 * (next-auth checks it on the server as well.)
 */
export function safeCallbackPath(callbackUrl: string | null | undefined, origin: string, fallback = "/marketing-dashboard/home"): string {
  if (!callbackUrl) return fallback;
  try {
    const url = new URL(callbackUrl, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * The code a client log entry is kept under. next-auth's browser client reports a failed session
 * fetch as CLIENT_FETCH_ERROR on the session URL; the spec (§8) names it CLIENT_SESSION_ERROR.
 */
export function clientLogCode(code: string, metadata: unknown): string {
  const url = (metadata as { url?: unknown } | null)?.url;
  if (code === "CLIENT_FETCH_ERROR" && typeof url === "string" && /\/session(\?|$)/.test(url)) return "CLIENT_SESSION_ERROR";
  return code;
}
