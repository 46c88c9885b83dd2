"use client";

import { useRef, useState, type ComponentProps } from "react";
import { NativeSelect } from "./native-select";

/**
 * What a key does to a CommitSelect. A closed select changes its value on each arrow key (and each
 * typed letter) on Windows and Linux, inside the key's own task: that is someone looking through the
 * list ("browse"), so a change in that task is only shown. A change in a later task (a click or Enter
 * in the open list, a screen reader's choice, Playwright's selectOption) is a choice and commits.
 * Enter chooses the option shown, Escape puts the chosen one back; Tab leaves (and the blur chooses).
 */
export function selectKeyAction(key: string, drafting: boolean): "commit" | "revert" | "browse" | "none" {
  if (key === "Enter") return drafting ? "commit" : "none";
  if (key === "Escape") return drafting ? "revert" : "none";
  if (key === "Tab" || key === "Shift" || key === "Control" || key === "Alt" || key === "Meta") return "none";
  return "browse";
}

export type CommitSelectProps = Omit<ComponentProps<"select">, "value" | "defaultValue" | "onChange"> & {
  value: string;
  /** Called once per deliberate choice with a value other than `value`. */
  onCommit: (value: string) => void;
};

/**
 * A NativeSelect whose choice costs something (a report reload, a navigation): looking through it with
 * the arrow keys shows each option without choosing it; Enter or leaving the field (Tab, a click
 * elsewhere) chooses the one shown, Escape puts the chosen one back. A pick from the open list chooses
 * at once.
 */
export function CommitSelect({ value, onCommit, onKeyDown, onBlur, ...props }: CommitSelectProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const keyed = useRef(false);

  function commit(next: string) {
    setDraft(null);
    if (next !== value) onCommit(next);
  }

  return (
    <NativeSelect
      {...props}
      value={draft ?? value}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        const action = selectKeyAction(e.key, draft !== null);
        if (action === "commit" && draft !== null) {
          e.preventDefault();
          commit(draft);
        } else if (action === "revert") {
          e.preventDefault();
          e.stopPropagation();
          setDraft(null);
        } else if (action === "browse") {
          // The browser changes a closed select's value after this handler, in this task.
          keyed.current = true;
          setTimeout(() => {
            keyed.current = false;
          }, 0);
        }
      }}
      onChange={(e) => (keyed.current ? setDraft(e.target.value) : commit(e.target.value))}
      onBlur={(e) => {
        onBlur?.(e);
        if (draft !== null) commit(draft);
      }}
    />
  );
}
