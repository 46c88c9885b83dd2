import "server-only";
/**
 * The HTTP side of the clients: a JSON POST through the egress guard (`egressStream`: a base URL is
 * user-given), its answer read whole or as server-sent events (`eventsource-parser`). A workspace's
 * base URL must be https on a public address unless EGRESS_ALLOW_HOSTS allows its host:port; the
 * server's own (AI_BASE_URL) is the operator's, so its host:port is allowed for that call alone.
 */
import type { Readable } from "node:stream";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { currentPolicy, EgressError, egressStream, parseAllowHosts, type EgressPolicy } from "@/server/egress";
import { fromEgress, classifyStatus, ProviderError } from "./errors";
import { retryAfterMs } from "./retry";

/** The ports a workspace's base URL may name (an allowed host:port may use any). */
const PROVIDER_PORTS = [443];
/** The most of an error answer read to classify it. */
const MAX_ERROR_BYTES = 64 * 1024;
/** The most of a whole (non-streamed) answer. */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export type Call = { url: string; headers: Record<string, string>; body: unknown; operatorHost: boolean; timeoutMs: number; signal?: AbortSignal; ca?: string };

/** The guard's policy with the operator's own host:port allowed. */
function operatorPolicy(url: string): EgressPolicy {
  const policy = currentPolicy();
  const u = new URL(url);
  const port = u.port || (u.protocol === "https:" ? "443" : "80");
  return { ...policy, allowHosts: new Set([...policy.allowHosts, ...parseAllowHosts(`${u.hostname}:${port}`)]) };
}

/** Reads a body to the end, up to `max` bytes (then it stops reading and says so). */
export async function readText(body: Readable, max: number): Promise<{ text: string; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > max) {
      body.destroy();
      return { text: "", tooLarge: true };
    }
    chunks.push(chunk);
  }
  return { text: Buffer.concat(chunks).toString("utf8"), tooLarge: false };
}

/** A failure while reading a body, as a provider error (the caller turns it into "cut" once text arrived). */
export function bodyFailure(error: unknown, signal?: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal?.aborted) return new ProviderError("cancelled");
  if (error instanceof EgressError) return fromEgress(error);
  return new ProviderError("unreachable", { message: "The connection to the model provider closed before the answer ended.", transient: true });
}

/** Sends the request; resolves with the open body of a 2xx answer, or throws a classified ProviderError. */
export async function post(call: Call): Promise<Readable> {
  const response = await egressStream(call.url, {
    method: "POST",
    headers: { "content-type": "application/json", ...call.headers },
    body: JSON.stringify(call.body),
    timeoutMs: call.timeoutMs,
    signal: call.signal,
    ca: call.ca,
    ...(call.operatorHost ? { policy: operatorPolicy(call.url) } : { requireHttps: true, ports: PROVIDER_PORTS }),
  });
  if (response.error) throw call.signal?.aborted ? new ProviderError("cancelled") : fromEgress(response.error);
  if (response.status >= 200 && response.status < 300) return response.body;
  const wait = retryAfterMs(response.headers);
  let text = "";
  try {
    text = (await readText(response.body, MAX_ERROR_BYTES)).text;
  } catch {
    // The status alone classifies it.
  }
  throw classifyStatus(response.status, text, wait);
}

/** The server-sent events of a body, as they arrive. */
export async function* sseEvents(body: Readable): AsyncGenerator<EventSourceMessage, void, undefined> {
  const queue: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => queue.push(event) });
  const decoder = new TextDecoder();
  for await (const chunk of body as AsyncIterable<Buffer>) {
    parser.feed(decoder.decode(chunk, { stream: true }));
    while (queue.length > 0) yield queue.shift()!;
  }
  parser.feed(decoder.decode());
  parser.feed("\n\n");
  while (queue.length > 0) yield queue.shift()!;
}
