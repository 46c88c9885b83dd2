"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTRPC } from "@/trpc/client";
import type { GeneratedCandidateView, GenerationEvents } from "../contracts/generate.constants";
import type { GenerateRequestInput } from "../contracts/generate.contracts";
import { GenerationRefused, streamGeneration } from "./generation-stream";

export type GenerationPhase = "idle" | "streaming" | "done" | "error";

export type GenerationState = {
  phase: GenerationPhase;
  source: "offline" | "model" | null;
  /** The model's provider and model, as the status said. */
  provider: string | null;
  /** Everything the model streamed so far (kept after an error or a stop). */
  streamedText: string;
  candidates: GeneratedCandidateView[];
  /** Per candidate, the fields the offline generator wrote because the model's still failed the checks. */
  fallbackFields: { index: number; fields: string[] }[];
  error: { message: string; code: string; retryAfterSeconds?: number } | null;
  usage: { used: number; limit: number } | null;
};

const IDLE: GenerationState = { phase: "idle", source: null, provider: null, streamedText: "", candidates: [], fallbackFields: [], error: null, usage: null };

/** This month's AI generations (used, limit, remaining), for the line shown before a run. */
export function useAiAllowance() {
  const trpc = useTRPC();
  return useQuery(trpc.assets.generate.allowance.queryOptions());
}

function useRefreshAllowance() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: trpc.assets.generate.allowance.queryKey() }), [queryClient, trpc]);
}

/**
 * One generation at a time, streamed from /api/assets/generate: `start(request)`, `cancel()` (keeps
 * what arrived), and the state. Tokens are gathered and shown once per frame, not once each.
 */
export function useGeneration() {
  const [state, setState] = useState<GenerationState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const pending = useRef("");
  const frame = useRef<number | null>(null);
  const refreshAllowance = useRefreshAllowance();

  const flush = useCallback(() => {
    frame.current = null;
    const text = pending.current;
    pending.current = "";
    if (text) setState((s) => ({ ...s, streamedText: s.streamedText + text }));
  }, []);

  useEffect(
    () => () => {
      controller.current?.abort();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const start = useCallback(
    async (request: GenerateRequestInput) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      pending.current = "";
      setState({ ...IDLE, phase: "streaming" });
      const on = {
        status: (d: GenerationEvents["status"]) => setState((s) => ({ ...s, source: d.source, provider: d.provider })),
        token: (d: GenerationEvents["token"]) => {
          pending.current += d.text;
          frame.current ??= requestAnimationFrame(flush);
        },
        candidate: (d: GenerationEvents["candidate"]) => setState((s) => ({ ...s, candidates: [...s.candidates, d] })),
        fallback: (d: GenerationEvents["fallback"]) => setState((s) => ({ ...s, fallbackFields: [...s.fallbackFields, d] })),
        usage: (d: GenerationEvents["usage"]) => setState((s) => ({ ...s, usage: d })),
        error: (d: GenerationEvents["error"]) => setState((s) => ({ ...s, error: d })),
        done: () => undefined,
      };
      try {
        await streamGeneration(request, (event, data) => (on[event] as (d: unknown) => void)(data), abort.signal);
        flush();
        setState((s) => ({ ...s, phase: s.error ? "error" : "done" }));
      } catch (error) {
        flush();
        if (abort.signal.aborted)
          setState((s) => ({ ...s, phase: "done", error: s.error ?? { code: "cancelled", message: "Stopped. What was written so far is kept." } }));
        else if (error instanceof GenerationRefused)
          setState((s) => ({ ...s, phase: "error", error: { message: error.message, code: error.code ?? String(error.status) } }));
        else
          setState((s) => ({
            ...s,
            phase: "error",
            error: { code: "network", message: "The connection broke while writing. What arrived so far is kept; try again." },
          }));
      } finally {
        if (controller.current === abort) controller.current = null;
        void refreshAllowance();
      }
    },
    [flush, refreshAllowance],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState(IDLE), []);
  return { start, cancel, reset, state };
}

export type RegenerateLineArgs = {
  kind: GenerateRequestInput["kind"];
  brandKitId: string | null;
  fields: Record<string, unknown>;
  field: { name: string; index: number };
  brief?: GenerateRequestInput["brief"];
};

/** Rewrites one line of an asset: resolves with the new line's text, rejects with a sentence to show. */
export function useRegenerateLine() {
  const refreshAllowance = useRefreshAllowance();
  return useCallback(
    async (args: RegenerateLineArgs): Promise<string> => {
      let candidate: GeneratedCandidateView | null = null;
      let failure: string | null = null;
      try {
        await streamGeneration(
          { kind: args.kind, brandKitId: args.brandKitId, brief: args.brief ?? { keywords: [] }, n: 1, field: args.field, fields: args.fields },
          (event, data) => {
            if (event === "candidate") candidate = data as GeneratedCandidateView;
            if (event === "error") failure = (data as GenerationEvents["error"]).message;
          },
        );
      } finally {
        void refreshAllowance();
      }
      const found = candidate as GeneratedCandidateView | null;
      if (!found) throw new Error(failure ?? "No new line came back. Try again.");
      const value = found.fields[args.field.name];
      const line = Array.isArray(value) ? value[args.field.index] : value;
      return typeof line === "string" ? line : typeof (line as { text?: unknown } | undefined)?.text === "string" ? (line as { text: string }).text : "";
    },
    [refreshAllowance],
  );
}

/**
 * What the brief offers from a kit (its products, offers and audience; the default kit when none is
 * chosen), and whether a model or the built-in generator writes.
 */
export function useKitChoices(brandKitId: string | null) {
  const trpc = useTRPC();
  const kits = useQuery(trpc.assets.brandKits.list.queryOptions());
  const model = useQuery(trpc.ai.providers.get.queryOptions());
  const all = kits.data?.kits ?? [];
  const stored = brandKitId ? all.find((k) => k.id === brandKitId) : (all.find((k) => k.isDefault) ?? all[0]);
  return {
    missing: kits.isSuccess && !stored,
    source: model.data?.source ?? null,
    choices: {
      products: stored?.kit.products.map((p) => ({ id: p.id, name: p.name })) ?? [],
      offers: stored?.kit.offers.map((o) => ({ id: o.id, text: o.text })) ?? [],
      audience: stored?.kit.audience ?? "",
    },
  };
}
