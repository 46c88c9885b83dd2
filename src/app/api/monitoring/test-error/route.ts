import { env } from "@/env";

export const dynamic = "force-dynamic";

/**
 * A server error on purpose, for the end-to-end check of error reporting (e2e/specs/analytics):
 * mounted only when ERROR_REPORTING_TEST_ROUTE is on (the Playwright config sets it); otherwise a
 * plain 404, as for any unknown address.
 */
export function GET() {
  if (!env.ERROR_REPORTING_TEST_ROUTE) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  throw new Error("Error reporting check: a server error thrown on purpose");
}
