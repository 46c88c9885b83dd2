"use client";

import { fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { insertText } from "./body-format";
import { MergeTagPicker } from "./merge-tag-picker";
import { useTextEdit } from "./use-text-edit";

/** The subject line, with merge tags inserted at the caret and checked as it's typed. */
export function SubjectField({ value, onChange, problem, error }: { value: string; onChange: (v: string) => void; problem: string | null; error?: string }) {
  const { ref, apply } = useTextEdit<HTMLInputElement>(onChange);
  const message = error ?? problem;
  return (
    <div className="grid gap-1.5" data-invalid={message ? "" : undefined}>
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor="compose-subject">
          Subject
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </Label>
        <MergeTagPicker label="Insert a merge tag into the subject" onPick={(snippet) => apply((v, s, e) => insertText(v, s, e, snippet))} />
      </div>
      <Input
        ref={ref}
        id="compose-subject"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={250}
        autoComplete="off"
        aria-required
        {...fieldAria("compose-subject", { error: message })}
      />
      {message ? (
        <p id="compose-subject-error" role="alert" className="text-xs font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
