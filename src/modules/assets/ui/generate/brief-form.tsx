"use client";

import { Sparkles, Square, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { formatCount } from "@/lib/format";
import { GENERATE_LIMITS } from "../../contracts/generate.constants";
import type { GeneratePanelInput, generatePanelInput } from "../../contracts/generate.contracts";

export type KitChoices = { products: { id: string; name: string }[]; offers: { id: string; text: string }[]; audience: string };
export type AllowanceView = { used: number; limit: number; remaining: number } | null;

/** "This uses 10 of your 412 AI generations left this month", or why it can't run. */
export function allowanceLine(n: number, allowance: AllowanceView): string | null {
  if (!allowance || !Number.isFinite(n) || n < 1) return null;
  if (allowance.remaining === 0) return "You have no AI generations left this month. Upgrade your plan to write more.";
  if (n > allowance.remaining)
    return `You have ${formatCount(allowance.remaining)} AI ${allowance.remaining === 1 ? "generation" : "generations"} left this month: choose ${formatCount(allowance.remaining)} or fewer.`;
  return `This uses ${formatCount(n)} of your ${formatCount(allowance.remaining)} AI generations left this month.`;
}

/** The brief: product and offer from the kit, audience, keywords as chips, how many; Generate or Stop. */
export function BriefForm({
  kit,
  allowance,
  running,
  onStart,
  onStop,
}: {
  kit: KitChoices;
  allowance: AllowanceView;
  running: boolean;
  onStart: (values: GeneratePanelInput) => void;
  onStop: () => void;
}) {
  const form = useContractForm<typeof generatePanelInput>(() => import("../../contracts/generate.contracts").then((m) => m.generatePanelInput), {
    defaultValues: { brief: { product: "", offer: "", audience: "", keywords: [] }, n: 3 },
  });
  const keywords = form.watch("brief.keywords") ?? [];
  const n = Number(form.watch("n"));
  const line = allowanceLine(n, allowance);
  const over = allowance !== null && n > allowance.remaining;
  const setKeywords = (next: string[]) => form.setValue("brief.keywords", next, { shouldValidate: form.formState.isSubmitted });

  return (
    <form
      noValidate
      aria-label="Brief"
      className="grid gap-4"
      onSubmit={form.submit((values) =>
        onStart({ ...values, brief: { ...values.brief, product: values.brief.product || undefined, offer: values.brief.offer || undefined } }),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="brief.product" label="Product" htmlFor="generate-product" hint="From your brand kit">
          <NativeSelect {...form.register("brief.product")}>
            <option value="">Any product</option>
            {kit.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField form={form} name="brief.offer" label="Offer" htmlFor="generate-offer" hint="From your brand kit">
          <NativeSelect {...form.register("brief.offer")}>
            <option value="">Any offer</option>
            {kit.offers.map((o) => (
              <option key={o.id} value={o.id}>
                {o.text}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        form={form}
        name="brief.audience"
        label="Audience"
        htmlFor="generate-audience"
        hint={kit.audience ? "Left empty, the brand kit's audience" : undefined}
      >
        <Input
          autoComplete="off"
          placeholder={kit.audience || "Who is this for?"}
          maxLength={GENERATE_LIMITS.audienceMax}
          {...form.register("brief.audience")}
        />
      </FormField>
      <KeywordChips keywords={keywords} onChange={setKeywords} />
      <FormField form={form} name="n" label="How many versions" htmlFor="generate-n" hint={`1 to ${GENERATE_LIMITS.maxCandidates}`}>
        <Input type="number" inputMode="numeric" min={1} max={GENERATE_LIMITS.maxCandidates} className="w-28" {...form.register("n")} />
      </FormField>
      {line && (
        <p className="text-sm" data-testid="ai-allowance">
          {line}
        </p>
      )}
      <FormRootError form={form} />
      <div className="flex gap-2">
        {running ? (
          <Button type="button" variant="outline" onClick={onStop}>
            <Square aria-hidden /> Stop
          </Button>
        ) : (
          <Button type="submit" disabled={over}>
            <Sparkles aria-hidden /> Generate
          </Button>
        )}
      </div>
    </form>
  );
}

/** Keywords as chips: type one and press Enter (or a comma) to add it; each chip has its remove button. */
function KeywordChips({ keywords, onChange }: { keywords: string[]; onChange: (next: string[]) => void }) {
  const [draft, setDraft] = useState("");
  const add = () => {
    const word = draft.trim().replace(/,$/, "").trim();
    if (word && !keywords.some((k) => k.toLowerCase() === word.toLowerCase()) && keywords.length < GENERATE_LIMITS.maxKeywords)
      onChange([...keywords, word.slice(0, GENERATE_LIMITS.keywordMax)]);
    setDraft("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      add();
    } else if (e.key === "Backspace" && !draft && keywords.length) onChange(keywords.slice(0, -1));
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor="generate-keyword" className="text-sm font-medium">
        Keywords
      </label>
      {keywords.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Keywords">
          {keywords.map((k) => (
            <li key={k} className="inline-flex items-center gap-1 rounded-full border bg-muted px-2 py-0.5 text-sm">
              {k}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background"
                aria-label={`Remove “${k}” from keywords`}
                onClick={() => onChange(keywords.filter((x) => x !== k))}
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id="generate-keyword"
        autoComplete="off"
        value={draft}
        placeholder="Type a keyword and press Enter"
        aria-describedby="generate-keyword-hint"
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
      <p id="generate-keyword-hint" className="text-xs text-muted-foreground">
        The copy works these in where they fit (up to {GENERATE_LIMITS.maxKeywords}).
      </p>
    </div>
  );
}
