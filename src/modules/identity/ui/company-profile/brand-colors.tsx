"use client";

import { Plus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PROFILE_LIMITS } from "../../contracts/company-profile.constants";
import { fieldId, FormError, type SectionProps } from "./form-kit";

const HEX = /^#[0-9a-f]{6}$/i;

/** Up to six brand colours: a swatch, the system colour picker and the hex code, kept in step. */
export function BrandColors({ draft, set, errors, readOnly }: SectionProps) {
  const colors = draft.brandColors;
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const full = colors.length >= PROFILE_LIMITS.brandColors;
  const change = (index: number, value: string) =>
    set(
      "brandColors",
      colors.map((c, i) => (i === index ? value : c)),
      `brandColors.${index}`,
    );

  return (
    <div className="flex flex-col gap-3">
      {colors.length === 0 && <p className="text-sm text-muted-foreground">No brand colours yet.</p>}
      {colors.length > 0 && (
        <ul ref={listRef} className="grid gap-3 sm:grid-cols-2" aria-label="Brand colours">
          {colors.map((color, i) => {
            const id = fieldId(`brandColors.${i}`);
            const error = errors[`brandColors.${i}`];
            const valid = HEX.test(color.trim());
            return (
              <li key={i} className="flex flex-col gap-1">
                <div className="flex items-center gap-2">
                  <span aria-hidden className="size-9 shrink-0 rounded-md border shadow-xs" style={{ backgroundColor: valid ? color.trim() : "transparent" }} />
                  {!readOnly && (
                    <input
                      type="color"
                      className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-background p-1"
                      value={valid ? color.trim().toLowerCase() : "#000000"}
                      aria-label={`Pick colour ${i + 1}`}
                      onChange={(e) => change(i, e.target.value)}
                    />
                  )}
                  <Input
                    id={id}
                    value={color}
                    readOnly={readOnly}
                    maxLength={7}
                    spellCheck={false}
                    className="font-mono"
                    aria-label={`Colour ${i + 1} hex code`}
                    onChange={(e) => change(i, e.target.value)}
                    {...fieldAria(id, { error })}
                  />
                  {!readOnly && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove colour ${i + 1}`}
                      onClick={() => {
                        set(
                          "brandColors",
                          colors.filter((_, j) => j !== i),
                          "brandColors",
                        );
                        requestAnimationFrame(() => addRef.current?.focus());
                      }}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  )}
                </div>
                <FormError id={`${id}-error`} message={error} />
              </li>
            );
          })}
        </ul>
      )}
      <FormError message={errors.brandColors} />
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            ref={addRef}
            variant="outline"
            size="sm"
            disabled={full}
            onClick={() => {
              set("brandColors", [...colors, "#000000"], "brandColors");
              requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>("li:last-child input.font-mono")?.select());
            }}
          >
            <Plus aria-hidden /> Add colour
          </Button>
          <span className="text-xs text-muted-foreground">
            {full ? `You've reached the limit of ${PROFILE_LIMITS.brandColors}.` : `Up to ${PROFILE_LIMITS.brandColors}, as #rrggbb.`}
          </span>
        </div>
      )}
    </div>
  );
}
