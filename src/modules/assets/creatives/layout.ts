import "server-only";
import { readableOn, requiredContrast } from "./colour";
import { fitText, type FitResult } from "./fit";
import { weights, type LoadedFonts, type Weight } from "./fonts";
import { fitLogo } from "./images";
import type { Palette } from "./palette";
import type { CreativeCopy } from "./types";

/**
 * The words of a creative laid out in a panel: logo (or the brand name as a wordmark), headline,
 * subline and call-to-action button, fitted to the panel and coloured to read on what is behind them.
 * Every line is its own node (`key` "t:<role>:<n>") so the render can measure where text landed.
 */

type Style = Record<string, string | number>;
export type El = { type: "div" | "img"; key?: string; props: { style?: Style; children?: El | El[] | string; src?: string; width?: number; height?: number } };

export const div = (style: Style, children?: El[] | string, key?: string): El => ({
  type: "div",
  key,
  props: { style: { display: "flex", ...style }, children },
});
export const img = (src: string, width: number, height: number, style: Style = {}): El => ({
  type: "img",
  props: { src, width, height, style: { width, height, ...style } },
});

export type Shape = "box" | "wide" | "tall";
export const shapeOf = (width: number, height: number): Shape => (width / height >= 2.5 ? "wide" : width / height <= 0.5 ? "tall" : "box");

export type TextRole = "headline" | "subline" | "cta" | "wordmark";
export type PlacedText = { role: TextRole; text: string; fit: FitResult; weight: Weight; colour: string; backgrounds: string[]; maxWidth: number };

export type Panel = {
  width: number;
  height: number;
  /** The colours the text may sit on (two for a see-through panel over a photo: its darkest and lightest case). */
  backgrounds: string[];
  align: "left" | "center";
  /** The canvas the panel is in, for sizes that follow the whole image. */
  canvas: { width: number; height: number };
};

/** `dropped`: what was left out for lack of room (the headline always stays). */
export type Content = { element: El; texts: PlacedText[]; dropped: ("subline" | "logo")[] };

const LINE = { headline: 1.1, subline: 1.3, cta: 1.2, wordmark: 1.2 } as const;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(n)));

/** Sizes in pixels for a canvas: padding, gaps, logo box, headline bounds, subline and button text. */
function scaleFor(panel: Panel, shape: Shape) {
  const { width: W, height: H } = panel.canvas;
  const u = Math.min(W, H);
  if (shape === "wide") {
    const pad = clamp(panel.height * 0.12, 4, 60);
    const inner = panel.height - 2 * pad;
    return {
      pad,
      gap: clamp(inner * 0.15, 4, 40),
      logo: { w: Math.round(inner * 1.1), h: Math.round(inner * 0.25) },
      headMax: Math.min(Math.round(H * 0.3), Math.round(W * 0.06)),
      headMin: clamp(H * 0.08, 11, 24),
      sub: clamp(H * 0.09, 10, 24),
      cta: clamp(H * 0.1, 10, 26),
    };
  }
  const tall = shape === "tall";
  return {
    pad: clamp(u * (tall ? 0.09 : 0.07), 6, 90),
    gap: clamp(u * 0.03, 4, 36),
    logo: { w: Math.round(u * (tall ? 0.7 : 0.3)), h: Math.round(u * (tall ? 0.22 : 0.08)) },
    headMax: Math.round(u * (tall ? 0.17 : 0.11)),
    headMin: clamp(u * 0.04, 12, 40),
    sub: clamp(u * 0.034, 11, 40),
    cta: clamp(u * 0.032, 11, 36),
  };
}

function lines(role: TextRole, fit: FitResult, weight: Weight, colour: string, align: Panel["align"]): El {
  const children = fit.lines.map((line, i) =>
    div({ fontSize: fit.size, fontWeight: weight, lineHeight: LINE[role], color: colour, whiteSpace: "nowrap" }, line, `t:${role}:${i}`),
  );
  return div({ flexDirection: "column", alignItems: align === "center" ? "center" : "flex-start" }, children);
}

export async function layoutContent(input: {
  panel: Panel;
  shape: Shape;
  fonts: LoadedFonts;
  palette: Palette;
  copy: CreativeCopy;
  brandName: string;
  logo?: Buffer;
}): Promise<Content> {
  const { panel, shape, fonts, palette, copy } = input;
  const s = scaleFor(panel, shape);
  const texts: PlacedText[] = [];
  const preferred = [...(palette.kitText ? [palette.kitText] : []), ...palette.all];
  const ink = readableOn(panel.backgrounds, 4.5, preferred).colour;
  const innerW = panel.width - 2 * s.pad;
  const innerH = panel.height - 2 * s.pad;
  const place = (role: TextRole, text: string, fit: FitResult, weight: Weight, colour: string, backgrounds: string[], maxWidth: number) => {
    texts.push({ role, text, fit, weight, colour, backgrounds, maxWidth });
    return lines(role, fit, weight, colour, role === "cta" ? "center" : panel.align);
  };

  // Logo, or the brand name as a wordmark.
  let logo: El | null = null;
  let logoWidth = 0;
  if (input.logo) {
    const fitted = await fitLogo(input.logo, Math.min(s.logo.w, innerW), s.logo.h);
    logo = img(fitted.src, fitted.width, fitted.height);
    logoWidth = fitted.width;
  } else if (input.brandName.trim()) {
    const size = Math.max(10, Math.round(s.logo.h * 0.7));
    const fit = fitText({
      text: input.brandName,
      metrics: fonts.metrics[weights.bold],
      width: Math.min(s.logo.w, innerW),
      height: s.logo.h,
      maxSize: size,
      minSize: 10,
      lineHeight: LINE.wordmark,
      maxLines: 1,
    });
    logo = place("wordmark", input.brandName, fit, weights.bold, ink, panel.backgrounds, Math.min(s.logo.w, innerW));
    logoWidth = Math.max(0, ...fit.widths);
  }

  // Call to action: one line on an accent button.
  let cta: El | null = null;
  let ctaBox = { w: 0, h: 0 };
  if (copy.cta?.trim()) {
    const fill = palette.accent;
    const colour = readableOn([fill], 4.5, [palette.background, ...preferred]).colour;
    const padX = Math.round(s.cta * 1.1);
    const padY = Math.round(s.cta * 0.55);
    const room = (shape === "wide" ? innerW * 0.3 : innerW) - 2 * padX;
    const fit = fitText({
      text: copy.cta,
      metrics: fonts.metrics[weights.bold],
      width: room,
      height: s.cta * LINE.cta,
      maxSize: s.cta,
      minSize: 10,
      lineHeight: LINE.cta,
      maxLines: 1,
    });
    const inner = place("cta", copy.cta, fit, weights.bold, colour, [fill], room);
    ctaBox = { w: Math.ceil(Math.max(0, ...fit.widths)) + 2 * padX, h: Math.ceil(fit.size * LINE.cta) + 2 * padY };
    cta = div(
      {
        backgroundColor: fill,
        padding: `${padY}px ${padX}px`,
        borderRadius: Math.round(s.cta * 0.4),
        flexShrink: 0,
        alignSelf: panel.align === "center" || shape === "wide" ? "center" : "flex-start",
      },
      [inner],
    );
  }

  // Subline: up to two lines (one in a strip); left out when not even its first word fits.
  const dropped: Content["dropped"] = [];
  const textW = shape === "wide" ? innerW - (logoWidth ? logoWidth + s.gap : 0) - (cta ? ctaBox.w + s.gap : 0) : innerW;
  let sub: El | null = null;
  let subH = 0;
  if (copy.subline?.trim()) {
    const maxLines = shape === "wide" ? 1 : 2;
    const fit = fitText({
      text: copy.subline,
      metrics: fonts.metrics[weights.regular],
      width: textW,
      height: s.sub * LINE.subline * maxLines,
      maxSize: s.sub,
      minSize: Math.min(s.sub, 10),
      lineHeight: LINE.subline,
      maxLines,
    });
    if (fit.lines.length) {
      sub = place("subline", copy.subline, fit, weights.regular, ink, panel.backgrounds, textW);
      subH = Math.ceil(fit.lines.length * fit.size * LINE.subline) + s.gap;
    } else dropped.push("subline");
  }

  // Headline: what's left. When it doesn't fit whole, the subline makes room, then the logo.
  const fitHeadline = () => {
    const room = innerH - (logo && shape !== "wide" ? s.logo.h + s.gap : 0) - (cta && shape !== "wide" ? ctaBox.h + s.gap : 0) - (sub ? subH : 0);
    const width = shape === "wide" ? innerW - (logo ? logoWidth + s.gap : 0) - (cta ? ctaBox.w + s.gap : 0) : innerW;
    const fit = fitText({
      text: copy.headline,
      metrics: fonts.metrics[weights.heavy],
      width: Math.max(0, width),
      height: Math.max(0, room),
      maxSize: s.headMax,
      minSize: Math.min(s.headMin, s.headMax),
      lineHeight: LINE.headline,
      // A strip is read in a glance: two lines at most, three in a taller one (email headers).
      maxLines: shape === "wide" ? (panel.height >= 150 ? 3 : 2) : undefined,
    });
    return { fit, width };
  };
  let head = fitHeadline();
  if (!head.fit.fits && sub) {
    sub = null;
    dropped.push("subline");
    head = fitHeadline();
  }
  if (!head.fit.fits && logo) {
    logo = null;
    dropped.push("logo");
    head = fitHeadline();
  }
  texts.splice(0, texts.length, ...texts.filter((t) => (t.role !== "subline" || sub) && (t.role !== "wordmark" || logo)));
  const headline = place("headline", copy.headline, head.fit, weights.heavy, ink, panel.backgrounds, head.width);
  const words = div(
    {
      flexDirection: "column",
      gap: sub ? s.gap : 0,
      alignItems: panel.align === "center" ? "center" : "flex-start",
      flexShrink: 1,
      ...(shape === "wide" ? { flexGrow: 1 } : {}),
    },
    sub ? [headline, sub] : [headline],
  );
  const box = { width: panel.width, height: panel.height, padding: s.pad, boxSizing: "border-box" } as const;
  if (shape === "wide") {
    return {
      texts,
      dropped,
      element: div({ ...box, flexDirection: "row", alignItems: "center", gap: s.gap }, [...(logo ? [logo] : []), words, ...(cta ? [cta] : [])]),
    };
  }
  const alignItems = panel.align === "center" ? "center" : "flex-start";
  const bottom = div({ flexDirection: "column", gap: s.gap, alignItems }, cta ? [words, cta] : [words]);
  return {
    texts,
    dropped,
    element: div({ ...box, flexDirection: "column", justifyContent: logo ? "space-between" : "flex-end", alignItems }, logo ? [logo, bottom] : [bottom]),
  };
}

/** Text is "large" for WCAG from 24 px, or 18.66 px bold. */
export const neededContrast = (t: PlacedText) => requiredContrast(t.fit.size, t.weight >= 700);
