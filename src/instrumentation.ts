/** Next.js start-up hook: the web process migrates, seeds and runs the job queue itself. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { boot } = await import("./server/boot");
  await boot();
}
