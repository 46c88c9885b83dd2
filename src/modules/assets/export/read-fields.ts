/**
 * Lenient readers of a stored version's fields: a draft may be incomplete, and an export writes what
 * is there rather than refusing the file.
 */
export type Fields = Readonly<Record<string, unknown>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export const textOf = (v: unknown): string => (typeof v === "string" ? v.trim() : "");

export const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Lines such as RSA headlines: `{ text, pin }` objects (or plain strings), empty ones dropped. */
export function linesOf(v: unknown): { text: string; pin: number | null }[] {
  return listOf(v)
    .map((item) =>
      typeof item === "string"
        ? { text: item.trim(), pin: null }
        : isRecord(item)
          ? { text: textOf(item.text), pin: typeof item.pin === "number" && Number.isInteger(item.pin) ? item.pin : null }
          : { text: "", pin: null },
    )
    .filter((l) => l.text !== "");
}

export const recordsOf = (v: unknown): Record<string, unknown>[] => listOf(v).filter(isRecord);
