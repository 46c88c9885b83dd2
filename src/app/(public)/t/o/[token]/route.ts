import { handleOpenRequest } from "@/modules/messaging";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** The open pixel of a message: always a transparent GIF. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  return handleOpenRequest(getDb(), (await params).token);
}
