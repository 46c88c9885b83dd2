import { describe, expect, it } from "vitest";
import { modelSummary } from "./ai-model-section";

describe("the AI model section", () => {
  it("says in words which model writes: the workspace's (key as its last four), the server's, or the built-in generator", () => {
    expect(
      modelSummary({
        source: "workspace",
        workspace: {
          kind: "openai-compatible",
          kindLabel: "OpenAI-compatible server (Ollama, vLLM, LM Studio)",
          baseUrl: "http://10.0.0.5:11434/v1",
          model: "llama3",
          hasKey: true,
          keyHint: "1234",
          updatedAt: new Date(),
        },
        server: null,
      }),
    ).toBe("Generations use OpenAI-compatible server (Ollama, vLLM, LM Studio) at http://10.0.0.5:11434/v1, model “llama3”, with the API key ending in 1234.");
    expect(modelSummary({ source: "server", workspace: null, server: { kind: "anthropic", kindLabel: "Anthropic", model: "claude-test" } })).toMatch(
      /^This server provides a model: Anthropic, model “claude-test”\./,
    );
    expect(modelSummary({ source: "offline", workspace: null, server: null })).toMatch(/built-in generator writes short copy/);
  });
});
