import type { CustomFieldType } from "./contracts/crm-enums";

export type FieldDef = { key: string; label: string; type: CustomFieldType; options: string[] };

/** A stable key from a label: "Plan tier" → "plan_tier" (never starts with a digit). */
export function keyFromLabel(label: string): string {
  const base = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 50);
  return /^[a-z]/.test(base) ? base : `field_${base || "x"}`;
}

/**
 * Pure: checks custom values against the fields they name and returns them typed (number, ISO date,
 * boolean, one option, options) with the problems keyed by field for the form. Null or "" clears.
 */
export function checkCustomValues(values: Record<string, unknown>, fields: FieldDef[]): { values: Record<string, unknown>; errors: Record<string, string> } {
  const out: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const [key, raw] of Object.entries(values)) {
    const field = byKey.get(key);
    const at = `custom.${key}`;
    if (!field) {
      errors[at] = "This field doesn't exist (any more).";
      continue;
    }
    if (raw === null || raw === "" || (Array.isArray(raw) && raw.length === 0)) {
      out[key] = null;
      continue;
    }
    const fail = (message: string) => (errors[at] = message);
    switch (field.type) {
      case "text":
        if (typeof raw !== "string" || raw.length > 2000) fail(`${field.label}: enter text under 2,000 characters`);
        else out[key] = raw.trim();
        break;
      case "url": {
        const ok = typeof raw === "string" && /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(raw.trim());
        if (ok) out[key] = (raw as string).trim();
        else fail(`${field.label}: enter a web address starting with http:// or https://`);
        break;
      }
      case "number": {
        const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw.replace(/[\s,]/g, "")) : NaN;
        if (Number.isFinite(n)) out[key] = n;
        else fail(`${field.label}: enter a number`);
        break;
      }
      case "date": {
        const s = raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw);
        if (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))) out[key] = s;
        else fail(`${field.label}: enter a date as YYYY-MM-DD`);
        break;
      }
      case "boolean":
        if (typeof raw === "boolean") out[key] = raw;
        else fail(`${field.label}: choose yes or no`);
        break;
      case "select":
        if (typeof raw === "string" && field.options.includes(raw)) out[key] = raw;
        else fail(`${field.label}: choose one of the options`);
        break;
      case "multi_select":
        if (Array.isArray(raw) && raw.every((v) => typeof v === "string" && field.options.includes(v))) out[key] = [...new Set(raw as string[])];
        else fail(`${field.label}: choose from the options`);
        break;
    }
  }
  return { values: out, errors };
}
