import path from "node:path";
import { env } from "@/env";
import { handleImportUpload } from "@/modules/crm";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** Uploads a contacts CSV for import: streamed to disk, never held in memory. */
export function POST(req: Request) {
  return handleImportUpload(req, { db: getDb(), dataDir: path.resolve(env.DATA_DIR) });
}
