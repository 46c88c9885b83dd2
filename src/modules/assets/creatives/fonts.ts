import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Font } from "satori";
import { readWoffMetrics, type FontMetrics } from "./woff";

/**
 * The fonts creatives are drawn with, shipped with the app (@fontsource/inter, OFL-1.1): read and
 * parsed once per process, on first use. Nothing here depends on a workspace, so the cache can't
 * leak anything between them.
 */

export const SHIPPED_FAMILY = "Inter";
export const weights = { regular: 400, bold: 700, heavy: 800 } as const;
export type Weight = (typeof weights)[keyof typeof weights];

const FILES_DIR = path.join(process.cwd(), "node_modules", "@fontsource", "inter", "files");
const file = (weight: Weight) => path.join(FILES_DIR, `inter-latin-${weight}-normal.woff`);

export type LoadedFonts = { satori: Font[]; metrics: Record<Weight, FontMetrics> };

let loading: Promise<LoadedFonts> | null = null;

/** The shipped fonts, loaded once (a failed load is retried on the next call). */
export function loadFonts(): Promise<LoadedFonts> {
  loading ??= (async () => {
    const list = Object.values(weights);
    const data = await Promise.all(list.map((w) => readFile(file(w))));
    const metrics = Object.fromEntries(list.map((w, i) => [w, readWoffMetrics(data[i]!)])) as Record<Weight, FontMetrics>;
    return { satori: list.map((w, i) => ({ name: SHIPPED_FAMILY, data: data[i]!, weight: w, style: "normal" as const })), metrics };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Names that mean the shipped family, or no particular family. */
const SAME = /^(inter( var| display| tight)?|sans-serif|system-ui|-apple-system|ui-sans-serif)?$/i;

/**
 * The family a kit's font name is drawn with, and a note when it isn't the one the kit names (only
 * Inter ships with the app today).
 */
export function mapFont(name: string, role: "heading" | "body"): { family: string; note?: string } {
  const wanted = name.trim().replace(/^["']|["']$/g, "");
  if (SAME.test(wanted)) return { family: SHIPPED_FAMILY };
  return {
    family: SHIPPED_FAMILY,
    note: `Your brand kit's ${role} font, ${wanted}, isn't available for images yet, so the ${role} is set in ${SHIPPED_FAMILY}.`,
  };
}

/** Width in pixels of `text` at `size`. */
export function measure(metrics: FontMetrics, text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += metrics.advance(ch.codePointAt(0)!);
  return em * size;
}
