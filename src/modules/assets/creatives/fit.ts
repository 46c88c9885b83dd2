/**
 * Fitting a text into a box: the largest font size (within bounds) at which its words, wrapped at
 * spaces, fit the box's width and height. A word is never split. When even the smallest size can't
 * hold the text, it keeps the whole words that fit, ends with "…", and says so.
 */
import type { FontMetrics } from "./woff";
import { measure } from "./fonts";

export type FitInput = {
  text: string;
  metrics: FontMetrics;
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  maxLines?: number;
};

export type FitResult = {
  size: number;
  lines: string[];
  /** Each line's measured width in pixels. */
  widths: number[];
  /** False when the text was shortened to fit (or nothing fitted). */
  fits: boolean;
};

const ELLIPSIS = "…";

/** Greedy wrap at spaces; null when a word is wider than the box. */
function wrap(words: string[], unit: number[], space: number, size: number, width: number): string[] | null {
  const lines: string[] = [];
  let line = "";
  let used = 0;
  for (let i = 0; i < words.length; i++) {
    const w = unit[i]! * size;
    if (w > width) return null;
    if (line && used + space * size + w <= width) {
      line += ` ${words[i]}`;
      used += space * size + w;
    } else {
      if (line) lines.push(line);
      line = words[i]!;
      used = w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function fitText(input: FitInput): FitResult {
  const { metrics, width, height, lineHeight } = input;
  const words = input.text.split(/\s+/).filter(Boolean);
  const unit = words.map((w) => measure(metrics, w, 1));
  const space = measure(metrics, " ", 1);
  const minSize = Math.max(1, Math.ceil(input.minSize));
  const maxSize = Math.max(minSize, Math.floor(input.maxSize));
  const widthsAt = (lines: string[], size: number) => lines.map((l) => measure(metrics, l, size));
  if (words.length === 0) return { size: maxSize, lines: [], widths: [], fits: true };

  for (let size = maxSize; size >= minSize; size--) {
    const lines = wrap(words, unit, space, size, width);
    if (!lines) continue;
    const roomFor = Math.min(Math.floor(height / (size * lineHeight) + 1e-6), input.maxLines ?? Infinity);
    if (lines.length <= roomFor) return { size, lines, widths: widthsAt(lines, size), fits: true };
  }

  // Nothing fits: the smallest size, whole words only, as many lines as the box holds (one at least), "…" at the end.
  const size = minSize;
  const room = Math.max(1, Math.min(Math.floor(height / (size * lineHeight) + 1e-6), input.maxLines ?? Infinity));
  const kept = words.findIndex((_, i) => unit[i]! * size > width);
  const lines = (wrap(kept < 0 ? words : words.slice(0, kept), unit, space, size, width) ?? []).slice(0, room);
  while (lines.length) {
    const last = lines.pop()!.split(" ");
    while (last.length && measure(metrics, last.join(" ") + ELLIPSIS, size) > width) last.pop();
    if (last.length) {
      lines.push(last.join(" ") + ELLIPSIS);
      break;
    }
  }
  return { size, lines, widths: widthsAt(lines, size), fits: false };
}
