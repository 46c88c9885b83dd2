/**
 * The client's address for the sign-in throttle's per-address limit. The web server entry
 * (scripts/server.mjs, src/server/http/forwarded.mjs) has already decided it from the TCP peer and
 * TRUSTED_PROXIES and written it as the only X-Forwarded-For value; nothing a client sends survives
 * that, so this just reads it (X-Real-IP is never trusted). Null when absent (a request that didn't
 * come through the server, such as a test): the per-address limit is then skipped.
 */
export function clientIp(headers: { get(name: string): string | null }): string | null {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || null;
}
