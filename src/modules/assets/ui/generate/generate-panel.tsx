"use client";

import type { CopyAssetKind } from "../../contracts/generate.constants";
import { useAiAllowance, useGeneration, useKitChoices } from "../../hooks/use-generation";
import { BriefForm } from "./brief-form";
import { GenerationOutput, type KeptCandidate } from "./generation-output";

export type GeneratePanelProps = {
  kind: CopyAssetKind;
  brandKitId: string | null;
  onKeep(candidates: KeptCandidate[]): void;
};

/**
 * Writes versions of a copy asset from a brand kit: the brief, the month's AI generations before
 * starting, the model's text as it arrives (when a model writes), then the versions with their
 * checks, to keep. Without a model, the built-in generator writes short copy from the kit.
 */
export function GeneratePanel({ kind, brandKitId, onKeep }: GeneratePanelProps) {
  const { start, cancel, state } = useGeneration();
  const allowance = useAiAllowance();
  const kit = useKitChoices(brandKitId);
  const running = state.phase === "streaming";
  return (
    <div className="flex flex-col gap-5">
      {kit.source === "offline" && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">
          The built-in generator writes short copy (headlines, descriptions, posts, subject lines) from your brand kit, with no AI model. Connect a model in the
          AI model settings on the Themes page to expand long-form copy such as email bodies.
        </p>
      )}
      {kit.missing ? (
        <p role="alert" className="text-sm">
          There is no brand kit to write from yet. Create one on the Themes page first.
        </p>
      ) : (
        <BriefForm
          kit={kit.choices}
          allowance={allowance.data ?? null}
          running={running}
          onStart={(values) => void start({ kind, brandKitId, brief: values.brief, n: values.n })}
          onStop={cancel}
        />
      )}
      <GenerationOutput state={state} onKeep={onKeep} />
    </div>
  );
}
