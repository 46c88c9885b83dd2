import type { reportRequestError as reportRequestErrorType } from "@/modules/analytics";

/**
 * Next.js start-up hook: the web process migrates, seeds and runs the job queue itself, and starts
 * error reporting (the analytics module; the browser's is src/instrumentation-client.ts). The
 * product runs no edge routes, so only the Node.js runtime starts the SDK.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerErrorReporting } = await import("@/modules/analytics");
  await startServerErrorReporting();
  const { boot } = await import("./server/boot");
  await boot();
}

/** A server component, route handler or action threw: reported with the request's workspace. */
export async function onRequestError(...args: Parameters<typeof reportRequestErrorType>) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("@/modules/analytics");
  await reportRequestError(...args);
}
