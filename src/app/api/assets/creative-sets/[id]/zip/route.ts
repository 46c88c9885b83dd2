import { cookies } from "next/headers";
import { handleCreativeSetZip } from "@/modules/assets";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A saved creative set's images as one ZIP (see the assets module's handleCreativeSetZip). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleCreativeSetZip({ db: getDb(), cookies: await cookies(), headers: request.headers, id: (await params).id });
}
