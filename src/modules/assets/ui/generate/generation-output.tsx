"use client";

import { Check } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format";
import type { GeneratedCandidateView } from "../../contracts/generate.constants";
import type { GenerationState } from "../../hooks/use-generation";
import { CandidateCard } from "./candidate-card";

export type KeptCandidate = { fields: Record<string, unknown>; provenance: unknown };

/** What a generation says as it runs: who writes, the model's raw text as it arrives, an error, the candidates to keep. */
export function GenerationOutput({ state, onKeep }: { state: GenerationState; onKeep: (candidates: KeptCandidate[]) => void }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  const keep = (candidates: GeneratedCandidateView[]) =>
    onKeep(candidates.filter((c) => chosen.has(c.index)).map((c) => ({ fields: c.fields, provenance: c.provenance })));
  if (state.phase === "idle") return null;
  return (
    <section className="flex flex-col gap-3" aria-label="What was written">
      {state.source === "model" && (
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">
            {state.provider ? `Writing with ${state.provider}.` : "Writing with your AI model."} Its text appears as it arrives.
          </p>
          <pre
            role="log"
            aria-live="polite"
            aria-label="The model's text as it arrives"
            className="max-h-48 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap"
          >
            {state.streamedText || (state.phase === "streaming" ? "Waiting for the model…" : "")}
          </pre>
        </div>
      )}
      {state.phase === "streaming" && (
        <p role="status" className="text-sm">
          {state.candidates.length === 0 ? "Writing…" : `${state.candidates.length} written so far…`}
        </p>
      )}
      {state.error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          {state.error.message}
          {state.error.retryAfterSeconds ? ` The provider asks to wait ${state.error.retryAfterSeconds} seconds before trying again.` : ""}
          {state.candidates.length > 0 ? " The versions written before that are below." : ""}
        </p>
      )}
      {state.candidates.length > 0 && (
        <>
          <ul className="flex flex-col gap-3" aria-label="Versions">
            {state.candidates.map((c) => (
              <CandidateCard key={c.index} candidate={c} checked={chosen.has(c.index)} onCheck={(on) => toggle(c.index, on)} />
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" disabled={chosen.size === 0} onClick={() => keep(state.candidates)}>
              <Check aria-hidden /> Keep selected{chosen.size ? ` (${chosen.size})` : ""}
            </Button>
            {state.usage && (
              <span className="text-sm text-muted-foreground">
                {formatCount(state.usage.used)} of {formatCount(state.usage.limit)} AI generations used this month.
              </span>
            )}
          </div>
        </>
      )}
    </section>
  );
}
