import { handlePopupsConfig, publicPreflight } from "@/modules/website";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A workspace's live pop-ups, as the site script reads them. */
export function GET(request: Request) {
  return handlePopupsConfig(getDb(), request);
}

export function OPTIONS() {
  return publicPreflight();
}
