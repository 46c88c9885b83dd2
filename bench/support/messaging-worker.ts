/**
 * A delivery worker for bench/messaging-crash.ts, run as its own process (the parent SIGKILLs it):
 * runs the delivery job's `deliverSend` for one send until the send is complete, as the
 * `messaging.deliver` job and the sweep would, then exits. Tells the parent over IPC when it is up.
 * BENCH_WORKER_DB, BENCH_WORKSPACE, BENCH_SEND, BENCH_LEASE_MS.
 */
export {};

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";

const { openPostgres } = await import("../../src/server/db/client");
const { deliverSend } = await import("../../src/modules/messaging/engine/deliver");

const handle = openPostgres(process.env.BENCH_WORKER_DB!, 4);
const data = { workspaceId: process.env.BENCH_WORKSPACE!, sendId: process.env.BENCH_SEND! };
const leaseMs = Number(process.env.BENCH_LEASE_MS ?? 2_000);
process.send?.({ type: "up" });
for (;;) {
  // A run that fails is run again, as the queue retries a failed job.
  const report = await deliverSend(handle.db, data, { leaseMs }).catch((error: unknown) => {
    console.error("worker: delivery run failed, running again", error);
    return { status: "retry" as const };
  });
  if (report.status === "completed" || report.status === "stopped") break;
  // Rows still leased by a killed worker: wait for their lease to run out, as the sweep would.
  await new Promise((resolve) => setTimeout(resolve, 250));
}
await handle.close();
process.exit(0);
