"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { applyEdit, isSafeUrl, newBlock, parseBody, type BlockKind, type BodyBlock, type BodyEdit } from "./email-body-model";

export type EmailBodyBlocksProps = {
  /** The field's id: the block inputs' ids start with it. */
  id: string;
  /** The body as HTML. */
  value: string;
  /** Receives the body as HTML after every edit. */
  onChange: (html: string) => void;
  readOnly?: boolean;
  /** The ids of the field's counter and findings, for every input. */
  describedBy?: string;
};

const KIND_NAME: Record<BlockKind, string> = {
  heading: "heading",
  paragraph: "paragraph",
  list: "bulleted list",
  button: "button",
  divider: "divider",
  html: "HTML",
};
const ADDABLE: BlockKind[] = ["heading", "paragraph", "list", "button", "divider"];

/**
 * The email body as blocks: each with its own inputs, move up and down, remove (with Undo), and add a
 * block at the end. Every edit hands the whole body, written as HTML, to `onChange`.
 */
export function EmailBodyBlocks({ id, value, onChange, readOnly, describedBy }: EmailBodyBlocksProps) {
  const [state, setState] = useState(() => ({ source: value, doc: parseBody(value) }));
  const [removed, setRemoved] = useState<{ block: BodyBlock; index: number } | null>(null);
  let doc = state.doc;
  if (state.source !== value) {
    // The body changed from outside (generated, restored, another version): read it again.
    doc = parseBody(value);
    setState({ source: value, doc });
  }
  const { blocks } = doc;

  const commit = (edit: BodyEdit) => {
    const next = applyEdit(doc, edit);
    setState({ source: next.html, doc: next.doc });
    onChange(next.html);
  };
  const focus = (blockId: string, suffix = "") => requestAnimationFrame(() => document.getElementById(`${id}-${blockId}${suffix}`)?.focus());
  const move = (from: number, to: number) => {
    commit({ type: "move", from, to });
    // Keep focus on the button that moved it, or its twin when that one is now disabled at an end.
    const up = to === 0 ? false : to === blocks.length - 1 ? true : to < from;
    focus(blocks[from]!.id, up ? "-up" : "-down");
  };
  const add = (kind: BlockKind) => {
    const block = newBlock(kind);
    commit({ type: "add", block });
    setRemoved(null);
    focus(block.id, kind === "divider" ? "-remove" : "");
  };

  return (
    <div id={id} role="group" aria-labelledby={`${id}-label`} className="flex min-w-0 flex-col gap-3" data-email-blocks>
      {blocks.length === 0 && <p className="text-sm text-muted-foreground">The body is empty. Add a heading or a paragraph to start.</p>}
      <ol className="flex flex-col gap-3">
        {blocks.map((block, index) => {
          const name = `block ${index + 1} (${KIND_NAME[block.kind]})`;
          const set = (patch: Partial<BodyBlock>) => commit({ type: "edit", index, patch });
          return (
            <li key={block.id} className="flex min-w-0 flex-col gap-2 rounded-md border px-3 py-2" data-block={block.kind}>
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs font-medium text-muted-foreground capitalize">{KIND_NAME[block.kind]}</span>
                {!readOnly && (
                  <div className="flex items-center gap-1">
                    <Button
                      id={`${id}-${block.id}-up`}
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      id={`${id}-${block.id}-down`}
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={`Move ${name} down`}
                      disabled={index === blocks.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                    <Button
                      id={`${id}-${block.id}-remove`}
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={`Remove ${name}`}
                      onClick={() => {
                        commit({ type: "remove", index });
                        setRemoved({ block, index });
                        requestAnimationFrame(() => document.getElementById(`${id}-undo`)?.focus());
                      }}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                )}
              </div>
              <BlockInputs id={`${id}-${block.id}`} block={block} set={set} readOnly={readOnly} describedBy={describedBy} />
            </li>
          );
        })}
      </ol>
      {removed && (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          Removed the {KIND_NAME[removed.block.kind]}.
          <Button
            id={`${id}-undo`}
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              commit({ type: "restore", index: removed.index, block: removed.block });
              setRemoved(null);
              focus(removed.block.id, removed.block.kind === "divider" ? "-remove" : "");
            }}
          >
            Undo
          </Button>
        </p>
      )}
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-2">
          {ADDABLE.map((kind) => (
            <Button key={kind} type="button" variant="outline" size="sm" onClick={() => add(kind)}>
              <Plus aria-hidden /> Add {KIND_NAME[kind]}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

type InputsProps = { id: string; block: BodyBlock; set: (patch: Partial<BodyBlock>) => void; readOnly?: boolean; describedBy?: string };

function BlockInputs({ id, block, set, readOnly, describedBy }: InputsProps) {
  const common = { id, readOnly, "aria-describedby": describedBy || undefined };
  switch (block.kind) {
    case "heading":
      return (
        <Labelled id={id} label="Heading text">
          <Input {...common} value={block.text} onChange={(e) => set({ text: e.target.value })} />
        </Labelled>
      );
    case "paragraph":
      return (
        <Labelled id={id} label="Paragraph text">
          <Textarea {...common} rows={3} value={block.text} onChange={(e) => set({ text: e.target.value })} />
        </Labelled>
      );
    case "list":
      return (
        <Labelled id={id} label="List items, one per line">
          <Textarea {...common} rows={3} value={block.text} onChange={(e) => set({ text: e.target.value })} />
        </Labelled>
      );
    case "button": {
      const unsafe = !isSafeUrl(block.url);
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          <Labelled id={id} label="Button text">
            <Input {...common} value={block.label} onChange={(e) => set({ label: e.target.value })} />
          </Labelled>
          <Labelled id={`${id}-url`} label="Button link">
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              readOnly={readOnly}
              value={block.url}
              aria-invalid={unsafe || undefined}
              aria-describedby={[unsafe ? `${id}-url-error` : "", describedBy ?? ""].filter(Boolean).join(" ") || undefined}
              onChange={(e) => set({ url: e.target.value })}
            />
            {unsafe && (
              <p id={`${id}-url-error`} className="text-xs text-destructive">
                The button links nowhere until its address starts with https://, http:// or mailto:.
              </p>
            )}
          </Labelled>
        </div>
      );
    }
    case "divider":
      return <p className="text-xs text-muted-foreground">A line across the email.</p>;
    case "html":
      return (
        <Labelled id={id} label="HTML" hint="The block editor doesn't recognise this part, so it stays exactly as written.">
          <Textarea {...common} rows={4} className="font-mono text-xs" value={block.html} onChange={(e) => set({ html: e.target.value })} />
        </Labelled>
      );
  }
}

function Labelled({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {children}
    </div>
  );
}
