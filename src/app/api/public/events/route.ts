import { handleSiteEvents, publicPreflight } from "@/modules/website";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** The site script's event beacons. */
export function POST(request: Request) {
  return handleSiteEvents(getDb(), request);
}

export function OPTIONS() {
  return publicPreflight();
}
