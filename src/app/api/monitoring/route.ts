import { env } from "@/env";
import { handleErrorTunnel } from "@/modules/analytics";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** The error-reporting SDK's tunnel (ERROR_TUNNEL_PATH): envelopes as raw bytes, gzip accepted. */
export function POST(request: Request) {
  return handleErrorTunnel(request, { db: getDb(), configuredDsn: env.NEXT_PUBLIC_SENTRY_DSN });
}
