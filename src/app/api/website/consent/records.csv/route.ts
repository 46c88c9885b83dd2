import { cookies } from "next/headers";
import { handleConsentRecordsCsv } from "@/modules/website";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** The workspace's site consent records as CSV (see the website module's consent-records-csv). */
export async function GET(request: Request) {
  const cookieStore = await cookies();
  return handleConsentRecordsCsv({ db: getDb(), cookies: cookieStore, headers: request.headers, search: new URL(request.url).searchParams });
}
