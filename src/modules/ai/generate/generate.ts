/**
 * `generate`: the one way copy gets written. With no model client, the offline generator writes
 * every candidate. With one, each candidate is one streamed model call whose answer follows the
 * kind's JSON schema; it is checked by the limits table and brand lint, asked once more with the
 * findings when something fails, and any field still failing is written by the offline generator
 * (reported as a fallback). Tokens go out through `onEvent` as they arrive; a provider error or a
 * cancel ends the run with what was already received kept.
 */
import { randomBytes } from "node:crypto";
import type { AssetKind } from "../contracts/assets.constants";
import type { BrandKit } from "../contracts/brand-kit";
import { providerKindLabel } from "../contracts/providers.constants";
import { fieldValues } from "../limits/fields";
import { generateOfflineAsset, type OfflineCandidate } from "../offline/generate-asset";
import { OUTLINE_NOTE } from "../offline/outline";
import { ProviderError } from "../providers/errors";
import type { ModelClient, ModelRequest } from "../providers/types";
import { findingsOf, focusKit, judgeAsset, judgeLine, lineOf, modelProvenance, withLine } from "./judge";
import { promptFor, retryMessages } from "./prompt";
import type { GenerateConstraints, GenerateEvent, GenerateFailure, GenerateResult, GenerateTask, GeneratedCandidate, LineProvenance } from "./types";

export type GenerateOptions = {
  task: GenerateTask;
  kit: BrandKit;
  constraints?: GenerateConstraints;
  /** How many candidates (1–20); regenerating a line writes one. */
  n: number;
  /** Same seed, same offline output. A fresh one when absent. */
  seed?: string;
  /** The workspace's model (`modelClientFor`), or null: the offline generator writes. */
  client?: ModelClient | null;
  signal?: AbortSignal;
  onEvent?: (event: GenerateEvent) => void;
};

export const MAX_CANDIDATES = 20;

const MAX_TOKENS: Partial<Record<AssetKind, number>> = { email: 4_000, "google-rsa": 1_500, "microsoft-rsa": 1_500, "meta-ad": 1_500 };
const LINE_TOKENS = 300;
const DEFAULT_TOKENS = 1_200;

/** Lets the caller's writes (an SSE response) go out between two candidates written without waiting. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

const failureOf = (error: ProviderError): GenerateFailure => ({
  code: error.kind,
  message: error.message,
  ...(error.details.retryAfterMs !== undefined ? { retryAfterSeconds: Math.ceil(error.details.retryAfterMs / 1000) } : {}),
});

function offlineProvenance(candidate: OfflineCandidate, only?: (field: string, index?: number) => boolean): LineProvenance[] {
  return candidate.provenance
    .filter((p) => !only || only(p.field, p.index))
    .map((p) => ({
      field: p.field,
      ...(p.index !== undefined ? { index: p.index } : {}),
      source: "kit" as const,
      framework: p.line.framework,
      facts: p.line.facts.map((f) => f.ref),
    }));
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const { task, constraints = {}, client = null, signal } = options;
  const emit = options.onEvent ?? (() => {});
  const seed = options.seed ?? randomBytes(6).toString("hex");
  const n = task.field ? 1 : Math.max(1, Math.min(MAX_CANDIDATES, Math.floor(options.n)));
  const kit = focusKit(options.kit, task.brief);
  const source = client ? "model" : "offline";
  const result: GenerateResult = { source, seed, candidates: [], received: "", error: null };
  emit({ type: "status", source, provider: client ? `${providerKindLabel[client.kind]}, ${client.model}` : null });

  const offlineAsset = (s: string) =>
    generateOfflineAsset(task.kind, kit, { seed: s, keywords: task.brief.keywords, finalUrl: constraints.finalUrl, settings: constraints.settings });

  const stream = async (request: ModelRequest): Promise<string> => {
    let text = "";
    for await (const event of client!.stream(request)) {
      if (event.type !== "text") continue;
      text += event.text;
      result.received += event.text;
      emit({ type: "token", text: event.text });
    }
    return text;
  };

  /** One line of `task.current`, written offline: the first new line the generator offers for that field. */
  function offlineLine(index: number): { text: string; provenance: LineProvenance[] } {
    const field = task.field!;
    const taken = new Set(fieldValues(task.current?.[field.name]).values.map((v) => v.trim()));
    let fallback: { text: string; provenance: LineProvenance[] } | null = null;
    for (let attempt = 0; attempt < 6; attempt++) {
      const candidate = offlineAsset(`${seed}/line/${index}/${attempt}`);
      const { values, list } = fieldValues((candidate.fields as Record<string, unknown>)[field.name]);
      const order = [field.index, ...values.keys()].filter((i) => i < values.length);
      for (const i of order) {
        const text = values[i]!.trim();
        const provenance = offlineProvenance(candidate, (f, at) => f === field.name && (!list || at === i)).map((p) => ({
          ...p,
          index: list ? field.index : undefined,
        }));
        if (text && !taken.has(text)) return { text, provenance };
        fallback ??= text ? { text, provenance } : null;
      }
    }
    return fallback ?? { text: lineOf(task.current ?? {}, field), provenance: [] };
  }

  async function lineCandidate(index: number): Promise<GeneratedCandidate> {
    const field = task.field!;
    const current = task.current ?? {};
    let text: string | null = null;
    let fallbackFields: string[] = [];
    let provenance: LineProvenance[] = [];
    if (client) {
      const prompt = promptFor(task, kit, constraints, { index, of: 1 });
      const request: ModelRequest = { ...prompt, maxTokens: LINE_TOKENS, temperature: 0.9, signal };
      const first = await stream(request);
      let verdict = judgeLine(task.kind, first, kit, current, field, constraints);
      if (verdict.text === null)
        verdict = judgeLine(
          task.kind,
          await stream({ ...request, messages: retryMessages(prompt.messages, first, verdict.problems) }),
          kit,
          current,
          field,
          constraints,
        );
      text = verdict.text;
      if (text !== null)
        provenance = modelProvenance(field.name, [text], kit, task.brief).map((p) => ({
          ...p,
          index: Array.isArray(current[field.name]) ? field.index : undefined,
        }));
    }
    if (text === null) {
      const line = offlineLine(index);
      text = line.text;
      provenance = line.provenance;
      if (client) fallbackFields = [field.name];
    }
    const fields = withLine(current, field, text);
    return { index, source, fields, provenance, findings: findingsOf(task.kind, fields, kit, constraints), fallbackFields };
  }

  async function assetCandidate(index: number): Promise<GeneratedCandidate> {
    const base = offlineAsset(`${seed}/${index}`);
    const baseFields = base.fields as Record<string, unknown>;
    if (!client)
      return {
        index,
        source,
        fields: baseFields,
        provenance: offlineProvenance(base),
        findings: { limits: base.limitFindings, lint: base.lintFindings },
        fallbackFields: [],
        ...(base.note ? { note: base.note } : {}),
      };
    const prompt = promptFor(task, kit, constraints, { index, of: n });
    const request: ModelRequest = { ...prompt, maxTokens: MAX_TOKENS[task.kind] ?? DEFAULT_TOKENS, temperature: 0.8, signal };
    const first = await stream(request);
    const v1 = judgeAsset(task.kind, first, kit, baseFields, constraints);
    let good = Object.fromEntries(v1.modelFields.map((f) => [f, v1.fields[f]]));
    if (v1.failing.length) {
      const v2 = judgeAsset(
        task.kind,
        await stream({ ...request, messages: retryMessages(prompt.messages, first, v1.problems) }),
        kit,
        baseFields,
        constraints,
      );
      // What either answer wrote well; the second one's first.
      good = { ...good, ...Object.fromEntries(v2.modelFields.map((f) => [f, v2.fields[f]])) };
    }
    const fields = { ...baseFields, ...good };
    const fallbackFields = Object.keys(baseFields).filter((f) => f !== "finalUrl" && !(f in good));
    const provenance = [
      ...Object.entries(good).flatMap(([field, value]) => modelProvenance(field, value, kit, task.brief)),
      ...offlineProvenance(base, (f) => fallbackFields.includes(f)),
    ];
    if (fallbackFields.length) emit({ type: "fallback", index, fields: fallbackFields });
    const note = base.note && fallbackFields.includes("body") ? OUTLINE_NOTE : undefined;
    return { index, source, fields, provenance, findings: findingsOf(task.kind, fields, kit, constraints), fallbackFields, ...(note ? { note } : {}) };
  }

  for (let index = 0; index < n; index++) {
    if (signal?.aborted) {
      result.error = failureOf(new ProviderError("cancelled"));
      emit({ type: "error", error: result.error });
      break;
    }
    try {
      const candidate = task.field ? await lineCandidate(index) : await assetCandidate(index);
      result.candidates.push(candidate);
      emit({ type: "candidate", candidate });
      if (!client) await breathe();
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      result.error = failureOf(error);
      emit({ type: "error", error: result.error });
      break;
    }
  }
  return result;
}
