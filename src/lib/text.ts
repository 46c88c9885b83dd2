import { z } from "zod";

/**
 * The NUL character (U+0000) is invisible, pasted in from binary files or crafted requests, and
 * PostgreSQL can store it neither in text nor in JSON. Contracts refuse it with this sentence.
 */
export const NUL_MESSAGE = "Remove the invisible control character from this field.";

export const hasNul = (value: string) => value.includes("\u0000");

/**
 * The string type of every contract: `z.string()` that refuses the NUL character, so a field holding
 * one answers with its own message instead of failing in the database. Chain on it as on z.string():
 * `text({ error: "Name the deal" }).trim().min(1).max(200)`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine((value) => !hasNul(value), { error: NUL_MESSAGE });

/**
 * Where a NUL character sits in a value as it came off the wire (strings, object keys, arrays, maps,
 * sets at any depth): the path to the first one, or null. Walks without recursion and keeps each
 * step's parent instead of a copy of its path, so a deeply nested value costs linear time and can't
 * overflow the stack.
 */
export function findNul(value: unknown): (string | number)[] | null {
  type Step = { value: unknown; key: string | number | null; parent: Step | null };
  const pathOf = (step: Step) => {
    const path: (string | number)[] = [];
    for (let s: Step | null = step; s; s = s.parent) if (s.key !== null) path.push(s.key);
    return path.reverse();
  };
  const stack: Step[] = [{ value, key: null, parent: null }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v === "string") {
      if (hasNul(v)) return pathOf(step);
      continue;
    }
    if (typeof v !== "object" || v === null || seen.has(v)) continue;
    seen.add(v);
    if (v instanceof Map) {
      for (const [k, item] of v) {
        if (typeof k === "string" && hasNul(k)) return pathOf(step);
        stack.push({ value: item, key: String(k), parent: step });
      }
    } else if (v instanceof Set) {
      for (const item of v) stack.push({ value: item, key: null, parent: step });
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, key: i, parent: step }));
    } else if (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null) {
      for (const [k, item] of Object.entries(v)) {
        if (hasNul(k)) return pathOf(step);
        stack.push({ value: item, key: k, parent: step });
      }
    }
  }
  return null;
}
