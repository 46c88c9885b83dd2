"use client";

import { ArrowDown, ArrowUp, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { AssetKind, BrandKit, LimitSettings } from "@/modules/ai/client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { CopyTextButton, CounterText, FindingList } from "./copy-field-parts";
import { EmailBodyBlocks } from "./email-body-blocks";
import {
  counterFor,
  fieldSpecs,
  findingsAt,
  findingsFor,
  type CopyChecks,
  type CopyFields,
  type Finding,
  type ListSpec,
  type RsaLine,
  type SingleSpec,
} from "./copy-model";

export type CopyEditorProps = {
  kind: AssetKind;
  fields: CopyFields;
  onChange: (next: CopyFields) => void;
  /** The counters and checks (`loadCopyChecks()`); null while they load (no counters yet). */
  checks: CopyChecks | null;
  /** The brand kit the copy is linted against; null: limits only. */
  kit: BrandKit | null;
  settings?: Partial<LimitSettings>;
  readOnly?: boolean;
  /** When given, each line of a list offers "Regenerate this line" and takes the text it resolves to. */
  onRegenerateLine?: (field: string, index: number) => Promise<string>;
};

const idOf = (kind: AssetKind, key: string, index?: number) => `copy-${kind}-${key}${index === undefined ? "" : `-${index}`}`;

/**
 * One editor for every copy kind, driven by the limits table: each field with its live counter, the
 * limit and brand-lint findings under it (with the rule that fired) and a copy button; lists with
 * add, remove, reorder and pins up to the platform's cap.
 */
export function CopyEditor(props: CopyEditorProps) {
  const { kind, fields, checks, kit, settings } = props;
  const findings = checks ? findingsFor(kind, fields, checks, kit, settings) : [];
  const specs = fieldSpecs(kind);
  const known = new Set(specs.map((s) => s.key));
  const general = findings.filter((f) => !f.field || !known.has(f.field));
  return (
    <div className="flex min-w-0 flex-col gap-5" data-copy-editor={kind}>
      {general.length > 0 && <FindingList findings={general} />}
      {specs.map((spec) =>
        spec.type === "lines" ? (
          <LinesField key={spec.key} spec={spec} findings={findings} {...props} />
        ) : (
          <SingleField key={spec.key} spec={spec} findings={findings} {...props} />
        ),
      )}
    </div>
  );
}

type FieldProps<S> = CopyEditorProps & { spec: S; findings: Finding[] };

function SingleField({ kind, spec, fields, onChange, checks, settings, findings, readOnly }: FieldProps<SingleSpec>) {
  const id = idOf(kind, spec.key);
  const value = typeof fields[spec.key] === "string" ? (fields[spec.key] as string) : "";
  const mine = findingsAt(findings, spec.key);
  const hasError = mine.some((f) => f.severity === "error");
  const describedBy = [spec.hint ? `${id}-hint` : "", `${id}-count`, mine.length ? `${id}-findings` : ""].filter(Boolean).join(" ");
  const set = (text: string) => onChange({ ...fields, [spec.key]: text });
  const common = {
    id,
    value,
    readOnly,
    "aria-describedby": describedBy,
    "aria-invalid": hasError || undefined,
    onChange: (e: { target: { value: string } }) => set(e.target.value),
  };
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id} id={`${id}-label`}>
          {spec.label}
        </Label>
        <CopyTextButton text={value} label={spec.label.toLowerCase()} />
      </div>
      {spec.type === "html" && kind === "email" ? (
        <EmailBodyBlocks id={id} value={value} onChange={set} readOnly={readOnly} describedBy={describedBy} />
      ) : spec.type === "line" || spec.type === "url" ? (
        <Input {...common} type={spec.type === "url" ? "url" : "text"} inputMode={spec.type === "url" ? "url" : undefined} />
      ) : (
        <Textarea {...common} rows={spec.type === "html" ? 10 : 5} className={spec.type === "html" ? "font-mono text-xs" : undefined} />
      )}
      {spec.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {spec.hint}
        </p>
      )}
      <CounterText id={`${id}-count`} counter={checks ? counterFor(kind, spec.key, value, checks, settings) : null} />
      <FindingList id={`${id}-findings`} findings={mine} />
    </div>
  );
}

function LinesField({ kind, spec, fields, onChange, checks, settings, findings, readOnly, onRegenerateLine }: FieldProps<ListSpec>) {
  const raw = fields[spec.key];
  const lines: RsaLine[] = Array.isArray(raw) ? raw.map((v) => (typeof v === "string" ? { text: v, pin: null } : v)) : [];
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [regenerating, setRegenerating] = useState<number | null>(null);
  const noun = spec.noun.charAt(0).toUpperCase() + spec.noun.slice(1);
  const listFindings = findingsAt(findings, spec.key);

  const write = (next: RsaLine[]) => onChange({ ...fields, [spec.key]: spec.pins ? next : next.map((l) => l.text) });
  const focusLine = (index: number) => requestAnimationFrame(() => document.getElementById(idOf(kind, spec.key, index))?.focus());
  const move = (from: number, to: number) => {
    const next = [...lines];
    const [line] = next.splice(from, 1);
    next.splice(to, 0, line!);
    write(next);
    focusLine(to);
  };
  async function regenerate(index: number) {
    if (!onRegenerateLine) return;
    setRegenerating(index);
    try {
      const text = await onRegenerateLine(spec.key, index);
      write(lines.map((l, i) => (i === index ? { ...l, text } : l)));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : `Couldn't regenerate ${spec.noun} ${index + 1}. Your text is unchanged.`);
    } finally {
      setRegenerating(null);
    }
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border px-3 pt-1 pb-3 sm:px-4">
      <legend className="px-1 text-sm font-medium">
        {spec.label}{" "}
        <span className="font-normal text-muted-foreground">
          ({lines.length} of {spec.min > 0 ? `${spec.min}–${spec.max}` : `up to ${spec.max}`})
        </span>
      </legend>
      {spec.hint && <p className="text-xs text-muted-foreground">{spec.hint}</p>}
      <ol ref={listRef} className="flex flex-col gap-3">
        {lines.map((line, index) => {
          const id = idOf(kind, spec.key, index);
          const label = `${noun} ${index + 1}`;
          const mine = findingsAt(findings, spec.key, index);
          const describedBy = [`${id}-count`, mine.length ? `${id}-findings` : ""].filter(Boolean).join(" ");
          const setText = (text: string) => write(lines.map((l, i) => (i === index ? { ...l, text } : l)));
          return (
            <li key={index} className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={id}>{label}</Label>
              {spec.multiline ? (
                <Textarea
                  id={id}
                  rows={2}
                  value={line.text}
                  readOnly={readOnly}
                  aria-describedby={describedBy}
                  aria-invalid={mine.some((f) => f.severity === "error") || undefined}
                  onChange={(e) => setText(e.target.value)}
                />
              ) : (
                <Input
                  id={id}
                  value={line.text}
                  readOnly={readOnly}
                  aria-describedby={describedBy}
                  aria-invalid={mine.some((f) => f.severity === "error") || undefined}
                  onChange={(e) => setText(e.target.value)}
                />
              )}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CounterText id={`${id}-count`} counter={checks ? counterFor(kind, spec.key, line.text, checks, settings) : null} />
                <div className="flex flex-wrap items-center gap-1">
                  {spec.pins && (
                    <NativeSelect
                      aria-label={`Pin ${label.toLowerCase()}`}
                      className="w-36"
                      value={line.pin === null ? "" : String(line.pin)}
                      disabled={readOnly}
                      onChange={(e) => write(lines.map((l, i) => (i === index ? { ...l, pin: e.target.value ? Number(e.target.value) : null } : l)))}
                    >
                      <option value="">Not pinned</option>
                      {spec.pins.map((p) => (
                        <option key={p} value={p}>
                          Pinned to position {p}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                  <CopyTextButton text={line.text} label={label.toLowerCase()} />
                  {onRegenerateLine && !readOnly && (
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      loading={regenerating === index}
                      onClick={() => regenerate(index)}
                      aria-label={`Regenerate ${label.toLowerCase()}`}
                    >
                      <RefreshCw aria-hidden /> <span className="sr-only sm:not-sr-only">Regenerate this line</span>
                    </Button>
                  )}
                  {!readOnly && (
                    <>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        aria-label={`Move ${label.toLowerCase()} up`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        <ArrowUp aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        aria-label={`Move ${label.toLowerCase()} down`}
                        disabled={index === lines.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <ArrowDown aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        aria-label={`Remove ${label.toLowerCase()}`}
                        onClick={() => {
                          write(lines.filter((_, i) => i !== index));
                          requestAnimationFrame(() => addRef.current?.focus());
                        }}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </>
                  )}
                </div>
              </div>
              <FindingList id={`${id}-findings`} findings={mine} />
            </li>
          );
        })}
      </ol>
      <FindingList findings={listFindings} />
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            ref={addRef}
            type="button"
            variant="outline"
            size="sm"
            disabled={lines.length >= spec.max}
            onClick={() => {
              write([...lines, { text: "", pin: null }]);
              focusLine(lines.length);
            }}
          >
            <Plus aria-hidden /> Add {spec.noun}
          </Button>
          {lines.length >= spec.max && <span className="text-xs text-muted-foreground">You&apos;ve reached the limit of {spec.max}.</span>}
        </div>
      )}
    </fieldset>
  );
}
