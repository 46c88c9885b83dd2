/**
 * The headline and description combinations a responsive search ad may show, as Google and Microsoft
 * Advertising assemble them: up to three headlines and two descriptions, each position filled from the
 * lines pinned to it when there are any, otherwise from the unpinned lines, never the same line twice.
 */

export type RsaLine = { text: string; pin: number | null };
export type RsaCombination = { headlines: string[]; descriptions: string[] };

function fill(lines: readonly RsaLine[], positions: number, variant: number): string[] {
  const usable = lines.filter((l) => l.text.trim() !== "");
  const used = new Set<RsaLine>();
  const out: string[] = [];
  for (let position = 1; position <= positions; position++) {
    const pinned = usable.filter((l) => l.pin === position);
    const pool = (pinned.length ? pinned : usable.filter((l) => l.pin === null)).filter((l) => !used.has(l) && !out.includes(l.text.trim()));
    if (!pool.length) continue;
    // Each combination starts the rotation one line further on, so the few shown differ where they can.
    const line = pool[(variant + position - 1) % pool.length]!;
    used.add(line);
    out.push(line.text.trim());
  }
  return out;
}

/** Up to `count` different combinations (fewer when the lines allow fewer); the first uses the lines in their order. */
export function rsaCombinations(headlines: readonly RsaLine[], descriptions: readonly RsaLine[], count = 3): RsaCombination[] {
  const out: RsaCombination[] = [];
  const seen = new Set<string>();
  for (let variant = 0; variant < count * 3 && out.length < count; variant++) {
    const combination = { headlines: fill(headlines, 3, variant), descriptions: fill(descriptions, 2, variant) };
    const key = JSON.stringify(combination);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(combination);
  }
  return out;
}
