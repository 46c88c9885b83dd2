import { handleFlags, handleWireOptions } from "@/modules/analytics";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** posthog-js's feature flags (POST /flags/?v=2), served from the database (src/modules/analytics/server/receiver.ts). */
export const POST = (request: Request) => handleFlags(getDb(), request);
export const OPTIONS = handleWireOptions;
