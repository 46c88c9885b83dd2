import "server-only";

/**
 * Reading a condition's value for its operator. Every problem is recorded against the condition's
 * path (the rule builder shows it beside the value) and the condition compiles to nothing: the
 * caller throws one InvalidError with all of them once the whole rule set was read.
 */
export type Issues = Record<string, string>;

export class Problem extends Error {
  constructor(
    readonly where: "value" | "op" | "key" | "listId",
    message: string,
  ) {
    super(message);
  }
}

type Value = string | number | boolean | string[] | undefined;

export function textValue(value: Value): string {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string" || value.trim() === "") throw new Problem("value", "Enter a value");
  return value.trim();
}

export function textList(value: Value): string[] {
  const list = (Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : []).map((v) => v.trim()).filter(Boolean);
  if (list.length === 0) throw new Problem("value", "Choose at least one value");
  return [...new Set(list)];
}

export function numberValue(value: Value): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || Math.abs(n) > 1e15) throw new Problem("value", "Enter a number");
  return n;
}

export function daysValue(value: Value): number {
  const n = numberValue(value);
  if (!Number.isInteger(n) || n < 1 || n > 36_500) throw new Problem("value", "Enter a whole number of days, 1 or more");
  return n;
}

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An ISO date ("2025-03-01") or date-time; `dateOnly` says whether it named a whole day. */
export function dateValue(value: Value): { at: Date; day: string; dateOnly: boolean } {
  const text = typeof value === "string" ? value.trim() : "";
  const whole = dateOnly.test(text);
  const at = whole ? new Date(`${text}T00:00:00Z`) : isoDateTime.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime()) || (whole && at.toISOString().slice(0, 10) !== text)) throw new Problem("value", "Enter a date");
  return { at, day: at.toISOString().slice(0, 10), dateOnly: whole };
}

export function booleanValue(value: Value): boolean {
  if (typeof value === "boolean") return value;
  if (value === "true" || value === "false") return value === "true";
  throw new Problem("value", "Choose yes or no");
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A LIKE pattern that matches `text` literally: \, % and _ are escaped (backslash is the default escape). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function uuidValue(value: string): string {
  if (!uuid.test(value)) throw new Problem("value", "Choose a person");
  return value.toLowerCase();
}
