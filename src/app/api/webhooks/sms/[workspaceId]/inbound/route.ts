import { handleSmsInboundRequest } from "@/modules/messaging";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A message texted to one of the workspace's numbers (signed); answered with TwiML. */
export async function POST(request: Request, { params }: { params: Promise<{ workspaceId: string }> }) {
  const answer = await handleSmsInboundRequest(getDb(), (await params).workspaceId, request);
  return new Response(answer.body, { status: answer.status, headers: { "content-type": answer.contentType, "cache-control": "no-store" } });
}
