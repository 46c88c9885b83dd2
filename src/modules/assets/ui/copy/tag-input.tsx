"use client";

import { ChipInput, type ChipCheck } from "@/components/ui/chip-input";
import { ASSET_LIMITS } from "../../contracts/items.constants";

type Props = { tags: string[]; onChange: (next: string[]) => void; readOnly: boolean; pending?: boolean };

/** A typed tag's fate: trimmed, lower-cased, within the store's limits. */
export function checkTag(typed: string, tags: string[]): ChipCheck {
  const value = typed.trim().replace(/\s+/g, " ").toLowerCase();
  if (!value) return { error: "Type a tag to add" };
  if (value.length > ASSET_LIMITS.tagMax) return { error: `Keep each tag to ${ASSET_LIMITS.tagMax} characters` };
  if (tags.includes(value)) return { error: `“${value}” is already a tag` };
  if (tags.length >= ASSET_LIMITS.tagsMax) return { error: `An asset has at most ${ASSET_LIMITS.tagsMax} tags` };
  return { value };
}

/** An asset's tags as removable chips (the shared chip input, saved on each change): type one and press Enter. */
export function TagInput({ tags, onChange, readOnly, pending }: Props) {
  return (
    <ChipInput
      id="asset-tags"
      label="Tags"
      hint="Press Enter to add a tag. Changes are saved straight away."
      items={tags}
      onChange={onChange}
      check={checkTag}
      readOnly={readOnly}
      pending={pending}
      inputMaxLength={ASSET_LIMITS.tagMax + 10}
    />
  );
}
