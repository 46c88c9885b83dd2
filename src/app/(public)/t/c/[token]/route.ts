import type { NextRequest } from "next/server";
import { handleClickRequest } from "@/modules/messaging";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A tracked link of a message: records the click, then 302 to the signed destination. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  return handleClickRequest(getDb(), (await params).token, request.nextUrl.searchParams.get("u"));
}
