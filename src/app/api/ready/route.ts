import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { isBossReady } from "@/server/jobs/boss";

export const dynamic = "force-dynamic";

/** Readiness: the database answers and the job queue is started. */
export async function GET() {
  const database = await getDb()
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
  const queue = await isBossReady();
  const ready = database && queue;
  return Response.json(
    { status: ready ? "ready" : "not_ready", checks: { database, queue } },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
