"use client";

import { useCallback, useRef } from "react";
import type { TextEdit } from "./body-format";

type Editable = HTMLTextAreaElement | HTMLInputElement;

/**
 * Edits a controlled text field at its selection (toolbar formats, merge tags) and puts the focus and
 * the selection back where the edit leaves them.
 */
export function useTextEdit<E extends Editable>(onChange: (value: string) => void) {
  const ref = useRef<E>(null);
  const apply = useCallback(
    (edit: (value: string, start: number, end: number) => TextEdit) => {
      const el = ref.current;
      if (!el) return;
      const next = edit(el.value, el.selectionStart ?? el.value.length, el.selectionEnd ?? el.value.length);
      onChange(next.value);
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(next.selectionStart, next.selectionEnd);
      });
    },
    [onChange],
  );
  return { ref, apply };
}
