/** What `generate` is asked, what it reports as it goes and what it returns (see ./generate.ts). */
import type { AssetKind } from "../contracts/assets.constants";
import type { FactRef } from "../contracts/brand-kit";
import type { LimitFinding } from "../limits/check";
import type { LimitSettings } from "../limits/platform-limits";
import type { LintFinding } from "../lint/brand-lint";
import type { FrameworkName } from "../offline/frameworks";
import type { ProviderFailure } from "../providers/errors";

/** The user's brief: the product and offer chosen from the kit (ids), the audience, keywords, language. */
export type GenerateBrief = { product?: string; offer?: string; audience?: string; keywords: string[]; language?: string };

export type GenerateTask = {
  kind: AssetKind;
  brief: GenerateBrief;
  /** Regenerate one line of `current`: a field's name and its item (0 for a single-text field). */
  field?: { name: string; index: number };
  /** The asset as it stands, when regenerating one of its lines. */
  current?: Record<string, unknown>;
};

export type GenerateConstraints = { settings?: Partial<LimitSettings>; finalUrl?: string };

export type GenerateSource = "offline" | "model";

/**
 * Where a line came from. Offline lines carry the framework and the kit facts that filled it. Model
 * lines carry the kit facts whose words appear in them (product and offer names, proof claims, CTA
 * verbs, keywords): a model names no sources of its own, so `facts` is what we can see, often [].
 */
export type LineProvenance = { field: string; index?: number; source: "kit" | "model"; framework?: FrameworkName; facts: FactRef[] };

export type GeneratedCandidate = {
  index: number;
  source: GenerateSource;
  fields: Record<string, unknown>;
  provenance: LineProvenance[];
  findings: { limits: LimitFinding[]; lint: LintFinding[] };
  /** Fields a model wrote that still failed the checks after one more try, written by the offline generator instead. */
  fallbackFields: string[];
  /** Said when the offline generator only planned the copy (long-form). */
  note?: string;
};

export type GenerateFailure = { code: ProviderFailure; message: string; retryAfterSeconds?: number };

export type GenerateEvent =
  | { type: "status"; source: GenerateSource; provider: string | null }
  | { type: "token"; text: string }
  | { type: "candidate"; candidate: GeneratedCandidate }
  | { type: "fallback"; index: number; fields: string[] }
  | { type: "error"; error: GenerateFailure };

export type GenerateResult = {
  source: GenerateSource;
  seed: string;
  candidates: GeneratedCandidate[];
  /** Everything the model streamed, including a reply cut short (kept, never thrown away). */
  received: string;
  error: GenerateFailure | null;
};
