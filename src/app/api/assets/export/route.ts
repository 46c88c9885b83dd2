import { cookies } from "next/headers";
import { handleAssetExport } from "@/modules/assets";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** Assets as the CSV their ad platform imports (see the assets module's handleAssetExport). */
export async function GET(request: Request) {
  return handleAssetExport({ db: getDb(), cookies: await cookies(), headers: request.headers, url: request.url });
}
