/**
 * True when an address's path holds a percent sign that doesn't start a valid UTF-8 escape ("%ZZ",
 * "%E0%A4%A", a lone "%"). Next.js answers such a path 500 when it decodes a dynamic segment, so
 * the proxy answers it 400 first.
 */
export function hasMalformedEncoding(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The answer to such a path: a plain sentence, nothing echoed back. */
export const MALFORMED_PATH_MESSAGE = "This address isn't valid. Check it for stray % signs and try again.";
