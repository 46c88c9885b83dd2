import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { AUTH_PAGES } from "@/lib/auth-constants";
import { throttledErrorCode } from "@/modules/identity";

/**
 * How a refusal of the sign-in throttle reaches the person. The throttle decides inside the
 * credentials check (`authorize`), which next-auth can only let fail with an error code; the route
 * handler runs each request in a scope where that refusal is noted, and turns next-auth's answer
 * into the one the sign-in page understands: 429 with Retry-After, `TOO_MANY_REQUESTS`, the wait,
 * and a sign-in URL whose `error` is `TooManyRequests:<seconds>`.
 */
type Refusal = { retryAfterSeconds: number | null };
const refusals = new AsyncLocalStorage<Refusal>();

/** The error `authorize` throws for a throttled attempt; next-auth passes its message on as the error code. */
export class SignInThrottledError extends Error {
  override name = "SignInThrottledError";
  constructor(readonly retryAfterSeconds: number) {
    super(throttledErrorCode(retryAfterSeconds));
    const refusal = refusals.getStore();
    if (refusal) refusal.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Runs next-auth for one request; a throttled attempt answers 429 instead of next-auth's error redirect. */
export async function answeringThrottle(req: Request, run: () => Promise<Response>): Promise<Response> {
  const refusal: Refusal = { retryAfterSeconds: null };
  const response = await refusals.run(refusal, run);
  if (refusal.retryAfterSeconds === null) return response;
  const seconds = refusal.retryAfterSeconds;
  const url = new URL(AUTH_PAGES.signIn, req.url);
  url.searchParams.set("error", throttledErrorCode(seconds));
  return Response.json(
    { url: url.toString(), error: "TOO_MANY_REQUESTS", retryAfterSeconds: seconds },
    { status: 429, headers: { "Retry-After": String(seconds), "Cache-Control": "no-store" } },
  );
}
