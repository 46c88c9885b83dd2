/** Adds typed text as tags: split on commas, trimmed, no repeats. */
export function addTags(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const raw of typed.split(",")) {
    const tag = raw.trim().slice(0, 100);
    if (tag && !next.includes(tag)) next.push(tag);
  }
  return next;
}
