import { handleSmsStatusRequest } from "@/modules/messaging";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** The SMS provider's delivery status callback (signed with the workspace's auth token). */
export async function POST(request: Request, { params }: { params: Promise<{ workspaceId: string }> }) {
  const answer = await handleSmsStatusRequest(getDb(), (await params).workspaceId, request);
  return new Response(answer.body, { status: answer.status, headers: { "content-type": answer.contentType, "cache-control": "no-store" } });
}
