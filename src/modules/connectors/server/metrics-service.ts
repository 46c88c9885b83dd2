import "server-only";
import { fixedHostFetch } from "@/server/egress";
import { ConnectorError } from "../core/types";

/**
 * The spec's per-platform metrics endpoints (create, client, sync, resync, metrics): when one is
 * configured, that operation is done by the external service at that URL instead of here. Each call
 * is a JSON POST; a non-2xx answer is an error shown in plain words.
 */
export async function delegateToMetricsService(url: string, payload: Record<string, unknown>): Promise<unknown> {
  let res: Response;
  try {
    res = await fixedHostFetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new ConnectorError(`Couldn't reach the metrics service: ${error instanceof Error ? error.message : String(error)}`, "network");
  }
  const text = await res.text();
  if (!res.ok) throw new ConnectorError(`The metrics service answered ${res.status}: ${text.slice(0, 200)}`, "platform");
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}
