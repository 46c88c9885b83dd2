/** The model providers a workspace or the server can use (zod-free: forms, tables and clients share it). */
export const providerKinds = ["openai", "anthropic", "openai-compatible"] as const;
export type ProviderKind = (typeof providerKinds)[number];

export const providerKindLabel: Record<ProviderKind, string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  "openai-compatible": "OpenAI-compatible server (Ollama, vLLM, LM Studio)",
};

/** Where each kind is reached when no base URL is given (an OpenAI-compatible server always names its own). */
export const defaultBaseUrl: Record<ProviderKind, string | null> = {
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com",
  "openai-compatible": null,
};

/** What a "test connection" found. */
export const connectionOutcomes = ["ok", "bad key", "unreachable", "wrong model", "failed"] as const;
export type ConnectionOutcome = (typeof connectionOutcomes)[number];
