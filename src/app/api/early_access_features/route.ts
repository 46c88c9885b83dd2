import { handleEarlyAccess, handleWireOptions } from "@/modules/analytics";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** posthog-js's early-access features for a project token (src/modules/analytics/server/receiver.ts). */
export const GET = (request: Request) => handleEarlyAccess(getDb(), request);
export const OPTIONS = handleWireOptions;
