import "server-only";

/**
 * The hosted pages' in-process cache: the rendered HTML of a published snapshot, keyed by
 * workspace slug + page slug and carrying the published version it was rendered from. Publishing,
 * unpublishing, renaming or deleting a page forgets its entry in this process at once; entries
 * also expire after a minute, which bounds what a change made elsewhere (a workspace's new slug,
 * another server process) can leave stale. Unknown addresses are remembered briefly too, so a
 * flood of made-up addresses doesn't become a flood of queries.
 */
export type HostedEntry =
  | { workspaceId: string; pageId: string; pageSlug: string; version: number; html: string; csp: string; etag: string }
  | { missing: true; workspaceId: string | null; pageSlug: string };

const TTL_MS = 60_000;
const MISSING_TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

type Slot = { entry: HostedEntry; expires: number };
const globalCache = globalThis as unknown as { __aimtHostedPages?: Map<string, Slot> };
const cache = (globalCache.__aimtHostedPages ??= new Map<string, Slot>());

const keyOf = (workspaceSlug: string, pageSlug: string) => `${workspaceSlug}\u0000${pageSlug}`;

export function cachedHostedPage(workspaceSlug: string, pageSlug: string, now = Date.now()): HostedEntry | null {
  const key = keyOf(workspaceSlug, pageSlug);
  const slot = cache.get(key);
  if (!slot) return null;
  if (slot.expires <= now) {
    cache.delete(key);
    return null;
  }
  return slot.entry;
}

export function rememberHostedPage(workspaceSlug: string, pageSlug: string, entry: HostedEntry, now = Date.now()): void {
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(keyOf(workspaceSlug, pageSlug), { entry, expires: now + ("missing" in entry ? MISSING_TTL_MS : TTL_MS) });
}

/** Forgets a page's entry (and the remembered "not found" for its address) in this process. */
export function forgetHostedPage(workspaceId: string, pageSlug: string): void {
  for (const [key, slot] of cache) {
    if (slot.entry.pageSlug === pageSlug && (slot.entry.workspaceId === workspaceId || slot.entry.workspaceId === null)) cache.delete(key);
  }
}

/** Forgets every entry of one site (`~<host>` for a custom domain), e.g. when the domain is verified or removed. */
export function forgetHostedSite(workspaceSlug: string): void {
  const prefix = `${workspaceSlug}\u0000`;
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}

/** Forgets every entry of one workspace, e.g. when its consent banner changes. */
export function forgetHostedWorkspace(workspaceId: string): void {
  for (const [key, slot] of cache) if (slot.entry.workspaceId === workspaceId) cache.delete(key);
}
