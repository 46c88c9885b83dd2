import { z } from "zod";
import {
  EVENT_NAME_PATTERN,
  eventSources,
  MAX_FUTURE_SKEW_MS,
  MAX_ID_LENGTH,
  MAX_PROPERTIES_BYTES,
  MAX_PROPERTY_KEYS,
  RAW_EVENT_RETENTION_DAYS,
  ROLLUP_DIMENSIONS,
} from "./events.constants";

const id = (what: string) =>
  z.string().trim().min(1, `Give the event a ${what}.`).max(MAX_ID_LENGTH, `The ${what} is longer than ${MAX_ID_LENGTH} characters.`);

const encoder = new TextEncoder();
const utf8Bytes = (text: string) => encoder.encode(text).length;

/** One event as capture() takes it. The store fills in what's missing: uuid (v7), occurredAt (now). */
export const captureEventInput = z.object({
  workspaceId: z.uuid(),
  event: z.string().regex(EVENT_NAME_PATTERN, "An event name starts with a letter or $ and has at most 100 letters, digits, spaces or _ $ . : / -."),
  /** Who did it: an anonymous id (a cookie, a device) or an identified one. */
  distinctId: id("visitor id"),
  /** The identified person, when the sender knows it (a signed-in user's id, a CRM contact's id). */
  personId: id("person id").optional(),
  sessionId: id("session id").optional(),
  source: z.enum(eventSources),
  properties: z
    .record(z.string(), z.json())
    .default({})
    .refine((p) => Object.keys(p).length <= MAX_PROPERTY_KEYS, `An event has at most ${MAX_PROPERTY_KEYS} properties.`)
    .refine((p) => utf8Bytes(JSON.stringify(p)) <= MAX_PROPERTIES_BYTES, `An event's properties take at most ${MAX_PROPERTIES_BYTES / 1024} kB.`),
  /** The sender's id for this event (PostHog sends a v7 uuid): a batch sent again lands once. */
  uuid: z.uuid().optional(),
  occurredAt: z.coerce
    .date()
    .optional()
    .refine((d) => !d || d.getTime() <= Date.now() + MAX_FUTURE_SKEW_MS, "The event's time is more than a day ahead.")
    .refine(
      (d) => !d || d.getTime() >= Date.now() - RAW_EVENT_RETENTION_DAYS * 86_400_000,
      `The event is older than ${RAW_EVENT_RETENTION_DAYS} days, which are all the store keeps.`,
    ),
});
export type CaptureEventInput = z.input<typeof captureEventInput>;
export type CaptureEvent = z.output<typeof captureEventInput>;

const day = z.iso.date();
const dimension = z.object({ key: z.enum(ROLLUP_DIMENSIONS), value: z.string().min(1).max(200) });

/** A range of UTC days (both ends included) of one event, optionally one dimension's value. */
export const eventRangeInput = z
  .object({ event: z.string().regex(EVENT_NAME_PATTERN), from: day, to: day, dimension: dimension.optional() })
  .refine((r) => r.from <= r.to, "The range ends before it starts.");
export type EventRangeInput = z.input<typeof eventRangeInput>;

export const eventTotalsInput = z
  .object({
    event: z.string().regex(EVENT_NAME_PATTERN),
    from: day,
    to: day,
    dimension: dimension.optional(),
    /** The conversion: visitors who did `event` and also this one in the range, over those who did `event`. */
    conversionEvent: z.string().regex(EVENT_NAME_PATTERN).optional(),
  })
  .refine((r) => r.from <= r.to, "The range ends before it starts.");
export type EventTotalsInput = z.input<typeof eventTotalsInput>;
