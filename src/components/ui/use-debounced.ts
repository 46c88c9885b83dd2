"use client";

import { useEffect, useState } from "react";

/** `value`, once it stopped changing for `ms` (a search box or a preview asks the server after a pause in typing). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
