import { handlePreferencesForm } from "@/modules/messaging";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ token: string }> };

/** The preference centre's form: saved at once, then the page again. */
export async function POST(request: Request, { params }: Params) {
  return handlePreferencesForm(getDb(), (await params).token, request);
}

export async function GET(_request: Request, { params }: Params) {
  return new Response(null, { status: 303, headers: { Location: `/u/${encodeURIComponent((await params).token)}/preferences` } });
}
