import { handleSenderLogo } from "@/modules/messaging";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** The sender's logo on its unsubscribe and preference pages. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  return handleSenderLogo(getDb(), (await params).token);
}
