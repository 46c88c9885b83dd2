/**
 * Landing pages on a customer's own domain: a request whose Host is a domain name other than the
 * product's own, for a one-segment path that could be a page's address, is rewritten to the hosted
 * route as `/p/~<host>/<slug>`; that route serves it only if the host is a verified custom domain of
 * a workspace (website_domains). Pure and cheap: the product's own host (and localhost, addresses)
 * returns at the first comparison.
 */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const PAGE_PATH = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
/** First path segments of the product itself, never a page on a custom domain. */
const PRODUCT_SEGMENTS = new Set(["marketing-dashboard", "auth", "api", "invite", "p", "f", "t", "u"]);

export function customHostRewrite(host: string | null, ownHost: string, pathname: string): string | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, "");
  if (name === ownHost || !DOMAIN.test(name)) return null;
  const slug = PAGE_PATH.exec(pathname)?.[1];
  if (!slug || PRODUCT_SEGMENTS.has(slug)) return null;
  return `/p/~${name}/${slug}`;
}
