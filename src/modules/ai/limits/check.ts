/**
 * `checkAsset`: an asset's fields against the platform limits table and the platforms' structural
 * rules, as findings a marketer can act on ("Headline 3 is 34 characters; Google allows 30."). Pure
 * and zod-free: the browser runs it on every keystroke.
 */
import type { AssetFields } from "../contracts/assets";
import type { AssetKind } from "../contracts/assets.constants";
import { countEmoji, countSms, hashtags, measureText, nfc } from "./measure";
import {
  assetPlatform,
  defaultLimitSettings,
  limitsFor,
  platformName,
  type LimitSettings,
  type LimitUnit,
  type PlatformLimit,
  type Severity,
} from "./platform-limits";
import { fieldLabel, fieldValues, unitWords } from "./fields";

export type LimitFinding = {
  field: string;
  /** The item of a list field (0-based); the message counts from 1. */
  index?: number;
  /** The table row's id, or a structural rule's (`google-rsa.headlines.duplicate`). */
  rule: string;
  severity: Severity;
  message: string;
  limit: number;
  actual: number;
  unit: LimitUnit;
};

export type CheckOptions = { settings?: Partial<LimitSettings> };

const en = (n: number) => n.toLocaleString("en-US");

function lengthFinding(row: PlatformLimit, value: string, index: number | undefined, settings: LimitSettings, kind: AssetKind): LimitFinding | null {
  const who = fieldLabel(kind, row.field, index);
  const base = { field: row.field, ...(index === undefined ? {} : { index }), rule: row.id, severity: row.severity, limit: row.max, unit: row.unit };
  if (row.measure === "hashtags" || row.measure === "emoji") {
    const actual = row.measure === "hashtags" ? hashtags(value).length : countEmoji(value);
    if (actual <= row.max) return null;
    const what = row.measure === "hashtags" ? "hashtags" : "emoji";
    const tail = row.severity === "error" ? `${platformName[row.platform]} allows ${en(row.max)}.` : `${row.advice}.`;
    return { ...base, actual, message: `${who} has ${en(actual)} ${what}; ${tail}` };
  }
  if (row.unit === "segments") {
    const sms = countSms(value);
    if (sms.segments <= row.max) return null;
    return {
      ...base,
      actual: sms.segments,
      message: `${who} is sent in ${en(sms.segments)} parts (${sms.encoding}, ${en(sms.perSegment)} characters each); ${row.advice}. Aim for ${en(row.max)} or fewer.`,
    };
  }
  const actual = measureText(value, row.unit, { xMax: settings.xWeightedMax });
  if (actual <= row.max) return null;
  const words = unitWords(row.unit, value);
  if (row.unit === "bytes") {
    const kb = (n: number) => `${en(Math.ceil(n / 1024))} KB`;
    return { ...base, actual, message: `${who} is ${kb(actual)}; Gmail clips messages over ${kb(row.max)} and hides the rest, unsubscribe link included.` };
  }
  const tail = row.severity === "error" ? `${platformName[row.platform]} allows ${en(row.max)}.` : `${row.advice}.`;
  return { ...base, actual, message: `${who} is ${en(actual)} ${words}; ${tail}` };
}

function itemsFinding(row: PlatformLimit, count: number, kind: AssetKind): LimitFinding | null {
  const plural = fieldLabel(kind, row.field, undefined, true);
  const base = { field: row.field, rule: row.id, severity: row.severity, unit: row.unit, actual: count };
  const who = platformName[row.platform];
  if (row.min !== undefined && count < row.min) return { ...base, limit: row.min, message: `Add at least ${en(row.min)} ${plural}; this ad has ${en(count)}.` };
  if (count > row.max) return { ...base, limit: row.max, message: `${who} allows up to ${en(row.max)} ${plural}; this ad has ${en(count)}.` };
  return null;
}

/** Case, spacing and Unicode form folded, as the ad platforms compare lines for duplicates. */
const sameKey = (text: string) => nfc(text).trim().replace(/\s+/g, " ").toLocaleLowerCase("en");

function duplicates(kind: AssetKind, field: string, values: string[], severity: Severity): LimitFinding[] {
  const seen = new Map<string, number>();
  const out: LimitFinding[] = [];
  values.forEach((v, i) => {
    const key = sameKey(v);
    if (!key) return;
    const first = seen.get(key);
    if (first === undefined) return void seen.set(key, i);
    const who = fieldLabel(kind, field, i);
    const platform = platformName[assetPlatform(kind)];
    const tail =
      severity === "error" ? `${platform} refuses identical ${fieldLabel(kind, field, undefined, true)}.` : "each variation should say something different.";
    out.push({
      field,
      index: i,
      rule: `${kind}.${field}.duplicate`,
      severity,
      limit: 1,
      actual: 2,
      unit: "count",
      message: `${who} repeats ${fieldLabel(kind, field, first).toLowerCase()}; ${tail}`,
    });
  });
  return out;
}

type Pinned = { text: string; pin: number | null };

/** Pins: positions in range, and each position the ad must fill (headline 1–2, description 1) still has a line that can go there. */
function pins(kind: AssetKind, field: "headlines" | "descriptions", lines: Pinned[], positions: number, mustFill: number): LimitFinding[] {
  const out: LimitFinding[] = [];
  const platform = platformName[assetPlatform(kind)];
  lines.forEach((l, i) => {
    if (l.pin !== null && (!Number.isInteger(l.pin) || l.pin < 1 || l.pin > positions))
      out.push({
        field,
        index: i,
        rule: `${kind}.${field}.pin`,
        severity: "error",
        limit: positions,
        actual: l.pin,
        unit: "count",
        message: `${fieldLabel(kind, field, i)} is pinned to position ${en(l.pin)}; ${platform} has positions 1 to ${en(positions)}.`,
      });
  });
  const unpinned = lines.some((l) => l.pin === null);
  if (!unpinned && lines.length > 0)
    for (let p = 1; p <= mustFill; p++)
      if (!lines.some((l) => l.pin === p))
        out.push({
          field,
          rule: `${kind}.${field}.pin-gap`,
          severity: "error",
          limit: 1,
          actual: 0,
          unit: "count",
          message: `Every ${fieldLabel(kind, field, undefined).toLowerCase()} is pinned and none to position ${p}; pin one there or unpin one so ${platform} can fill it.`,
        });
  return out;
}

function urlFinding(kind: AssetKind, value: string): LimitFinding | null {
  if (!value.trim()) return null; // the table's "empty" finding covers it
  let ok = false;
  try {
    const u = new URL(value.trim());
    ok = (u.protocol === "https:" || u.protocol === "http:") && u.hostname.includes(".");
  } catch {
    ok = false;
  }
  if (ok) return null;
  return {
    field: "finalUrl",
    rule: `${kind}.finalUrl.invalid`,
    severity: "error",
    limit: 1,
    actual: 0,
    unit: "count",
    message: "The final URL isn't a web address; enter one that starts with https://.",
  };
}

/** Findings for one asset: limits, counts, duplicates, pins, paths and URL, errors first. */
export function checkAsset<K extends AssetKind>(kind: K, fields: AssetFields<K>, options: CheckOptions = {}): LimitFinding[] {
  const settings = { ...defaultLimitSettings, ...options.settings };
  const record = fields as Record<string, unknown>;
  const out: LimitFinding[] = [];
  for (const row of limitsFor(kind, settings)) {
    const { values, list } = fieldValues(record[row.field]);
    if (row.measure === "items") {
      const f = itemsFinding(row, values.length, kind);
      if (f) out.push(f);
      continue;
    }
    values.forEach((v, i) => {
      // An optional field left empty has no length to check; a required one says it is empty (an error, once).
      if (v.trim() === "") {
        if (row.min !== undefined && row.measure === "length")
          out.push({
            field: row.field,
            ...(list ? { index: i } : {}),
            rule: `${kind}.${row.field}.empty`,
            severity: "error",
            limit: row.min,
            actual: 0,
            unit: row.unit,
            message: `${fieldLabel(kind, row.field, list ? i : undefined)} is empty.`,
          });
        return;
      }
      const f = lengthFinding(row, v, list ? i : undefined, settings, kind);
      if (f) out.push(f);
    });
  }
  // One message per text and rule: "empty" can come from the error row and its warning twin.
  const unique = out.filter((f, i) => out.findIndex((g) => g.rule === f.rule && g.field === f.field && g.index === f.index) === i);
  unique.push(...structural(kind, record));
  return unique.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1));
}

function structural(kind: AssetKind, record: Record<string, unknown>): LimitFinding[] {
  const out: LimitFinding[] = [];
  const text = (field: string) => fieldValues(record[field]).values;
  if (kind === "google-rsa" || kind === "microsoft-rsa") {
    out.push(...duplicates(kind, "headlines", text("headlines"), "error"), ...duplicates(kind, "descriptions", text("descriptions"), "error"));
    out.push(...pins(kind, "headlines", (record.headlines as Pinned[] | undefined) ?? [], 3, 2));
    out.push(...pins(kind, "descriptions", (record.descriptions as Pinned[] | undefined) ?? [], 2, 1));
    const [path1 = ""] = text("path1");
    const [path2 = ""] = text("path2");
    if (path2.trim() && !path1.trim())
      out.push({
        field: "path2",
        rule: `${kind}.path2.needs-path1`,
        severity: "error",
        limit: 1,
        actual: 0,
        unit: "count",
        message: "Path 2 is set without path 1; fill path 1 first.",
      });
    for (const [field, value] of [
      ["path1", path1],
      ["path2", path2],
    ] as const)
      if (/\s/.test(value.trim()))
        out.push({
          field,
          rule: `${kind}.${field}.spaces`,
          severity: "error",
          limit: 0,
          actual: 1,
          unit: "count",
          message: `${fieldLabel(kind, field)} has a space; paths are single words, like “running-shoes”.`,
        });
  }
  if (kind === "meta-ad") for (const field of ["primaryTexts", "headlines", "descriptions"]) out.push(...duplicates(kind, field, text(field), "warning"));
  if ("finalUrl" in record) {
    const f = urlFinding(kind, String(record.finalUrl ?? ""));
    if (f) out.push(f);
  }
  return out;
}
