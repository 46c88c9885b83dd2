"use client";

import { Bold, Heading2, Italic, Link2, List, Pilcrow } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { fieldAria } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { htmlFormats, htmlToText, insertText, textToHtml, wrapSelection, type HtmlFormat } from "./body-format";
import { MergeTagPicker } from "./merge-tag-picker";
import { useTextEdit } from "./use-text-edit";

const formatIcons: Record<HtmlFormat, typeof Bold> = { bold: Bold, italic: Italic, heading: Heading2, paragraph: Pilcrow, list: List, link: Link2 };
const shortcuts: Partial<Record<string, HtmlFormat>> = { b: "bold", i: "italic", k: "link" };
const shortcutOf = (id: HtmlFormat) => {
  const key = Object.entries(shortcuts).find(([, f]) => f === id)?.[0];
  return key ? ` (Ctrl/⌘+${key.toUpperCase()})` : "";
};

type Mode = "text" | "html";

/**
 * The message body: plain text (paragraphs and links made into simple HTML on send) or HTML with a
 * small toolbar (Ctrl/⌘+B, I, K); a merge-tag picker in both. `problem` is the live template check.
 */
export function BodyEditor({
  mode,
  body,
  onMode,
  onBody,
  problem,
  error,
}: {
  mode: Mode;
  body: string;
  onMode: (mode: Mode, body: string) => void;
  onBody: (body: string) => void;
  problem: string | null;
  error?: string;
}) {
  const { ref, apply } = useTextEdit<HTMLTextAreaElement>(onBody);
  const [toText, setToText] = useState(false);
  const message = error ?? problem;
  const hint =
    mode === "text"
      ? "Plain text: a blank line starts a new paragraph; web addresses become links."
      : "HTML: the footer with the unsubscribe link and your postal address is added for you.";

  const format = (id: HtmlFormat) => {
    const f = htmlFormats.find((x) => x.id === id)!;
    apply((v, s, e) => wrapSelection(v, s, e, f.before, f.after));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const id = mode === "html" && (e.ctrlKey || e.metaKey) && !e.altKey ? shortcuts[e.key.toLowerCase()] : undefined;
    if (!id) return;
    e.preventDefault();
    format(id);
  };
  const switchTo = (next: Mode) => {
    if (next === mode) return;
    if (next === "html") return onMode("html", textToHtml(body));
    if (body.trim() === "") return onMode("text", "");
    setToText(true);
  };

  return (
    <div className="grid gap-1.5" data-invalid={message ? "" : undefined}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor="compose-body">
          Message
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </Label>
        <div className="flex items-center gap-2">
          <div role="radiogroup" aria-label="Message format" className="inline-flex rounded-md border p-0.5">
            {(["text", "html"] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={mode === m}
                onClick={() => switchTo(m)}
                className={cn(
                  "cursor-pointer rounded-sm px-2.5 py-1 text-xs font-medium",
                  mode === m ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-accent",
                )}
              >
                {m === "text" ? "Plain text" : "HTML"}
              </button>
            ))}
          </div>
          <MergeTagPicker label="Insert a merge tag into the message" onPick={(snippet) => apply((v, s, e) => insertText(v, s, e, snippet))} />
        </div>
      </div>
      {mode === "html" && (
        <div role="toolbar" aria-label="HTML formatting" aria-controls="compose-body" className="flex flex-wrap items-center gap-1 rounded-md border p-0.5">
          {htmlFormats.map((f) => {
            const Icon = formatIcons[f.id];
            return (
              <Button
                key={f.id}
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={f.label}
                title={`${f.label}${shortcutOf(f.id)}`}
                onClick={() => format(f.id)}
              >
                <Icon aria-hidden />
              </Button>
            );
          })}
        </div>
      )}
      <Textarea
        ref={ref}
        id="compose-body"
        rows={12}
        value={body}
        onChange={(e) => onBody(e.target.value)}
        onKeyDown={onKeyDown}
        spellCheck={mode === "text"}
        aria-required
        className={cn("min-h-48 resize-y", mode === "html" && "font-mono text-xs")}
        {...fieldAria("compose-body", { hint, error: message })}
      />
      <p id="compose-body-hint" className="text-xs text-muted-foreground">
        {hint}
      </p>
      {message ? (
        <p id="compose-body-error" role="alert" className="text-xs font-medium text-destructive">
          {message}
        </p>
      ) : null}
      <ConfirmDialog
        open={toText}
        onOpenChange={setToText}
        title="Switch to plain text?"
        description="The HTML formatting goes: headings, bold and lists become plain lines, links keep their address."
        confirmLabel="Switch to plain text"
        onConfirm={() => onMode("text", htmlToText(body))}
      />
    </div>
  );
}
