import { describe, expect, it, vi } from "vitest";
import { createEnv, publicSettings, serverSettings } from "@/env";

const base = { NEXTAUTH_SECRET: "x".repeat(32) };

function problems(source: Record<string, string>): string[] {
  const log = vi.fn();
  try {
    createEnv({ server: serverSettings, client: publicSettings, source: { ...base, ...source }, isServer: true, log });
    return [];
  } catch {
    return (log.mock.calls[0]?.[1] as string[] | undefined) ?? ["failed"];
  }
}

describe("AI_* settings (the server's model provider)", () => {
  it("accepts each kind with what it needs", () => {
    expect(problems({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4o-mini", AI_API_KEY: "sk-1" })).toEqual([]);
    expect(problems({ AI_PROVIDER: "anthropic", AI_MODEL: "claude-sonnet-4-5", AI_API_KEY: "sk-ant-1" })).toEqual([]);
    expect(problems({ AI_PROVIDER: "openai-compatible", AI_MODEL: "llama3.1", AI_BASE_URL: "http://10.0.0.5:11434/v1" })).toEqual([]);
    expect(problems({ OPENAI_API_KEY: "sk-1", AI_MODEL: "gpt-4o-mini" })).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it("stops start-up with a clear message when something is missing or unknown", () => {
    expect(problems({ AI_PROVIDER: "openai", AI_API_KEY: "sk-1" })).toEqual([expect.stringMatching(/^AI_MODEL: /)]);
    expect(problems({ AI_PROVIDER: "openai-compatible", AI_MODEL: "llama3.1" })).toEqual([expect.stringMatching(/^AI_BASE_URL: /)]);
    expect(problems({ AI_PROVIDER: "anthropic", AI_MODEL: "claude", OPENAI_API_KEY: "sk-1" })).toEqual([expect.stringMatching(/^AI_API_KEY: /)]);
    expect(problems({ AI_PROVIDER: "gemini", AI_MODEL: "x" }).join(" ")).toMatch(/openai, anthropic or openai-compatible/);
  });
});
