import { handleCapture, handleWireOptions } from "@/modules/analytics";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** posthog-js's capture endpoint, served first-party (src/modules/analytics/server/receiver.ts). */
export const POST = (request: Request) => handleCapture(getDb(), request);
export const OPTIONS = handleWireOptions;
