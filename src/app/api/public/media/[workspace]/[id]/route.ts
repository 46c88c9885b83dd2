import type { NextRequest } from "next/server";
import { handlePublicMedia } from "@/modules/assets";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ workspace: string; id: string }> };

/** An image of a workspace's media library in use on a published page (its public, stable address). */
export async function GET(request: NextRequest, { params }: Params) {
  const { workspace, id } = await params;
  return handlePublicMedia(getDb(), workspace, id, request.headers.get("if-none-match"));
}

export async function HEAD(request: NextRequest, { params }: Params) {
  const { workspace, id } = await params;
  return handlePublicMedia(getDb(), workspace, id, request.headers.get("if-none-match"), "HEAD");
}
