import "server-only";
import type { GenerateEvent } from "@/modules/ai";
import { jsonAnswer, requestTenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { AppError, InvalidError, NotFoundError } from "@/server/errors";
import { checkSameOriginJson } from "@/server/http/same-origin";
import { getLogger } from "@/server/log";
import { generateRequest, type GenerationEventName, type GenerationEvents } from "../contracts/generate.contracts";
import { checkGenerations, prepareGeneration, runGeneration } from "./generate.service";

/** A request body is a brief and, at most, one asset: far below this. */
const MAX_BODY_BYTES = 256 * 1024;

/** The stream goes out as written: no cache, no proxy buffering, no compression holding events back. */
const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
  "X-Content-Type-Options": "nosniff",
} as const;

const encoder = new TextEncoder();
const sseFrame = <E extends GenerationEventName>(event: E, data: GenerationEvents[E]) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** generate's events as the stream's. */
function frameOf(event: GenerateEvent): Uint8Array {
  switch (event.type) {
    case "status":
      return sseFrame("status", { source: event.source, provider: event.provider });
    case "token":
      return sseFrame("token", { text: event.text });
    case "candidate":
      return sseFrame("candidate", event.candidate);
    case "fallback":
      return sseFrame("fallback", { index: event.index, fields: event.fields });
    case "error":
      return sseFrame("error", event.error);
  }
}

async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) throw new InvalidError("The request is too large.");
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidError("The request isn't JSON.");
  }
}

/**
 * POST /api/assets/generate: writes copy as server-sent events — `status`, then `token` deltas (a
 * model), a `candidate` each (with `fallback` when fields were written offline), `usage` after each
 * is counted, `error` when the provider failed (what arrived stays), and `done`. A request that
 * would pass the plan's AI generations is refused before it starts (412, saying how many are left).
 * The browser going away aborts the model call.
 */
export async function handleGenerate(req: Request, deps: { db: Db }): Promise<Response> {
  const { db } = deps;
  const origin = checkSameOriginJson(req.headers);
  if (!origin.ok) return jsonAnswer(403, { message: origin.message });
  const tenant = await requestTenant(req, db, "assets.edit");
  if (tenant instanceof Response) return tenant;

  let request;
  let prepared;
  try {
    const parsed = generateRequest.safeParse(await readJson(req));
    if (!parsed.success)
      return jsonAnswer(400, {
        message: parsed.error.issues[0]?.message ?? "Check the request.",
        fields: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      });
    request = parsed.data;
    prepared = await prepareGeneration(db, tenant, request);
  } catch (error) {
    if (error instanceof NotFoundError) return jsonAnswer(404, { message: "That brand kit wasn't found. Create one on the Themes page, or choose another." });
    if (error instanceof InvalidError || error instanceof AppError) return jsonAnswer(400, { message: error.message });
    throw error;
  }

  const check = await checkGenerations(db, tenant, prepared.n);
  if (!check.allowed) return jsonAnswer(412, { message: check.message, code: "limit", remaining: check.remaining, limit: check.limit, used: check.used });
  const start = { used: check.used, limit: check.limit, remaining: check.remaining };

  const abort = new AbortController();
  const onGone = () => abort.abort();
  req.signal?.addEventListener("abort", onGone, { once: true });
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (frame: Uint8Array) => {
        if (closed) return;
        try {
          controller.enqueue(frame);
        } catch {
          closed = true;
        }
      };
      try {
        const result = await runGeneration(db, tenant, request, prepared, {
          signal: abort.signal,
          start,
          onEvent: (event) => send(frameOf(event)),
          onUsage: (usage) => send(sseFrame("usage", usage)),
        });
        send(sseFrame("done", { count: result?.candidates.length ?? 0, seed: result?.seed ?? "" }));
      } catch (error) {
        getLogger().error({ err: error }, "generation failed");
        send(sseFrame("error", { code: "failed", message: "Something went wrong while writing. What was written so far is kept; try again." }));
        send(sseFrame("done", { count: 0, seed: "" }));
      } finally {
        req.signal?.removeEventListener("abort", onGone);
        if (!closed) {
          closed = true;
          controller.close();
        }
      }
    },
    cancel() {
      closed = true;
      abort.abort();
    },
  });
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
