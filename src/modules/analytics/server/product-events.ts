import "server-only";
import { getLogger } from "@/server/log";
import type { ProductFunnelEvent } from "../contracts/usage.constants";
import { capture } from "./capture.service";

/**
 * Records one of the product's key actions (the funnel on Settings → Product analytics) from the
 * server, where it really happens: source `product`, the person's user id as both visitor and person.
 * Never fails the action it describes: an event that can't be kept (a full buffer) is logged and dropped.
 */
export function captureProductEvent(event: ProductFunnelEvent, who: { workspaceId: string; userId: string }, properties: Record<string, string> = {}): void {
  try {
    capture({ workspaceId: who.workspaceId, event, distinctId: who.userId, personId: who.userId, source: "product", properties });
  } catch (error) {
    getLogger().warn({ err: error, event }, "a product event wasn't recorded");
  }
}
