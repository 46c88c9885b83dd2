"use client";

import { Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, registerCheckbox, useContractForm } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { formatCount } from "@/lib/format";
import type { MatchType } from "../../contracts/keywords.constants";
import { useExpandKeywords, type Expansion } from "../../hooks/use-keyword-lists";
import type { KeywordRow } from "../../keywords/merge";
import { MatchSelect } from "./shared";

/**
 * "Keyword ideas": seed keywords and the brand kit's products crossed with what searchers type
 * ("buy", "best", "price", "near me", "for <audience>"), or written by the workspace's AI model when
 * one is connected. Each run counts as one AI generation on the plan; ticked ideas go to a group.
 */
export function ExpandDialog({
  open,
  onOpenChange,
  groupNames,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groupNames: string[];
  onAdd: (groupIndex: number, keywords: KeywordRow[]) => void;
}) {
  const id = useId();
  const form = useContractForm(() => import("../../contracts/keywords.contracts").then((m) => m.expandKeywordsForm), {
    defaultValues: { seedsText: "", fromProducts: true },
  });
  const expand = useExpandKeywords({ meta: { silent: true } });
  const [ideas, setIdeas] = useState<Expansion | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [group, setGroup] = useState(0);
  const [match, setMatch] = useState<MatchType>("phrase");

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
      Math.min(group, groupNames.length - 1),
      (ideas?.keywords ?? []).filter((k) => ticked.has(k)).map((text) => ({ text, match, source })),
    );
    setIdeas(null);
    onOpenChange(false);
  };
  const toggle = (k: string) =>
    setTicked((t) => {
      const next = new Set(t);
      if (next.has(k)) next.delete(k);
      else next.add(k);
      return next;
    });

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
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                {formatCount(ticked.size)} of {formatCount(ideas.keywords.length)} ticked
              </span>
              <Button type="button" size="sm" variant="ghost" onClick={() => setTicked(new Set(ideas.keywords))}>
                Tick all
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setTicked(new Set())}>
                Tick none
              </Button>
            </div>
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
        <DialogFooter className="flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-group`} className="text-sm font-medium">
              Add to group
            </label>
            <NativeSelect id={`${id}-group`} value={group} onChange={(e) => setGroup(Number(e.target.value))} className="w-48">
              {groupNames.map((name, i) => (
                <option key={i} value={i}>
                  {name || `Group ${i + 1}`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-match`} className="text-sm font-medium">
              As
            </label>
            <MatchSelect id={`${id}-match`} value={match} onChange={setMatch} className="w-32" />
          </div>
          <Button type="button" onClick={add} disabled={ticked.size === 0}>
            {ticked.size === 1 ? "Add 1 keyword" : `Add ${formatCount(ticked.size)} keywords`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
