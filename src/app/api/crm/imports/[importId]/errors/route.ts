import { handleImportErrorsDownload } from "@/modules/crm";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** The rows an import couldn't take, with the reasons, as a CSV download. */
export async function GET(req: Request, { params }: { params: Promise<{ importId: string }> }) {
  const { importId } = await params;
  return handleImportErrorsDownload(req, importId, { db: getDb() });
}
