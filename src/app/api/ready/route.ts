import { sql } from "drizzle-orm";
import { isBooted } from "@/server/boot";
import { getDb } from "@/server/db/client";
import { isBossReady } from "@/server/jobs/boss";

export const dynamic = "force-dynamic";

/** Readiness: start-up has finished (migrated, seeded, queue started), the database answers and the job queue is started. */
export async function GET() {
  const started = isBooted();
  const database = await getDb()
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
  const queue = started && (await isBossReady());
  const ready = started && database && queue;
  return Response.json(
    { status: ready ? "ready" : "not_ready", checks: { started, database, queue } },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
