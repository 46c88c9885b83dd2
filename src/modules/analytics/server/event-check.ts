import "server-only";
import {
  EVENT_NAME_PATTERN,
  eventSources,
  MAX_FUTURE_SKEW_MS,
  MAX_ID_LENGTH,
  MAX_PROPERTIES_BYTES,
  MAX_PROPERTY_KEYS,
  RAW_EVENT_RETENTION_DAYS,
  type EventSource,
} from "../contracts/events.constants";
import type { CaptureEventInput } from "../contracts/events.contracts";
import type { EventRow } from "./event-writer";
import { uuid7 } from "./uuid7";

/** RFC 9562 uuids of versions 1 to 8 (a subset of what the contract's z.uuid() takes: anything else goes to zod). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const SOURCES = new Set<string>(eventSources);

/** A trimmed id of 1 to MAX_ID_LENGTH characters, or undefined when it isn't one. */
function idOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= MAX_ID_LENGTH ? trimmed : undefined;
}

/** What z.json() takes: strings, finite numbers, booleans, null, and arrays and plain objects of them. */
function isJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (depth > 64 || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.every((v) => isJson(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key in value) if (!isJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
}

/**
 * The contract's check (captureEventInput) for the events that pass it plainly, without zod: the
 * receiver takes thousands a second and zod's walk of each event's properties was most of its work.
 * Returns null when anything is unusual; the caller then runs the zod contract, which accepts or
 * refuses with its message. What this accepts, the contract accepts with the same values.
 */
export function quickEventRow(input: CaptureEventInput, receivedAt: Date): EventRow | null {
  const { workspaceId, event, source, uuid } = input;
  if (typeof workspaceId !== "string" || !UUID.test(workspaceId)) return null;
  if (typeof event !== "string" || !EVENT_NAME_PATTERN.test(event)) return null;
  if (typeof source !== "string" || !SOURCES.has(source)) return null;
  if (uuid !== undefined && (typeof uuid !== "string" || !UUID.test(uuid))) return null;
  const distinctId = idOf(input.distinctId);
  if (distinctId === undefined) return null;
  const personId = input.personId === undefined ? undefined : idOf(input.personId);
  const sessionId = input.sessionId === undefined ? undefined : idOf(input.sessionId);
  if ((input.personId !== undefined && personId === undefined) || (input.sessionId !== undefined && sessionId === undefined)) return null;

  const properties = input.properties ?? {};
  if (typeof properties !== "object" || properties === null || Array.isArray(properties) || !isJson(properties)) return null;
  if (Object.keys(properties).length > MAX_PROPERTY_KEYS) return null;
  if (Buffer.byteLength(JSON.stringify(properties), "utf8") > MAX_PROPERTIES_BYTES) return null;

  let occurredAt = receivedAt;
  if (input.occurredAt !== undefined) {
    const at = input.occurredAt;
    if (!(at instanceof Date) && typeof at !== "string" && typeof at !== "number") return null;
    occurredAt = new Date(at);
    const t = occurredAt.getTime();
    const now = Date.now();
    if (Number.isNaN(t) || t > now + MAX_FUTURE_SKEW_MS || t < now - RAW_EVENT_RETENTION_DAYS * 86_400_000) return null;
  }
  return {
    workspaceId,
    uuid: uuid ?? uuid7(occurredAt.getTime()),
    occurredAt,
    receivedAt,
    event,
    distinctId,
    personId: personId ?? null,
    sessionId: sessionId ?? null,
    source: source as EventSource,
    properties: properties as Record<string, unknown>,
  };
}
