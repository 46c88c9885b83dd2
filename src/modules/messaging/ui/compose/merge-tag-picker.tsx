"use client";

import { Braces } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { mergeTags, mergeTagSnippet } from "../../render/template";

/** What a tag shows when the contact has no value; edit it in the inserted text ({{ … | "…" }}). */
const suggestedFallbacks: Record<string, string> = {
  "contact.first_name": "there",
  "contact.company": "your company",
};

/** Tags that only make sense in an email (an SMS carries "Reply STOP" instead of links). */
const emailOnly = new Set(["unsubscribe_url", "preferences_url", "postal_address"]);

/**
 * "Insert merge tag": the catalogue of the template language, each inserted at the caret of the field it
 * belongs to, with a fallback where a missing value would read oddly (`{{ contact.first_name | "there" }}`).
 */
export function MergeTagPicker({ onPick, label, channel = "email" }: { onPick: (snippet: string) => void; label: string; channel?: "email" | "sms" }) {
  const tags = mergeTags.filter((t) => channel === "email" || !emailOnly.has(t.tag));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={label}>
          <Braces aria-hidden /> <span className="hidden sm:inline">Merge tag</span>
        </Button>
      </DropdownMenuTrigger>
      {/* The field the tag went into takes the focus back, caret after the tag. */}
      <DropdownMenuContent align="end" className="w-72" onCloseAutoFocus={(e) => e.preventDefault()}>
        <DropdownMenuLabel>Insert a merge tag</DropdownMenuLabel>
        {tags.map((t) => (
          <DropdownMenuItem key={t.tag} onSelect={() => onPick(mergeTagSnippet(t.tag, suggestedFallbacks[t.tag]))} className="flex flex-col items-start gap-0">
            <span>{t.label}</span>
            <span className="font-mono text-xs text-muted-foreground">
              {t.tag}
              {suggestedFallbacks[t.tag] ? ` | "${suggestedFallbacks[t.tag]}"` : ""}
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
