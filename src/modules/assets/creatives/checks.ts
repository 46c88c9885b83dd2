import "server-only";
import { formatBytes } from "@/lib/format";
import { platformName, type ImageLimit } from "@/modules/ai";
import { contrast } from "./colour";
import { mapFont } from "./fonts";
import { neededContrast, type PlacedText, type TextRole } from "./layout";
import { round } from "./palette";
import type { CreativeCheck, CreativeKit } from "./types";

/** The checks of one rendered creative: words that fit, contrast, fonts, and the platform rows of the limits table. */

const ROLE: Record<TextRole, string> = { headline: "headline", subline: "subline", cta: "button text", wordmark: "brand name" };
const px = (n: number) => `${Math.round(n)} px`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

export function fitChecks(texts: PlacedText[], sizeName: string): CreativeCheck[] {
  return texts.map(({ role, text, fit }) => {
    const id = `text.${role}.fit`;
    if (fit.fits)
      return {
        id,
        ok: true,
        severity: "info",
        message: `The ${ROLE[role]} fits at ${px(fit.size)} on ${fit.lines.length === 1 ? "one line" : `${fit.lines.length} lines`}.`,
      };
    const kept = fit.lines.join(" ").replace(/…$/, "").length;
    const message = fit.lines.length
      ? `The ${ROLE[role]} doesn't fit the ${sizeName} even at ${px(fit.size)}, so it ends after “${fit.lines.join(" ")}”. Shorten it to about ${kept} characters for this size.`
      : `The ${ROLE[role]} doesn't fit the ${sizeName} at all: its first word is too long for the space. Use a shorter ${ROLE[role]} for this size.`;
    return { id, ok: false, severity: role === "headline" ? "error" : "warning", message, value: text.length, limit: kept };
  });
}

export function contrastChecks(texts: PlacedText[]): CreativeCheck[] {
  return texts.map((t) => {
    const ratio = Math.min(...t.backgrounds.map((b) => contrast(t.colour, b)));
    const needed = neededContrast(t);
    const ok = ratio >= needed;
    return {
      id: `contrast.${t.role}`,
      ok,
      severity: ok ? "info" : "error",
      value: round(ratio),
      limit: needed,
      message: ok
        ? `The ${ROLE[t.role]} (${t.colour}) reaches ${round(ratio)}:1 against its background; WCAG AA asks for ${needed}:1.`
        : `The ${ROLE[t.role]} (${t.colour}) reaches only ${round(ratio)}:1 against its background; WCAG AA asks for ${needed}:1.`,
    };
  });
}

export function fontChecks(kit: CreativeKit): CreativeCheck[] {
  return (["heading", "body"] as const).flatMap((role) => {
    const { note } = mapFont(kit.fonts[role], role);
    return note ? [{ id: `font.${role}`, ok: false, severity: "info" as const, message: note }] : [];
  });
}

export function limitChecks(rows: readonly ImageLimit[], measured: { width: number; height: number; bytes: number; textShare: number }): CreativeCheck[] {
  return rows.map((r) => {
    const where = `${platformName[r.platform]} ${r.placement.toLowerCase()}`;
    const base = { id: r.id, platform: r.platform, limit: r.max, source: r.source };
    const past = (ok: boolean, message: string): CreativeCheck => ({
      ...base,
      ok,
      severity: ok ? "info" : r.severity,
      message: ok || !r.advice ? message : `${message} Past it, ${r.advice}.`,
    });
    switch (r.measure) {
      case "file-bytes":
        return {
          ...past(measured.bytes <= r.max, `The file is ${formatBytes(measured.bytes)}; ${where} take up to ${formatBytes(r.max)}.`),
          value: measured.bytes,
        };
      case "min-width":
        return { ...past(measured.width >= r.max, `The image is ${measured.width} px wide; ${where} need at least ${r.max} px.`), value: measured.width };
      case "min-height":
        return { ...past(measured.height >= r.max, `The image is ${measured.height} px high; ${where} need at least ${r.max} px.`), value: measured.height };
      case "text-share":
        return {
          ...past(measured.textShare <= r.max, `Text covers about ${percent(measured.textShare)} of the image; ${where} should keep it to ${percent(r.max)}.`),
          value: round(measured.textShare, 3),
        };
    }
  });
}
