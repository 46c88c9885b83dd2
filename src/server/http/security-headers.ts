/**
 * The security headers every response carries. Pure: the proxy passes a fresh nonce per request,
 * whether this is a development server, and whether the site is served over https.
 *
 * No `import "server-only"`: next.config.ts imports this file too (static assets get the
 * nonce-free variant), and it holds no secret.
 */

export type SecurityHeaderOptions = { nonce: string; dev: boolean; https: boolean };

/** HSTS for two years; sent only by a production site behind https. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** A random base64 nonce, unguessable and fresh for every request. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

/** The Content-Security-Policy directives; `scriptSources` differs between pages and static files. */
function contentSecurityPolicy(scriptSources: string[], https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    // Radix and React set style attributes, so inline styles stay allowed (scripts don't).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** The headers that don't depend on the request. */
function commonHeaders(opts: { dev: boolean; https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    ...(opts.https && !opts.dev ? { "Strict-Transport-Security": HSTS_VALUE } : {}),
  };
}

/**
 * Headers of a rendered response. Scripts run only with the nonce (Next.js puts it on its own
 * scripts when the request carries this policy); 'strict-dynamic' lets those scripts load chunks.
 * React's development build needs eval.
 */
export function securityHeaders({ nonce, dev, https }: SecurityHeaderOptions): Record<string, string> {
  const scripts = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])];
  return { "Content-Security-Policy": contentSecurityPolicy(scripts, https), ...commonHeaders({ dev, https }) };
}

/**
 * What the proxy adds to a hosted landing page (/p/…): the common headers without a policy or
 * X-Frame-Options, since the page sends its own stricter policy (hashes, its frames, frame-ancestors).
 */
export function hostedPageHeaders(opts: { dev: boolean; https: boolean }): Record<string, string> {
  const { "X-Frame-Options": _framing, ...rest } = commonHeaders(opts);
  return rest;
}

/** Headers of static files (no per-request nonce there: they are built once and cached). */
export function staticAssetHeaders(opts: { dev: boolean; https: boolean }): Record<string, string> {
  return { "Content-Security-Policy": contentSecurityPolicy(["'self'"], opts.https), ...commonHeaders(opts) };
}
