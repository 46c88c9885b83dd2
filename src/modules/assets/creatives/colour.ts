/**
 * Colour arithmetic for creatives: WCAG 2 relative luminance and contrast, blending, and choosing a
 * text colour that reads on a background. Pure functions over `#rrggbb`.
 */

export type Rgb = readonly [number, number, number];

export const hexToRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.replace("#", "").slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export const rgbToHex = ([r, g, b]: Rgb): string => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export const luminance = (hex: string): number => {
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` at `alpha` over `bottom`. */
export function blend(top: string, bottom: string, alpha: number): string {
  const t = hexToRgb(top);
  const b = hexToRgb(bottom);
  return rgbToHex([0, 1, 2].map((i) => t[i]! * alpha + b[i]! * (1 - alpha)) as unknown as Rgb);
}

/** WCAG AA: 3:1 for large text (24 px, or 18.66 px bold), 4.5:1 for the rest. */
export const requiredContrast = (fontSize: number, bold: boolean): number => (fontSize >= 24 || (bold && fontSize >= 18.66) ? 3 : 4.5);

export const INK = "#111111";
export const WHITE = "#ffffff";
export const BLACK = "#000000";

/**
 * The text colour to use on `backgrounds` (the worst of them counts): the first of `preferred` that
 * reaches `needed`, else near-black or white, else whichever of black and white reads best (one of
 * them always reaches 4.5:1).
 */
export function readableOn(backgrounds: readonly string[], needed: number, preferred: readonly string[] = []): { colour: string; ratio: number } {
  const worst = (c: string) => Math.min(...backgrounds.map((b) => contrast(c, b)));
  for (const c of [...preferred, INK, WHITE]) {
    const ratio = worst(c);
    if (ratio >= needed) return { colour: c, ratio };
  }
  const [b, w] = [worst(BLACK), worst(WHITE)];
  return b >= w ? { colour: BLACK, ratio: b } : { colour: WHITE, ratio: w };
}
