import { dsnFromString, parseEnvelope } from "@sentry/core";
import { errorLevels, FINGERPRINT_FRAMES, MAX_STORED_FRAMES, type ErrorLevel } from "../../contracts/errors.constants";
import type { StoredFrame } from "../../db/errors.table";

/**
 * The pure half of the receiver: an envelope's bytes to what is stored. Nothing here trusts the
 * sender: every field is checked for its type and cut to a length, and what could identify a
 * person besides the product's own user id (cookies, headers, IP addresses, query strings, local
 * variables, breadcrumbs) is dropped.
 */

type Json = Record<string, unknown>;
export type EnvelopeItem = { type: string; payload: Json | Uint8Array };
export type ReadEnvelope = { ok: true; dsn: string | null; items: EnvelopeItem[] } | { ok: false; reason: string };

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 500): string | undefined => (typeof v === "string" && v.length > 0 ? v.slice(0, max) : undefined);
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/** An envelope body (already inflated) to its items; a malformed one is a reason, never a throw. */
export function readEnvelope(body: Uint8Array): ReadEnvelope {
  // A trailing newline after the last item is allowed by the protocol; parseEnvelope would read it as an empty item.
  let end = body.length;
  while (end > 0 && (body[end - 1] === 10 || body[end - 1] === 13)) end--;
  if (end === 0) return { ok: false, reason: "empty" };
  let parsed;
  try {
    parsed = parseEnvelope(body.subarray(0, end));
  } catch {
    return { ok: false, reason: "not an envelope" };
  }
  const [header, rawItems] = parsed as unknown as [unknown, unknown[]];
  if (!isObject(header)) return { ok: false, reason: "no envelope header" };
  const items: EnvelopeItem[] = [];
  for (const raw of rawItems) {
    if (!Array.isArray(raw) || !isObject(raw[0])) return { ok: false, reason: "bad item header" };
    const type = str(raw[0].type, 50);
    const payload = raw[1];
    if (!type || !(isObject(payload) || payload instanceof Uint8Array)) return { ok: false, reason: "bad item" };
    items.push({ type, payload });
  }
  return { ok: true, dsn: str(header.dsn, 500) ?? null, items };
}

/** Whether two DSNs name the same project of the same Sentry (public key, host, port, project). */
const DSN_SHAPE = /^\w+:\/\/\w+(?::\w*)?@[\w.-]+(?::\d+)?\/.+$/;
export function sameDsn(a: string | null | undefined, b: string | null | undefined): boolean {
  // dsnFromString logs what it can't read: a stranger's header is checked for its shape first.
  if (!a || !b || !DSN_SHAPE.test(a) || !DSN_SHAPE.test(b)) return false;
  const x = dsnFromString(a);
  const y = dsnFromString(b);
  if (!x || !y) return false;
  return (
    x.publicKey === y.publicKey && x.host === y.host && (x.port || "") === (y.port || "") && x.projectId === y.projectId && (x.path || "") === (y.path || "")
  );
}

/** A file name without the query string, the fragment or the origin of the product's own address. */
export function cleanFilename(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const bare = name.replace(/[?#].*$/, "");
  // A server frame names a file of the build on this machine: from the build folder on, not where it's installed.
  const built = bare.search(/\/\.next(?:-[\w-]+)?\//);
  if (built >= 0) return bare.slice(built + 1).slice(0, 300);
  try {
    const url = new URL(bare);
    return (url.pathname || "/").slice(0, 300);
  } catch {
    return bare.slice(0, 300);
  }
}

/** A page address without its query string or fragment (they carry tokens and e-mail addresses). */
export function cleanUrl(raw: unknown): string | undefined {
  const value = str(raw, 2000);
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.slice(0, 500);
  } catch {
    return value.replace(/[?#].*$/, "").slice(0, 500);
  }
}

/** Stack frames top first (the SDK sends them oldest first), each reduced to where it ran. */
export function framesOf(exception: Json | undefined): StoredFrame[] {
  const stacktrace = exception && isObject(exception.stacktrace) ? exception.stacktrace : undefined;
  const raw = stacktrace && Array.isArray(stacktrace.frames) ? stacktrace.frames : [];
  const frames: StoredFrame[] = [];
  for (let i = raw.length - 1; i >= 0 && frames.length < MAX_STORED_FRAMES; i--) {
    const f = raw[i];
    if (!isObject(f)) continue;
    frames.push({
      function: str(f.function, 200),
      filename: cleanFilename(str(f.filename, 2000) ?? str(f.abs_path, 2000) ?? str(f.module, 300)),
      lineno: num(f.lineno),
      colno: num(f.colno),
      inApp: typeof f.in_app === "boolean" ? f.in_app : undefined,
    });
  }
  return frames;
}

/** Digits and hashes vary between builds and requests; a group shouldn't split on them. */
export function normaliseText(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<id>")
    .replace(/\b[0-9a-f]{12,}\b/gi, "<hash>")
    .replace(/\d+/g, "<n>");
}

/** A frame as it names a group: the function and the file without build hashes, never line numbers. */
const frameKey = (f: StoredFrame) => `${f.function ?? "?"}@${normaliseText(f.filename ?? "?")}`;

export type ErrorSummary = {
  eventId: string;
  fingerprint: string;
  title: string;
  culprit: string | undefined;
  level: ErrorLevel;
  occurredAt: Date;
  release: string | undefined;
  environment: string | undefined;
  platform: string | undefined;
  message: string | undefined;
  stack: StoredFrame[];
  url: string | undefined;
  userId: string | undefined;
  replayId: string | undefined;
};

const EVENT_ID = /^[0-9a-f]{32}$/i;

/**
 * An error event (an `event` item) to what the group keeps. The fingerprint is the event's own
 * when it sends one (other than the SDK's "{{ default }}"), else the exception type and its top
 * in-app frames (or the top frames when none is in-app), else the normalised message.
 */
export function summariseEvent(event: Json, now = new Date()): ErrorSummary | null {
  const eventId = str(event.event_id, 64);
  if (!eventId || !EVENT_ID.test(eventId)) return null;
  const values = isObject(event.exception) && Array.isArray(event.exception.values) ? event.exception.values.filter(isObject) : [];
  // The SDK lists chained exceptions cause first; the last one is what was thrown.
  const exception = values.at(-1);
  const type = str(exception?.type, 200);
  const value = str(exception?.value, 1000);
  const logentry = isObject(event.logentry) ? event.logentry : undefined;
  const message = value ?? str(event.message, 1000) ?? str(logentry?.formatted, 1000) ?? str(logentry?.message, 1000);
  if (!type && !message) return null;
  const stack = framesOf(exception);
  const inApp = stack.filter((f) => f.inApp);
  const top = (inApp.length > 0 ? inApp : stack).slice(0, FINGERPRINT_FRAMES);
  const given = Array.isArray(event.fingerprint) ? event.fingerprint.filter((p): p is string => typeof p === "string" && p !== "{{ default }}") : [];
  const fingerprint =
    given.length > 0
      ? `custom:${given.join("|")}`.slice(0, 1000)
      : top.length > 0
        ? `${type ?? "Error"}|${top.map(frameKey).join("|")}`.slice(0, 1000)
        : `${type ?? "message"}|${normaliseText(message ?? "")}`.slice(0, 1000);
  const level = errorLevels.includes(event.level as ErrorLevel) ? (event.level as ErrorLevel) : "error";
  const timestamp = num(event.timestamp) ?? (typeof event.timestamp === "string" ? Date.parse(event.timestamp) / 1000 : undefined);
  const occurredAt = timestamp && Number.isFinite(timestamp) && timestamp * 1000 <= now.getTime() + 86_400_000 ? new Date(timestamp * 1000) : now;
  const request = isObject(event.request) ? event.request : undefined;
  const user = isObject(event.user) ? event.user : undefined;
  const contexts = isObject(event.contexts) ? event.contexts : undefined;
  const replay = contexts && isObject(contexts.replay) ? contexts.replay : undefined;
  const tags = isObject(event.tags) ? event.tags : undefined;
  const culpritFrame = top[0];
  return {
    eventId: eventId.toLowerCase(),
    fingerprint,
    title: type ? (value ? `${type}: ${value}` : type).slice(0, 300) : (message ?? "").slice(0, 300),
    culprit: culpritFrame
      ? `${culpritFrame.function ?? "(anonymous)"} (${culpritFrame.filename ?? "unknown file"})`.slice(0, 300)
      : str(event.transaction, 300),
    level,
    occurredAt,
    release: str(event.release, 200),
    environment: str(event.environment, 100),
    platform: str(event.platform, 50) === "javascript" ? "browser" : str(event.platform, 50) === "node" ? "server" : str(event.platform, 50),
    message,
    stack,
    url: cleanUrl(request?.url) ?? cleanUrl(tags?.url),
    userId: str(user?.id === undefined ? undefined : String(user.id), 200),
    replayId: str(replay?.replay_id, 64) ?? str(tags?.replayId, 64),
  };
}

export type ReplaySummary = { replayId: string; replayType: string | undefined; at: Date; startedAt: Date; errorIds: string[]; segment: number };

/** A replay_event item to its metadata (its recording item, the page itself, is never read). */
export function summariseReplay(event: Json, now = new Date()): ReplaySummary | null {
  const replayId = str(event.replay_id, 64) ?? str(event.event_id, 64);
  if (!replayId || !EVENT_ID.test(replayId)) return null;
  const seconds = (v: unknown) => {
    const n = num(v);
    return n !== undefined && n > 0 && n * 1000 <= now.getTime() + 86_400_000 ? new Date(n * 1000) : undefined;
  };
  const at = seconds(event.timestamp) ?? now;
  const startedAt = seconds(event.replay_start_timestamp) ?? at;
  const errorIds = (Array.isArray(event.error_ids) ? event.error_ids : [])
    .filter((id): id is string => typeof id === "string" && EVENT_ID.test(id))
    .map((id) => id.toLowerCase());
  return {
    replayId: replayId.toLowerCase(),
    replayType: str(event.replay_type, 20),
    at,
    startedAt: startedAt <= at ? startedAt : at,
    errorIds: errorIds.slice(0, 50),
    segment: num(event.segment_id) ?? 0,
  };
}
