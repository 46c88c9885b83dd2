/** The one interface every model provider's client offers (OpenAI, Anthropic, OpenAI-compatible servers). */
import type { ProviderKind } from "../contracts/providers.constants";
import type { RetryHooks, RetryPolicy } from "./retry";

export type ChatMessage = { role: "user" | "assistant"; content: string };

/** A JSON schema the answer must follow (e.g. `z.toJSONSchema(taskOutput)`), with a name for the provider. */
export type OutputSchema = { name: string; schema: Record<string, unknown> };

export type ModelRequest = {
  /** Instructions; brand-kit and user text belong in `messages` as data, never here. */
  system?: string;
  messages: ChatMessage[];
  /** When given, the answer is JSON following it (OpenAI `response_format`, Anthropic `output_config`). */
  schema?: OutputSchema;
  maxTokens: number;
  temperature?: number;
  signal?: AbortSignal;
};

export type Usage = { inputTokens: number; outputTokens: number };

export type Completion = {
  text: string;
  /** The parsed answer when a schema was asked for, else null. */
  json: unknown;
  usage: Usage | null;
  /** The provider's own word: stop, length, end_turn, max_tokens… */
  stopReason: string | null;
};

export type StreamEvent = { type: "text"; text: string } | { type: "done"; text: string; usage: Usage | null; stopReason: string | null };

export interface ModelClient {
  readonly kind: ProviderKind;
  readonly model: string;
  /** One answer, after the retries; throws a ProviderError. */
  complete(request: ModelRequest): Promise<Completion>;
  /**
   * Text deltas as they arrive, then one "done" with the usage. Retried only before the first delta;
   * a break after it throws ProviderError "cut" with the text received so far. Leaving the loop
   * early (break, return) or aborting the signal closes the upstream request.
   */
  stream(request: ModelRequest): AsyncGenerator<StreamEvent, void, undefined>;
}

export type ClientConfig = {
  kind: ProviderKind;
  /** The API root: `https://api.openai.com/v1`, `http://10.0.0.5:11434/v1`, `https://api.anthropic.com`. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Set by the server's own configuration (AI_*): its host:port may be reached like an EGRESS_ALLOW_HOSTS pair. */
  operatorHost?: boolean;
  retry?: RetryPolicy;
  /** Until the response headers (and, streaming, the longest pause between chunks). */
  timeoutMs?: number;
  /** Tests: a fixed jitter and a recorded wait. */
  hooks?: Pick<RetryHooks, "random" | "wait" | "onRetry">;
  /** Tests: an extra trusted CA for a local HTTPS stand-in. */
  ca?: string;
};
