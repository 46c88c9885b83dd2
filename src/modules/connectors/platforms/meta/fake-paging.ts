/** Graph API cursor paging and field selection, as the Meta stand-in answers lists. */
import type { FakeRequest } from "../../fakes/kit";

const cursor = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");
const offsetOf = (after: string | null) => {
  if (!after) return 0;
  const m = /^o:(\d+)$/.exec(Buffer.from(after, "base64url").toString("utf8"));
  return m ? Number(m[1]) : 0;
};

/**
 * One page of a list: `limit` items (default 25, at most `cap`) after the `after` cursor, with
 * `paging.cursors` and, while more remain, `paging.next` (an absolute URL at the real host).
 */
export function pageOf<T>(items: readonly T[], req: FakeRequest, cap: number) {
  const limit = Math.max(1, Math.min(Number(req.query.get("limit")) || 25, cap));
  const offset = offsetOf(req.query.get("after"));
  const data = items.slice(offset, offset + limit);
  const paging: { cursors: { before: string; after: string }; next?: string } = { cursors: { before: cursor(offset), after: cursor(offset + limit) } };
  if (offset + limit < items.length) {
    const next = new URLSearchParams(req.query);
    next.set("after", cursor(offset + limit));
    paging.next = `https://graph.facebook.com${req.path}?${next.toString()}`;
  }
  return { data, paging };
}

/** The object with only the keys asked for (Graph returns the fields you name). */
export function pick<T extends object>(row: T, keep: ReadonlySet<string>): T {
  return Object.fromEntries(Object.entries(row).filter(([k]) => keep.has(k))) as T;
}
