import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db/client";
import { InvalidError, RateLimitedError } from "@/server/errors";
import { getLogger } from "@/server/log";
import type { CaptureEventInput } from "../contracts/events.contracts";
import {
  earlyAccessStages,
  EVENTS_BATCH_KEY,
  MAX_EVENTS_PER_REQUEST,
  MAX_WIRE_BODY_BYTES,
  MONTHLY_EVENT_QUOTA,
  SURVEY_EVENTS,
  type EarlyAccessStage,
} from "../contracts/wire.constants";
import { captureMany } from "./capture.service";
import { identify } from "./identify.service";
import { storeSurveyResponse } from "./survey-responses.service";
import { projectForToken, projectToken, workspaceForToken } from "./tokens.service";
import { decodeWireBody, WireError } from "./wire/decode";
import { toCaptureInput, wireEvents, wireSentAt, wireToken, type WireEvent } from "./wire/events";
import { flagsAnswer } from "./wire/flags";
import { activeSurveys, countAccepted, earlyAccessList, eventsThisMonth, flagDefinitions } from "./wire.queries";

/**
 * The PostHog wire protocol, served first-party (posthog-js 1.449.2 with `api_host` = the product's
 * origin): capture (/e/, /i/v0/e/, /batch/), /flags/?v=2 (and /decide/), remote config
 * (/array/<token>/config[.js]), /api/surveys/ and /api/early_access_features/. The project token
 * names the workspace. Public and cross-origin (a customer's site sends here): no cookies, CORS for
 * any origin. Bad input is a 400 with a JSON error, an unknown token a 401; never a 500.
 */
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "86400",
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...CORS, ...headers } });
}
const badToken = () => json(401, { type: "authentication_error", code: "invalid_api_key", error: "The project token isn't known here." });

/** The CORS preflight posthog-js's cross-origin requests may need. */
export const handleWireOptions = () => new Response(null, { status: 204, headers: CORS });

/** Events of the product's own instrumentation (its token is NEXT_PUBLIC_POSTHOG_KEY) are `product`; a customer site's, `site-script`. */
const sourceOf = (token: string) => (env.NEXT_PUBLIC_POSTHOG_KEY && token === env.NEXT_PUBLIC_POSTHOG_KEY ? "product" : "site-script");

async function readBody(request: Request): Promise<unknown> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_WIRE_BODY_BYTES)
    throw new WireError(`The body is larger than ${MAX_WIRE_BODY_BYTES / 1024} kB.`);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_WIRE_BODY_BYTES) throw new WireError(`The body is larger than ${MAX_WIRE_BODY_BYTES / 1024} kB.`);
  const url = new URL(request.url);
  return decodeWireBody(bytes, request.headers.get("content-type"), url.searchParams.get("compression"));
}

/** Runs a handler; bad bodies are 400s, a full event buffer a 503 with Retry-After, anything else a logged 500-free 400. */
async function guarded(what: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WireError || error instanceof InvalidError) return json(400, { type: "validation_error", error: error.message });
    if (error instanceof RateLimitedError) return json(503, { error: error.message }, { "Retry-After": String(error.retryAfterSeconds) });
    getLogger().error({ err: error }, `analytics receiver: ${what} failed`);
    return json(503, { error: "The receiver can't take this right now; try again." }, { "Retry-After": "5" });
  }
}

export type CaptureOptions = { quota?: number };

/** POST /e/: a batch of events into the event store (identify, survey answers on the way). */
export function handleCapture(db: Db, request: Request, options: CaptureOptions = {}): Promise<Response> {
  return guarded("capture", async () => {
    const payload = await readBody(request);
    const events = wireEvents(payload);
    if (!events) return json(400, { type: "validation_error", error: "Send an event, a list of events or {batch: [...]}." });
    if (events.length > MAX_EVENTS_PER_REQUEST)
      return json(400, { type: "validation_error", error: `Send at most ${MAX_EVENTS_PER_REQUEST} events at a time.` });
    const token = wireToken(payload, events);
    const project = await projectForToken(db, token);
    if (!token || !project) return badToken();
    const { workspaceId } = project;
    const quota = Math.min(options.quota ?? MONTHLY_EVENT_QUOTA, project.monthlyEventLimit ?? MONTHLY_EVENT_QUOTA);
    if ((await eventsThisMonth(db, workspaceId)) + events.length > quota) return json(200, { status: 1, quota_limited: [EVENTS_BATCH_KEY] });

    const sentAt = wireSentAt(payload);
    const source = sourceOf(token);
    const inputs: CaptureEventInput[] = [];
    const rejected: { index: number; message: string }[] = [];
    for (const [index, event] of events.entries()) {
      const input = toCaptureInput(workspaceId, source, event, sentAt);
      if (!input) rejected.push({ index, message: "An event needs a name and a distinct_id." });
      else if (input.event === SURVEY_EVENTS.sent) {
        const refused = await storeSurveyResponse(db, workspaceId, input);
        if (refused) rejected.push({ index, message: refused });
        else inputs.push(input);
      } else inputs.push(input);
    }
    const result = captureMany(inputs);
    countAccepted(workspaceId, result.accepted);
    for (const event of events) await linkIdentity(db, workspaceId, event);
    return json(200, { status: 1, accepted: result.accepted, rejected: [...rejected, ...result.rejected] });
  });
}

/** `$identify` (anonymous id → person) and `$create_alias` link ids in the event store. */
async function linkIdentity(db: Db, workspaceId: string, event: WireEvent) {
  if (event.event !== "$identify" && event.event !== "$create_alias") return;
  const p = (typeof event.properties === "object" && event.properties ? event.properties : {}) as Record<string, unknown>;
  const person = event.distinct_id ?? p.distinct_id;
  const other = event.event === "$identify" ? p.$anon_distinct_id : p.alias;
  if (typeof person !== "string" || typeof other !== "string" || !person || !other) return;
  try {
    await identify(db, workspaceId, other, person);
  } catch (error) {
    if (!(error instanceof InvalidError)) throw error;
  }
}

/** POST /flags/?v=2: the workspace's flags for this visitor, in posthog-js's v2 shape. */
export function handleFlags(db: Db, request: Request): Promise<Response> {
  return guarded("flags", async () => {
    const body = (await readBody(request)) as Record<string, unknown> | null;
    if (!body || typeof body !== "object") return json(400, { type: "validation_error", error: "Send the flags request as a JSON object." });
    const token = typeof body.token === "string" ? body.token : typeof body.api_key === "string" ? body.api_key : null;
    const workspaceId = await workspaceForToken(db, token);
    if (!workspaceId) return badToken();
    const distinctId = body.distinct_id;
    if (typeof distinctId !== "string" && typeof distinctId !== "number")
      return json(400, { type: "validation_error", error: "Send the visitor's distinct_id." });
    const groups = (typeof body.groups === "object" && body.groups ? body.groups : {}) as Record<string, unknown>;
    const group = typeof groups.workspace === "string" ? groups.workspace : null;
    const keys = Array.isArray(body.flag_keys) ? body.flag_keys.filter((k): k is string => typeof k === "string") : null;
    const answer = flagsAnswer(await flagDefinitions(db, workspaceId), String(distinctId), group, keys);
    return json(200, { ...answer, quotaLimited: [], requestId: crypto.randomUUID(), evaluatedAt: Date.now() });
  });
}

/** GET /array/<token>/config (JSON) and /config.js (the script form posthog-js can load). */
export function handleRemoteConfig(db: Db, token: string, form: "json" | "script"): Promise<Response> {
  return guarded("remote config", async () => {
    const workspaceId = await workspaceForToken(db, token);
    if (!workspaceId) return badToken();
    const [flags, surveys] = await Promise.all([flagDefinitions(db, workspaceId), activeSurveys(db, workspaceId)]);
    const config = {
      token,
      supportedCompression: ["gzip-js", "base64"],
      hasFeatureFlags: flags.length > 0,
      surveys: surveys.length > 0,
      analytics: { endpoint: "/e/" },
      sessionRecording: false,
      heatmaps: false,
      autocaptureExceptions: false,
      captureDeadClicks: false,
      capturePerformance: false,
      defaultIdentifiedOnly: true,
      elementsChainAsString: true,
      siteApps: [],
    };
    if (form === "json") return json(200, config, { "Cache-Control": "public, max-age=300" });
    const script = `(function(){window._POSTHOG_REMOTE_CONFIG=window._POSTHOG_REMOTE_CONFIG||{};window._POSTHOG_REMOTE_CONFIG[${JSON.stringify(token)}]={config:${JSON.stringify(config)},siteApps:[]}})();`;
    return new Response(script, { status: 200, headers: { "Content-Type": "application/javascript", "Cache-Control": "public, max-age=300", ...CORS } });
  });
}

/** GET /api/surveys/?token=: the workspace's running surveys. */
export function handleSurveys(db: Db, request: Request): Promise<Response> {
  return guarded("surveys", async () => {
    const workspaceId = await workspaceForToken(db, new URL(request.url).searchParams.get("token"));
    if (!workspaceId) return badToken();
    return json(200, { surveys: await activeSurveys(db, workspaceId) });
  });
}

/** GET /api/early_access_features/?token=&stage=…: the workspace's early-access features. */
export function handleEarlyAccess(db: Db, request: Request): Promise<Response> {
  return guarded("early access", async () => {
    const params = new URL(request.url).searchParams;
    const workspaceId = await workspaceForToken(db, params.get("token"));
    if (!workspaceId) return badToken();
    const stages = params.getAll("stage").filter((s): s is EarlyAccessStage => (earlyAccessStages as readonly string[]).includes(s));
    return json(200, { earlyAccessFeatures: await earlyAccessList(db, workspaceId, stages) });
  });
}

export { projectToken };
