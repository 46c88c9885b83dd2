import type { CaptureEventInput } from "../../contracts/events.contracts";
import type { EventSource } from "../../contracts/events.constants";

/** One event as posthog-js sends it in a batch. */
export type WireEvent = {
  uuid?: unknown;
  event?: unknown;
  distinct_id?: unknown;
  properties?: unknown;
  timestamp?: unknown;
  offset?: unknown;
  $set?: unknown;
  $set_once?: unknown;
};

/**
 * The events of a decoded capture body: `{batch: [...]}` (posthog-js's capture-body form, with
 * `api_key` and `sent_at`), a bare array, or a single event. Not an object or array: null.
 */
export function wireEvents(payload: unknown): WireEvent[] | null {
  if (Array.isArray(payload)) return payload.filter(isObject);
  if (!isObject(payload)) return null;
  const batch = (payload as { batch?: unknown }).batch;
  if (Array.isArray(batch)) return batch.filter(isObject);
  return "event" in payload ? [payload as WireEvent] : null;
}

/** The project token of a capture body: `api_key`, `token`, or the first event's `properties.token`. */
export function wireToken(payload: unknown, events: WireEvent[]): string | null {
  const top = isObject(payload) ? ((payload as { api_key?: unknown; token?: unknown }).api_key ?? (payload as { token?: unknown }).token) : undefined;
  if (typeof top === "string" && top) return top;
  const inEvent = events.map((e) => (isObject(e.properties) ? (e.properties as { token?: unknown }).token : undefined)).find((t) => typeof t === "string" && t);
  return typeof inEvent === "string" ? inEvent : null;
}

/** Properties that are PostHog's transport, not the event's: the token goes, the rest is kept. */
const DROPPED = new Set(["token", "distinct_id", "$session_id"]);

/**
 * Maps a posthog-js event to capture()'s input: distinct_id (top level or in properties), the
 * session, the uuid, the time (`timestamp`, or `offset` ms before `sent_at`/now), `$set` and
 * `$set_once` kept as properties. An event without a name or a distinct id maps to null (refused).
 */
export function toCaptureInput(workspaceId: string, source: EventSource, event: WireEvent, sentAt: Date): CaptureEventInput | null {
  const properties = isObject(event.properties) ? (event.properties as Record<string, unknown>) : {};
  const distinctId = event.distinct_id ?? properties.distinct_id;
  if (typeof event.event !== "string" || (typeof distinctId !== "string" && typeof distinctId !== "number")) return null;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) if (!DROPPED.has(key) && value !== undefined) kept[key] = value;
  if (isObject(event.$set)) kept.$set = event.$set;
  if (isObject(event.$set_once)) kept.$set_once = event.$set_once;
  const sessionId = properties.$session_id;
  return {
    workspaceId,
    event: event.event,
    distinctId: String(distinctId),
    sessionId: typeof sessionId === "string" && sessionId ? sessionId : undefined,
    source,
    properties: kept as CaptureEventInput["properties"],
    uuid: typeof event.uuid === "string" ? event.uuid : undefined,
    occurredAt: occurredAt(event, sentAt),
  };
}

function occurredAt(event: WireEvent, sentAt: Date): Date | undefined {
  if (typeof event.timestamp === "string" || typeof event.timestamp === "number") {
    const at = new Date(event.timestamp);
    if (!Number.isNaN(at.getTime())) return at;
  }
  if (typeof event.offset === "number" && Number.isFinite(event.offset)) return new Date(sentAt.getTime() - event.offset);
  return undefined;
}

/** `sent_at` of a capture body (the client's clock when it sent), else now. */
export function wireSentAt(payload: unknown, now = new Date()): Date {
  const sent = isObject(payload) ? (payload as { sent_at?: unknown }).sent_at : undefined;
  const at = typeof sent === "string" ? new Date(sent) : null;
  return at && !Number.isNaN(at.getTime()) ? at : now;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
