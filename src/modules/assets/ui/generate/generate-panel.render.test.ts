import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GenerationState } from "../../hooks/use-generation";
import { allowanceLine, BriefForm } from "./brief-form";
import { GenerationOutput } from "./generation-output";

const kit = {
  products: [{ id: "p1", name: "Coffee subscription" }],
  offers: [{ id: "o1", text: "Free shipping on your first bag" }],
  audience: "Home brewers",
};

const streaming: GenerationState = {
  phase: "streaming",
  source: "model",
  provider: "OpenAI-compatible server (Ollama, vLLM, LM Studio), llama3",
  streamedText: '{"text": "Cold brew season',
  candidates: [
    {
      index: 0,
      source: "model",
      fields: {
        headlines: [
          { text: "Coffee, roasted to order", pin: null },
          { text: "Never run out", pin: null },
        ],
        descriptions: [],
        finalUrl: "https://x.example",
      },
      provenance: [],
      findings: {
        limits: [
          {
            field: "headlines",
            rule: "google-rsa.headlines.count",
            severity: "error",
            message: "Add at least 3 headlines.",
            limit: 3,
            actual: 2,
            unit: "count",
          },
        ],
        lint: [],
      },
      fallbackFields: ["descriptions"],
    },
  ],
  fallbackFields: [{ index: 0, fields: ["descriptions"] }],
  error: null,
  usage: { used: 11, limit: 500 },
};

describe("the generate panel", () => {
  it("says what a run uses of the month's AI generations before it starts", () => {
    expect(allowanceLine(10, { used: 88, limit: 500, remaining: 412 })).toBe("This uses 10 of your 412 AI generations left this month.");
    expect(allowanceLine(5, { used: 496, limit: 500, remaining: 4 })).toBe("You have 4 AI generations left this month: choose 4 or fewer.");
    expect(allowanceLine(1, { used: 500, limit: 500, remaining: 0 })).toMatch(/no AI generations left/);
    const html = renderToStaticMarkup(
      createElement(BriefForm, { kit, allowance: { used: 88, limit: 500, remaining: 412 }, running: false, onStart: () => {}, onStop: () => {} }),
    );
    expect(html).toContain("This uses 3 of your 412 AI generations left this month.");
    expect(html).toContain('<option value="p1">Coffee subscription</option>');
    expect(html).toContain('<option value="o1">Free shipping on your first bag</option>');
    expect(html).toContain('placeholder="Home brewers"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Generate<\/button>/);
    const running = renderToStaticMarkup(createElement(BriefForm, { kit, allowance: null, running: true, onStart: () => {}, onStop: () => {} }));
    expect(running).toMatch(/Stop<\/button>/);
    expect(running).not.toContain("Generate</button>");
  });

  it("shows the model's text in a live region as it arrives, and each version with its checks, fallback and a box to keep it", () => {
    const html = renderToStaticMarkup(createElement(GenerationOutput, { state: streaming, onKeep: () => {} }));
    expect(html).toMatch(/<pre role="log" aria-live="polite"[^>]*>\{&quot;text&quot;: &quot;Cold brew season<\/pre>/);
    expect(html).toContain("Writing with OpenAI-compatible server (Ollama, vLLM, LM Studio), llama3.");
    expect(html).toContain("1 written so far…");
    expect(html).toMatch(/<input id="candidate-0" type="checkbox"/);
    expect(html).toContain("Coffee, roasted to order");
    expect(html).not.toContain("https://x.example");
    expect(html).toContain("Add at least 3 headlines.");
    expect(html).toContain("Descriptions: the model&#x27;s version still broke a rule after a second try");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Keep selected<\/button>/);
    expect(html).toContain("11 of 500 AI generations used this month.");
  });

  it("keeps what arrived when the provider fails, and says so", () => {
    const failed: GenerationState = {
      ...streaming,
      phase: "error",
      error: { code: "rate limited", message: "The model provider is receiving too many requests right now.", retryAfterSeconds: 30 },
    };
    const html = renderToStaticMarkup(createElement(GenerationOutput, { state: failed, onKeep: () => {} }));
    expect(html).toMatch(/role="alert"[^>]*>The model provider is receiving too many requests right now\. The provider asks to wait 30 seconds/);
    expect(html).toContain("The versions written before that are below.");
    expect(html).toContain("Cold brew season");
  });
});
