import "server-only";

export type SameOriginVerdict = { ok: true } | { ok: false; message: string };

type HeaderReader = { get(name: string): string | null };

/** The media type without parameters: "application/json; charset=utf-8" → "application/json". */
function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The host (with port) an Origin header names; null for "null" or anything that isn't a URL. */
function originHost(origin: string | null): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host : null;
  } catch {
    return null;
  }
}

/**
 * The host the request was addressed to: Host, or X-Forwarded-Host. The server entry
 * (src/server/http/forwarded.mjs) keeps X-Forwarded-Host only when a trusted proxy (TRUSTED_PROXIES)
 * sent it, so a client can't name a host of its own choosing here.
 */
function requestHosts(headers: HeaderReader): string[] {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = headers.get("host")?.trim();
  return [forwarded, host].filter((h): h is string => Boolean(h)).map((h) => h.toLowerCase());
}

/**
 * The one rule for "this request comes from this site's own pages": the browser says it is
 * same-origin (Sec-Fetch-Site), or its Origin names the host the request was addressed to. On its
 * own it serves uploads whose body isn't JSON (the CRM import's CSV); tRPC adds the JSON rule below.
 */
export function checkSameOrigin(headers: HeaderReader): SameOriginVerdict {
  if (headers.get("sec-fetch-site")?.trim().toLowerCase() === "same-origin") return { ok: true };
  const origin = originHost(headers.get("origin"));
  if (origin && requestHosts(headers).includes(origin)) return { ok: true };
  return { ok: false, message: "Requests that change data must come from this site." };
}

/**
 * A mutation is accepted only as JSON sent by this site's own pages: the body is application/json
 * (a form on another site can't send that without a CORS preflight), and `checkSameOrigin` holds.
 */
export function checkSameOriginJson(headers: HeaderReader): SameOriginVerdict {
  if (mediaType(headers.get("content-type")) !== "application/json") {
    return { ok: false, message: "Requests that change data must be sent as JSON." };
  }
  return checkSameOrigin(headers);
}
