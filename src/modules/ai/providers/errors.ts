/**
 * What went wrong with a model provider, as a class. The message is a sentence for a marketer; it
 * never carries what the provider's server sent (its error text may quote the prompt, the key's
 * prefix or internal hosts): the body is read only to pick the class. Pure.
 */
import type { EgressError } from "@/server/egress";

export type ProviderFailure =
  /** 401/403: the key is wrong, revoked or lacks access. Never retried. */
  | "bad key"
  /** 429 (after the retries), or a rate-limit error event. */
  | "rate limited"
  /** The account has no credit left (OpenAI's `insufficient_quota`). Never retried. */
  | "quota"
  /** 5xx / 529 / an overloaded error event (after the retries). */
  | "unavailable"
  /** No connection: refused by the egress guard, DNS, TLS, refused, reset before any answer. */
  | "unreachable"
  /** The provider doesn't know the model. */
  | "wrong model"
  /** The base URL answers, but not like a model provider (404 without a model error, HTML…). */
  | "wrong address"
  /** Another 4xx: the provider refused the request. */
  | "refused"
  | "timed out"
  | "cancelled"
  /** The stream broke after text arrived: `partial` holds what was received, to keep. */
  | "cut"
  /** The answer isn't the JSON the schema asked for. */
  | "bad output";

const sentences: Record<ProviderFailure, string> = {
  "bad key": "The model provider refused the API key. Enter a valid key in the AI model settings.",
  "rate limited": "The model provider is receiving too many requests right now. Try again in a minute.",
  quota: "The model provider's account has no credit left. Add credit there, or use another provider.",
  unavailable: "The model provider had a problem and couldn't answer. Try again shortly.",
  unreachable: "The model provider couldn't be reached.",
  "wrong model": "The model provider doesn't offer that model. Check the model name in the AI model settings.",
  "wrong address": "The server at that address doesn't answer like a model provider. Check the base URL.",
  refused: "The model provider refused the request.",
  "timed out": "The model provider took too long to answer.",
  cancelled: "The request to the model provider was cancelled.",
  cut: "The connection to the model provider broke while it was writing. The text received so far is kept.",
  "bad output": "The model's answer wasn't in the expected format.",
};

/** Classes worth another attempt when no text has arrived yet. */
const RETRYABLE: ReadonlySet<ProviderFailure> = new Set(["rate limited", "unavailable", "unreachable", "timed out"]);

export class ProviderError extends Error {
  readonly name = "ProviderError";
  constructor(
    readonly kind: ProviderFailure,
    readonly details: {
      /** The HTTP status, when one came. */
      status?: number;
      /** How long the provider asked to wait (retry-after / retry-after-ms), in ms. */
      retryAfterMs?: number;
      /** The text received before a "cut". */
      partial?: string;
      /** A sentence that replaces the default one (only ever built from our own words and egress's). */
      message?: string;
      /** Unreachable: whether trying again may help (a blocked address never will). */
      transient?: boolean;
    } = {},
  ) {
    super(details.message ?? sentences[kind]);
  }

  get retryable(): boolean {
    if (this.kind === "unreachable") return this.details.transient !== false;
    return RETRYABLE.has(this.kind);
  }
}

/** An egress failure (never the remote's bytes) as a provider error. */
export function fromEgress(error: EgressError): ProviderError {
  if (error.kind === "cancelled") return new ProviderError("cancelled");
  if (error.kind === "timed out") return new ProviderError("timed out");
  return new ProviderError("unreachable", {
    message: `The model provider couldn't be reached: ${error.message}`,
    transient: error.kind !== "blocked" && error.kind !== "not found" && error.kind !== "TLS error",
  });
}

type ErrorBody = { error?: { type?: unknown; code?: unknown; message?: unknown } | string; type?: unknown };

/** The error's type/code/message words, lower-cased, for classification only. */
function errorWords(text: string): string {
  try {
    const json = JSON.parse(text) as ErrorBody;
    const e = json.error;
    if (typeof e === "string") return e.toLowerCase();
    return [e?.type, e?.code, e?.message]
      .filter((v) => typeof v === "string")
      .join(" ")
      .toLowerCase();
  } catch {
    return "";
  }
}

const mentionsMissingModel = (words: string) =>
  /model/.test(words) && /(not[ _]found|does not exist|not exist|unknown|invalid|no such|not available)/.test(words);

/** Classifies an HTTP answer that wasn't a success, from its status and error body. */
export function classifyStatus(status: number, bodyText: string, retryAfterMs?: number): ProviderError {
  const words = errorWords(bodyText);
  if (status === 401 || status === 403 || /invalid_api_key|authentication_error|permission_error/.test(words)) return new ProviderError("bad key", { status });
  if (status === 429 && /insufficient_quota|billing|credit/.test(words)) return new ProviderError("quota", { status });
  if (status === 429) return new ProviderError("rate limited", { status, retryAfterMs });
  if (status === 408) return new ProviderError("timed out", { status });
  if (status >= 500) return new ProviderError("unavailable", { status, retryAfterMs });
  if ((status === 404 || status === 400 || status === 422) && (/model_not_found/.test(words) || mentionsMissingModel(words)))
    return new ProviderError("wrong model", { status });
  if (status === 404 || status === 405 || (status >= 300 && status < 400)) return new ProviderError("wrong address", { status });
  return new ProviderError("refused", { status });
}

/** An error event inside a stream (Anthropic's `event: error`, an OpenAI-compatible server's `{"error":…}` chunk). */
export function classifyStreamError(data: unknown): ProviderError {
  const words = errorWords(JSON.stringify(data ?? {}));
  if (/rate_limit/.test(words)) return new ProviderError("rate limited");
  if (/authentication|permission|invalid_api_key/.test(words)) return new ProviderError("bad key");
  if (/invalid_request/.test(words)) return new ProviderError("refused");
  return new ProviderError("unavailable");
}
