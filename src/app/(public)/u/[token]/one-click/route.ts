import { handleOneClick } from "@/modules/messaging";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ token: string }> };

/** RFC 8058 one-click unsubscribe: the mailbox provider posts List-Unsubscribe=One-Click. */
export async function POST(request: Request, { params }: Params) {
  return handleOneClick(getDb(), (await params).token, request);
}

/** A person opening the one-click address sees the unsubscribe page (a GET never unsubscribes). */
export async function GET(_request: Request, { params }: Params) {
  return new Response(null, { status: 303, headers: { Location: `/u/${encodeURIComponent((await params).token)}` } });
}
