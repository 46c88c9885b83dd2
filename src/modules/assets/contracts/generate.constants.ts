/**
 * Generation over SSE (POST /api/assets/generate), zod-free: the bounds the panel shows and the
 * events the browser reads. The request's contract is in ./generate.contracts.ts.
 */
import type { LimitFinding, LintFinding } from "@/modules/ai/client";
import type { copyAssetKinds } from "./items.constants";

/** A kind of copy asset the generator writes. */
export type CopyAssetKind = (typeof copyAssetKinds)[number];

export const GENERATE_PATH = "/api/assets/generate";
export const GENERATE_LIMITS = { maxCandidates: 20, maxKeywords: 20, keywordMax: 80, audienceMax: 300 } as const;

/** Where a line came from: the kit facts behind it (offline), or the ones seen in it (model). */
export type GeneratedLineSource = { field: string; index?: number; source: "kit" | "model"; framework?: string; facts: unknown[] };

export type GeneratedCandidateView = {
  index: number;
  source: "offline" | "model";
  fields: Record<string, unknown>;
  provenance: GeneratedLineSource[];
  findings: { limits: LimitFinding[]; lint: LintFinding[] };
  fallbackFields: string[];
  note?: string;
};

/** The events of the stream, by name, with what each carries. */
export type GenerationEvents = {
  status: { source: "offline" | "model"; provider: string | null };
  token: { text: string };
  candidate: GeneratedCandidateView;
  fallback: { index: number; fields: string[] };
  usage: { used: number; limit: number };
  error: { message: string; code: string; retryAfterSeconds?: number };
  done: { count: number; seed: string };
};
export type GenerationEventName = keyof GenerationEvents;
