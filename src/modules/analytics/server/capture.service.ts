import "server-only";
import { getDb, getDbHandle, type Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { getLogger } from "@/server/log";
import { onShutdown } from "@/server/shutdown";
import { captureEventInput, type CaptureEventInput } from "../contracts/events.contracts";
import { DEFAULT_BUFFER_OPTIONS, EventBuffer } from "./event-buffer";
import { quickEventRow } from "./event-check";
import { writeEvents, writeEventsSkippingGone, type EventRow } from "./event-writer";
import { uuid7 } from "./uuid7";

/** Batches written at once on PostgreSQL (of the pool's 10 connections). */
const POSTGRES_WRITERS = 3;

const globalForEvents = globalThis as unknown as { __amtEventBuffer?: EventBuffer };

/** The process's one buffer, writing to the process's database; flushed on shutdown. */
function processBuffer(): EventBuffer {
  if (!globalForEvents.__amtEventBuffer) {
    // PostgreSQL takes a few batches at once, each on its own pooled connection; PGlite has one.
    const writers = getDbHandle().kind === "postgres" ? POSTGRES_WRITERS : 1;
    const buffer = new EventBuffer(getDb, writeEventsSkippingGone, { ...DEFAULT_BUFFER_OPTIONS, writers }, (error, waiting) =>
      getLogger().error({ err: error, waiting }, "writing analytics events failed; trying again"),
    );
    globalForEvents.__amtEventBuffer = buffer;
    onShutdown(() => buffer.flush());
  }
  return globalForEvents.__amtEventBuffer;
}

/** A checked event as it's stored: its uuid and times filled in. */
export function toEventRow(input: CaptureEventInput, receivedAt = new Date()): EventRow {
  // Most events pass plainly (quickEventRow); zod checks the rest and words the refusal.
  const quick = quickEventRow(input, receivedAt);
  if (quick) return quick;
  const parsed = captureEventInput.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    throw new InvalidError(parsed.error.issues[0]?.message ?? "The event isn't valid.", fieldErrors);
  }
  const e = parsed.data;
  const occurredAt = e.occurredAt ?? receivedAt;
  return {
    workspaceId: e.workspaceId,
    uuid: e.uuid ?? uuid7(occurredAt.getTime()),
    occurredAt,
    receivedAt,
    event: e.event,
    distinctId: e.distinctId,
    personId: e.personId ?? null,
    sessionId: e.sessionId ?? null,
    source: e.source,
    properties: e.properties as Record<string, unknown>,
  };
}

/**
 * Records one event: checked now (an invalid one throws InvalidError; a full buffer
 * RateLimitedError), written with others within a second. Returns the event's uuid.
 */
export function capture(event: CaptureEventInput): string {
  const row = toEventRow(event);
  processBuffer().add([row]);
  return row.uuid;
}

export type CaptureManyResult = { accepted: number; rejected: { index: number; message: string }[] };

/** Records a batch (the receiver's): the valid events are kept, each invalid one is named. */
export function captureMany(events: CaptureEventInput[]): CaptureManyResult {
  const receivedAt = new Date();
  const rows: EventRow[] = [];
  const rejected: CaptureManyResult["rejected"] = [];
  events.forEach((event, index) => {
    try {
      rows.push(toEventRow(event, receivedAt));
    } catch (error) {
      if (!(error instanceof InvalidError)) throw error;
      rejected.push({ index, message: error.message });
    }
  });
  processBuffer().add(rows);
  return { accepted: rows.length, rejected };
}

/** Writes every event waiting in this process now (tests; shutdown does it too). */
export async function flushEvents(): Promise<void> {
  await globalForEvents.__amtEventBuffer?.flush();
}

/** Writes checked events to `db` now, without the buffer (the demo seed). Returns how many were new. */
export function captureNow(db: Db, events: CaptureEventInput[]): Promise<number> {
  const receivedAt = new Date();
  return writeEvents(
    db,
    events.map((event) => toEventRow(event, receivedAt)),
  );
}
