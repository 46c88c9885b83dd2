"use client";

import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ruleName, type Counter, type Finding } from "./copy-model";

/** The live count under a text, in the field's own unit. */
export function CounterText({ id, counter }: { id: string; counter: Counter | null }) {
  if (!counter) return null;
  const tone = counter.over ? "font-medium text-destructive" : counter.soft ? "text-amber-700 dark:text-amber-400" : "text-muted-foreground";
  return (
    <p id={id} className={`text-xs tabular-nums ${tone}`} data-counter>
      {counter.label}
    </p>
  );
}

/** The findings about one text or one list, each with the rule that fired. */
export function FindingList({ id, findings }: { id?: string; findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <ul id={id} className="flex flex-col gap-1" aria-label="Findings">
      {findings.map((f, i) => (
        <li
          key={`${f.rule}-${i}`}
          className={`rounded-md border px-2.5 py-1.5 text-xs break-words ${
            f.severity === "error"
              ? "border-destructive/40 bg-destructive/5 text-destructive"
              : "border-amber-500/40 bg-amber-500/5 text-amber-800 dark:text-amber-300"
          }`}
          data-severity={f.severity}
        >
          <span className="font-medium">{f.severity === "error" ? "Error: " : "Warning: "}</span>
          {f.message} <span className="opacity-80">({ruleName(f)})</span>
        </li>
      ))}
    </ul>
  );
}

/** Copies one text to the clipboard. */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Copied to the clipboard.");
    } catch {
      toast.error("Couldn't copy: your browser refused. Select the text and copy it yourself.");
    }
  }
  return (
    <Button type="button" size="sm" variant="ghost" aria-label={`Copy ${label}`} title={`Copy ${label}`} onClick={copy} disabled={!text}>
      <Copy aria-hidden /> <span className="sr-only sm:not-sr-only">Copy</span>
    </Button>
  );
}
