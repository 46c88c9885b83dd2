export const dynamic = "force-dynamic";

/** Liveness: the process answers. */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
