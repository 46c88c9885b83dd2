import { handleGenerate } from "@/modules/assets";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
// Streams for as long as the model writes.
export const runtime = "nodejs";
export const maxDuration = 300;

/** Writes copy from a brand kit as server-sent events (see the assets module's handleGenerate). */
export function POST(req: Request) {
  return handleGenerate(req, { db: getDb() });
}
