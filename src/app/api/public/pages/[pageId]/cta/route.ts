import type { NextRequest } from "next/server";
import { handleCtaBeacon } from "@/modules/website";
import { clientIp } from "@/server/auth/client-ip";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A hosted landing page's call-to-action click (its beacon). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ pageId: string }> }) {
  return handleCtaBeacon(getDb(), (await params).pageId, request, clientIp(request.headers));
}
