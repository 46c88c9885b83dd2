const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A block's props with "Fill with AI"'s words put in: each written field replaces the block's, and a
 * written list goes into the block's items one by one, keeping what the writer doesn't write (a
 * testimonial's name, a plan's price, the block's id and settings) and the items past the written ones.
 */
export function mergeBlockCopy(props: Record<string, unknown>, filled: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...props };
  for (const [key, value] of Object.entries(filled)) {
    if (key === "id") continue;
    if (typeof value === "string") out[key] = value;
    else if (Array.isArray(value)) {
      const current = Array.isArray(props[key]) ? (props[key] as unknown[]) : [];
      const written = value.filter(isRecord).map((item, i) => ({ ...(isRecord(current[i]) ? current[i] : {}), ...item }));
      out[key] = [...written, ...current.slice(written.length)];
    }
  }
  return out;
}
