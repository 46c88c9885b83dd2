"use client";

import { Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, registerCheckbox, useContractForm } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { useExpandKeywords, type Expansion } from "../../hooks/use-keyword-lists";
import { AddToGroupFooter, pickGroup, TickBar, useKeywordPick, type PickDialogProps } from "./pick-keywords";

/**
 * "Keyword ideas": seed keywords and the brand kit's products crossed with what searchers type
 * ("buy", "best", "price", "near me", "for <audience>"), or written by the workspace's AI model when
 * one is connected. Each run counts as one AI generation on the plan; ticked ideas go to a group.
 */
export function ExpandDialog({ open, onOpenChange, groupNames, onAdd }: PickDialogProps) {
  const id = useId();
  const form = useContractForm(() => import("../../contracts/keywords.contracts").then((m) => m.expandKeywordsForm), {
    defaultValues: { seedsText: "", fromProducts: true },
  });
  const expand = useExpandKeywords({ meta: { silent: true } });
  const [ideas, setIdeas] = useState<Expansion | null>(null);
  const pick = useKeywordPick();
  const { ticked, setTicked, toggle, match } = pick;

  const run = form.submit(
    async (values) => {
      const seeds = values.seedsText
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
      const result = await expand.mutateAsync({ seeds, fromProducts: values.fromProducts, limit: 50 });
      setIdeas(result);
      setTicked(new Set(result.keywords));
    },
    { fields: { seeds: "seedsText" } },
  );
  const add = () => {
    const source = ideas?.by === "model" ? ("ai" as const) : ("brand-kit" as const);
    onAdd(
      pickGroup(pick, groupNames),
      (ideas?.keywords ?? []).filter((k) => ticked.has(k)).map((text) => ({ text, match, source })),
    );
    setIdeas(null);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Keyword ideas</DialogTitle>
          <DialogDescription>
            Ideas from the keywords you type and your brand kit&apos;s products, with what people add when they search to buy. Each run counts as one AI
            generation on your plan.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={run} noValidate aria-label="Keyword ideas" className="flex flex-col gap-3">
          <FormField
            form={form}
            name="seedsText"
            label="Start from these keywords"
            htmlFor={`${id}-seeds`}
            hint="One per line; optional when your brand kit lists products."
          >
            <Textarea rows={3} {...form.register("seedsText")} />
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...registerCheckbox(form, "fromProducts")} />
            Also start from the products in the default brand kit
          </label>
          <FormRootError form={form} />
          <div>
            <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
              <Sparkles aria-hidden /> Suggest keywords
            </Button>
          </div>
        </form>
        {ideas && (
          <div className="flex flex-col gap-2">
            <p role="status" className="text-sm text-muted-foreground">
              {ideas.by === "model" ? "Written by your AI model." : "From the built-in expansion (no AI model needed)."} {ideas.note ?? ""}
            </p>
            <TickBar ticked={ticked.size} of={ideas.keywords.length} onAll={() => setTicked(new Set(ideas.keywords))} onNone={() => setTicked(new Set())} />
            <ul className="grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2" aria-label="Keyword ideas">
              {ideas.keywords.map((k) => (
                <li key={k}>
                  <label className="flex min-w-0 items-center gap-2 text-sm">
                    <input type="checkbox" checked={ticked.has(k)} onChange={() => toggle(k)} />
                    <span className="break-words">{k}</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        )}
        <AddToGroupFooter id={id} groupNames={groupNames} pick={pick} count={ticked.size} onAdd={add} />
      </DialogContent>
    </Dialog>
  );
}
