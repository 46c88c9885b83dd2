import { cookies } from "next/headers";
import { handleReportPdf } from "@/modules/reporting";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
// Chromium renders the page in this process's pool: Node.js, and time to wait for a busy report.
export const runtime = "nodejs";
export const maxDuration = 120;

/** A report page as a PDF download (see the reporting module's handleReportPdf). */
export async function GET(request: Request) {
  return handleReportPdf({ db: getDb(), cookies: await cookies(), headers: request.headers, url: new URL(request.url) });
}
