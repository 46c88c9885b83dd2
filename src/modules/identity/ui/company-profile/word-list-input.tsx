"use client";

import { ChipInput, type ChipCheck } from "@/components/ui/chip-input";
import { PROFILE_LIMITS } from "../../contracts/company-profile.constants";

type Props = {
  id: string;
  label: string;
  hint: string;
  words: string[];
  onChange: (words: string[]) => void;
  /** A message from the last save about this list. */
  error: string | undefined;
  readOnly: boolean;
};

/** A typed word, checked by the profile's contract (loaded after the page; the profile form has usually loaded it already). */
async function checkWord(typed: string, words: string[]): Promise<ChipCheck> {
  const { wordInput } = await import("../../contracts/company-profile.contracts");
  const parsed = wordInput.safeParse(typed);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "Check this word" };
  if (words.some((w) => w.toLowerCase() === parsed.data.toLowerCase())) return { error: `“${parsed.data}” is already in the list` };
  if (words.length >= PROFILE_LIMITS.words) return { error: `Keep up to ${PROFILE_LIMITS.words} words` };
  return { value: parsed.data };
}

/** The company profile's word lists: words as removable chips. */
export function WordListInput({ id, label, hint, words, onChange, error, readOnly }: Props) {
  return (
    <ChipInput id={id} label={label} hint={hint} items={words} onChange={onChange} check={checkWord} error={error} readOnly={readOnly} inputMaxLength={60} />
  );
}
