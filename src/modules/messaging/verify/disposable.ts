import { disposableEmailBlocklistSet } from "disposable-email-domains-js";

/**
 * Disposable (throwaway) mail domains, from the maintained `disposable-email-domains` list packaged
 * by `disposable-email-domains-js`. The package's own `isDisposableEmailDomain` builds a Set of the
 * whole list on every call; the set is built once here.
 */
let blocklist: ReadonlySet<string> | undefined;

/**
 * The listed domain an ASCII domain belongs to (itself, or a parent: inbox.mailinator.com is
 * mailinator.com's), or null when it isn't disposable.
 */
export function disposableDomainOf(domain: string): string | null {
  blocklist ??= disposableEmailBlocklistSet();
  const labels = domain.toLowerCase().split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join(".");
    if (blocklist.has(candidate)) return candidate;
  }
  return null;
}
