import { handleUnsubscribeForm } from "@/modules/messaging";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ token: string }> };

/** The unsubscribe page's button. */
export async function POST(_request: Request, { params }: Params) {
  return handleUnsubscribeForm(getDb(), (await params).token);
}

/** Opening the form's address shows the page (a GET never unsubscribes). */
export async function GET(_request: Request, { params }: Params) {
  return new Response(null, { status: 303, headers: { Location: `/u/${encodeURIComponent((await params).token)}` } });
}
