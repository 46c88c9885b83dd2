import { handleRemoteConfig, handleWireOptions } from "@/modules/analytics";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** posthog-js's remote config as a script (src/modules/analytics/server/receiver.ts). */
export const GET = async (_request: Request, { params }: { params: Promise<{ token: string }> }) => handleRemoteConfig(getDb(), (await params).token, "script");
export const OPTIONS = handleWireOptions;
