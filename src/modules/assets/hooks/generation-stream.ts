import { createParser } from "eventsource-parser";
import { GENERATE_PATH, type GenerationEventName, type GenerationEvents } from "../contracts/generate.constants";
import type { GenerateRequestInput } from "../contracts/generate.contracts";

/** A generation the server refused before it started (no session, the plan's limit, a bad brief). */
export class GenerationRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export type GenerationListener = <E extends GenerationEventName>(event: E, data: GenerationEvents[E]) => void;

const NAMES: ReadonlySet<string> = new Set<GenerationEventName>(["status", "token", "candidate", "fallback", "usage", "error", "done"]);

/** Reads a generation's event stream (fetch + eventsource-parser), calling `listener` as each event arrives. */
export async function readGenerationStream(body: ReadableStream<Uint8Array>, listener: GenerationListener): Promise<void> {
  const parser = createParser({
    onEvent: (message) => {
      if (!message.event || !NAMES.has(message.event)) return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      (listener as (event: string, data: unknown) => void)(message.event, data);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}

/** POSTs a generation and reads its events; throws GenerationRefused when it never started. */
export async function streamGeneration(request: GenerateRequestInput, listener: GenerationListener, signal?: AbortSignal): Promise<void> {
  const res = await fetch(GENERATE_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(request),
    signal,
    credentials: "same-origin",
  });
  if (!res.ok || !res.body || !res.headers.get("content-type")?.startsWith("text/event-stream")) {
    const answer = (await res.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    const message = typeof answer?.message === "string" ? answer.message : "Writing couldn't start. Try again.";
    throw new GenerationRefused(message, res.status, typeof answer?.code === "string" ? answer.code : null);
  }
  await readGenerationStream(res.body, listener);
}
