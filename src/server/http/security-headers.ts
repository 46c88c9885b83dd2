/**
 * The security headers every response carries. Pure: the proxy passes a fresh nonce per request,
 * whether this is a development server, and whether the site is served over https.
 *
 * No `import "server-only"`: next.config.ts imports this file too (static assets get the
 * nonce-free variant), and it holds no secret.
 */

export type SecurityHeaderOptions = {
  nonce: string;
  dev: boolean;
  https: boolean;
  /** Hosts the configured analytics and ad tags send to (none unless a tag id is set). */
  tags?: { connect: string[]; img: string[] };
};

/** HSTS for two years; sent only by a production site behind https. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** A random base64 nonce, unguessable and fresh for every request. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

/** The Content-Security-Policy directives; `scriptSources` differs between pages and static files. */
function contentSecurityPolicy(scriptSources: string[], https: boolean, tags: SecurityHeaderOptions["tags"] = { connect: [], img: [] }): string {
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    // Radix and React set style attributes, so inline styles stay allowed (scripts don't).
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...tags.img].join(" "),
    "font-src 'self' data:",
    ["connect-src 'self'", ...tags.connect].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

type TagIds = {
  NEXT_PUBLIC_GA_ID?: string;
  NEXT_PUBLIC_GTM_ID?: string;
  NEXT_PUBLIC_PIXEL_ID?: string;
  NEXT_PUBLIC_POSTHOG_KEY?: string;
  NEXT_PUBLIC_POSTHOG_HOST?: string;
};

/**
 * Hosts the product's own analytics and ad tags send to (analytics' ProductAnalytics loads them once
 * the visitor agrees), allowed only for the tags whose ids are set. The tags' scripts need no entry:
 * a nonced script adds them, which 'strict-dynamic' allows.
 */
export function tagSources(ids: TagIds): { connect: string[]; img: string[] } {
  const connect: string[] = [];
  const img: string[] = [];
  if (ids.NEXT_PUBLIC_GA_ID || ids.NEXT_PUBLIC_GTM_ID) {
    const google = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];
    connect.push(...google);
    img.push(...google);
  }
  if (ids.NEXT_PUBLIC_PIXEL_ID) {
    connect.push("https://www.facebook.com");
    img.push("https://www.facebook.com");
  }
  if (ids.NEXT_PUBLIC_POSTHOG_KEY && ids.NEXT_PUBLIC_POSTHOG_HOST) {
    try {
      connect.push(new URL(ids.NEXT_PUBLIC_POSTHOG_HOST).origin);
    } catch {
      // A malformed host is refused by src/env.ts at start-up.
    }
  }
  return { connect, img };
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
export function securityHeaders({ nonce, dev, https, tags }: SecurityHeaderOptions): Record<string, string> {
  const scripts = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])];
  return { "Content-Security-Policy": contentSecurityPolicy(scripts, https, tags), ...commonHeaders({ dev, https }) };
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
