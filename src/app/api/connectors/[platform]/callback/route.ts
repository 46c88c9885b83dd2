import { cookies } from "next/headers";
import { handleConnectCallback } from "@/modules/connectors";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** The OAuth redirect URI of every platform (see the connectors module's handleConnectCallback). */
export async function GET(request: Request, { params }: { params: Promise<{ platform: string }> }) {
  const [{ platform }, cookieStore] = await Promise.all([params, cookies()]);
  return handleConnectCallback({ db: getDb(), cookies: cookieStore, headers: request.headers, url: request.url, platform });
}
