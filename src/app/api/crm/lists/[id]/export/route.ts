import { cookies } from "next/headers";
import { handleListExport } from "@/modules/crm";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A list or segment as CSV, streamed (see the crm module's handleListExport). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const [{ id }, cookieStore] = await Promise.all([params, cookies()]);
  return handleListExport({ db: getDb(), cookies: cookieStore, headers: request.headers, listId: id });
}
