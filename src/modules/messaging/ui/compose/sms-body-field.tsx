"use client";

import { fieldAria } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { SmsCounter } from "../sms-counter";
import { insertText } from "./body-format";
import { MergeTagPicker } from "./merge-tag-picker";
import { useTextEdit } from "./use-text-edit";

/** The text message with merge tags at the caret, checked as typed, and its live segment count. */
export function SmsBodyField({ value, onChange, problem, error }: { value: string; onChange: (v: string) => void; problem: string | null; error?: string }) {
  const { ref, apply } = useTextEdit<HTMLTextAreaElement>(onChange);
  const message = error ?? problem;
  const hint = "Merge tags are counted at a sample contact's values; the count includes the opt-out line.";
  return (
    <div className="grid gap-1.5" data-invalid={message ? "" : undefined}>
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor="sms-body">
          Message
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </Label>
        <MergeTagPicker channel="sms" label="Insert a merge tag into the message" onPick={(snippet) => apply((v, s, e) => insertText(v, s, e, snippet))} />
      </div>
      <Textarea
        ref={ref}
        id="sms-body"
        rows={6}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={1600}
        aria-required
        {...fieldAria("sms-body", { hint, error: message })}
      />
      <SmsCounter text={value} />
      <p id="sms-body-hint" className="text-xs text-muted-foreground">
        {hint}
      </p>
      {message ? (
        <p id="sms-body-error" role="alert" className="text-xs font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
