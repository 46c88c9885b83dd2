import { handleSurveys, handleWireOptions } from "@/modules/analytics";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** posthog-js's surveys for a project token (src/modules/analytics/server/receiver.ts). */
export const GET = (request: Request) => handleSurveys(getDb(), request);
export const OPTIONS = handleWireOptions;
