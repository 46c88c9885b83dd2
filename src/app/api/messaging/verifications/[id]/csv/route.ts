import { cookies } from "next/headers";
import { handleVerificationCsv } from "@/modules/messaging";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A verification run's results as CSV, streamed (see the messaging module's handleVerificationCsv). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const [{ id }, cookieStore] = await Promise.all([params, cookies()]);
  return handleVerificationCsv({ db: getDb(), cookies: cookieStore, headers: request.headers, id });
}
