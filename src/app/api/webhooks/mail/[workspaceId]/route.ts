import { handleMailWebhook } from "@/modules/messaging";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A sending provider's bounce and complaint events (Mailgun's format), verified by signature. */
export async function POST(request: Request, { params }: { params: Promise<{ workspaceId: string }> }) {
  return handleMailWebhook(getDb(), (await params).workspaceId, request);
}
