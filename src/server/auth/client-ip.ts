/**
 * The client's address as the reverse proxy reports it (first X-Forwarded-For hop, or X-Real-IP).
 * Null when no proxy says: the per-address throttle is then skipped rather than lumping every
 * direct client into one bucket.
 */
export function clientIp(headers: { get(name: string): string | null }): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || null;
}
