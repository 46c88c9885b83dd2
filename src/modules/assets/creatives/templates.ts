import "server-only";
import type { CreativeTemplate } from "../contracts/creatives.constants";
import { blend, BLACK, WHITE } from "./colour";
import type { LoadedFonts } from "./fonts";
import { div, layoutContent, shapeOf, type Content, type El, type Panel, type PlacedText, type Shape } from "./layout";
import type { Palette } from "./palette";
import type { CreativeCopy } from "./types";

/**
 * The four templates as satori element trees. Each adapts to the canvas's shape: a box (square,
 * portrait, landscape, medium rectangle), a wide strip (leaderboard, email headers) or a tall one
 * (skyscraper, and stories are boxes tall enough to stack).
 *
 * - photo-overlay: the photo fills the image; a see-through band of the kit's colour carries the words.
 * - split: the photo on one side (or on top), the words on the kit's colour on the other.
 * - colour-block: the kit's colour, big headline, logo, button.
 * - banner: the kit's colour framed in its accent, everything centred: display banners.
 * Without a photo, the photo templates draw as colour-block.
 */

/** `photo`: where the cropped photo goes; it is laid under the drawn layer by sharp, not drawn by resvg (much faster). */
export type Built = { element: El; texts: PlacedText[]; dropped: Content["dropped"]; photo?: { left: number; top: number; width: number; height: number } };

type Input = {
  template: CreativeTemplate;
  width: number;
  height: number;
  fonts: LoadedFonts;
  palette: Palette;
  copy: CreativeCopy;
  brandName: string;
  hasPhoto: boolean;
  logo?: Buffer;
};

/** How opaque the band over a photo is: the photo shows through a little, the words still read. */
export const BAND_ALPHA = 0.9;

const hexAlpha = (hex: string, alpha: number) =>
  `${hex}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, "0")}`;

/** Where the photo goes and where the words go, for a split layout. */
function splitRegions(shape: Shape, W: number, H: number) {
  if (shape === "wide") {
    const w = Math.round(Math.min(H * 1.2, W * 0.25));
    return { row: true, photo: { w, h: H }, panel: { w: W - w, h: H } };
  }
  if (W >= H) return { row: true, photo: { w: Math.round(W / 2), h: H }, panel: { w: W - Math.round(W / 2), h: H } };
  const h = Math.round(H * (shape === "tall" ? 0.35 : 0.45));
  return { row: false, photo: { w: W, h }, panel: { w: W, h: H - h } };
}

export async function buildTemplate(input: Input): Promise<Built> {
  const { width: W, height: H, palette } = input;
  const shape = shapeOf(W, H);
  const template = input.hasPhoto ? input.template : input.template === "banner" ? "banner" : "colour-block";
  const base = { position: "relative", width: W, height: H, backgroundColor: palette.background, overflow: "hidden" } as const;
  const content = (panel: Omit<Panel, "canvas">) =>
    layoutContent({
      panel: { ...panel, canvas: { width: W, height: H } },
      shape,
      fonts: input.fonts,
      palette,
      copy: input.copy,
      brandName: input.brandName,
      logo: input.logo,
    });

  if (template === "colour-block") {
    const c = await content({ width: W, height: H, backgrounds: [palette.background], align: "left" });
    return { element: div(base, [c.element]), texts: c.texts, dropped: c.dropped };
  }

  if (template === "banner") {
    const frame = Math.max(2, Math.min(12, Math.round(Math.min(W, H) * 0.02)));
    const c = await content({ width: W - 2 * frame, height: H - 2 * frame, backgrounds: [palette.background], align: "center" });
    return {
      element: div({ ...base, border: `${frame}px solid ${palette.accent}`, boxSizing: "border-box" }, [c.element]),
      texts: c.texts,
      dropped: c.dropped,
    };
  }

  // The photo templates leave the photo's area see-through: the photo goes under it.
  const clear = { position: "relative", width: W, height: H, overflow: "hidden" } as const;
  if (template === "photo-overlay") {
    // Across the bottom of a box; down the side of a strip or of a landscape image.
    const side = shape === "wide" || W / H >= 1.5;
    const band = side ? { w: Math.round(W * (shape === "wide" ? 0.62 : 0.55)), h: H } : { w: W, h: Math.round(H * (shape === "tall" ? 0.6 : 0.55)) };
    const backgrounds = [blend(palette.background, BLACK, BAND_ALPHA), blend(palette.background, WHITE, BAND_ALPHA)];
    const c = await content({ width: band.w, height: band.h, backgrounds, align: "left" });
    const at: Record<string, number> = side ? { top: 0, right: 0 } : { left: 0, bottom: 0 };
    return {
      element: div(clear, [
        div({ position: "absolute", ...at, width: band.w, height: band.h, backgroundColor: hexAlpha(palette.background, BAND_ALPHA) }, [c.element]),
      ]),
      texts: c.texts,
      dropped: c.dropped,
      photo: { left: 0, top: 0, width: W, height: H },
    };
  }

  const r = splitRegions(shape, W, H);
  const c = await content({ width: r.panel.w, height: r.panel.h, backgrounds: [palette.background], align: "left" });
  return {
    element: div({ ...clear, flexDirection: r.row ? "row" : "column" }, [
      div({ width: r.photo.w, height: r.photo.h, flexShrink: 0 }),
      div({ width: r.panel.w, height: r.panel.h, backgroundColor: palette.background, flexShrink: 0 }, [c.element]),
    ]),
    texts: c.texts,
    dropped: c.dropped,
    photo: { left: 0, top: 0, width: r.photo.w, height: r.photo.h },
  };
}
