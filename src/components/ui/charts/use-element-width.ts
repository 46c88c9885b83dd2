"use client";

import { useCallback, useState } from "react";

/**
 * Width of an element, kept current with a ResizeObserver. `null` until measured (on the server
 * and in the first client render), so callers render a width-independent fallback first.
 */
export function useElementWidth<T extends HTMLElement>(): [(el: T | null) => (() => void) | undefined, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((el: T | null) => {
    if (!el || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
