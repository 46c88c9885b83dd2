import { cookies } from "next/headers";
import { handleSubmissionsCsv } from "@/modules/website";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A site form's submissions as CSV, streamed (see the website module's form-submissions-csv). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const [{ id }, cookieStore] = await Promise.all([params, cookies()]);
  return handleSubmissionsCsv({ db: getDb(), cookies: cookieStore, headers: request.headers, formId: id });
}
