import "server-only";
import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori, { type SatoriNode } from "satori";
import sharp from "sharp";
import { imageLimitsFor, type ImageLimit } from "@/modules/ai";
import { creativeSizeIds, creativeSizes, type CreativeSizeId } from "../contracts/creatives.constants";
import { contrastChecks, fitChecks, fontChecks, limitChecks } from "./checks";
import { loadFonts, type LoadedFonts } from "./fonts";
import { cropPhoto, decodePhoto, readImage, MAX_IMAGE_PIXELS, type DecodedPhoto } from "./images";
import { kitContrastCheck, paletteOf, type Palette } from "./palette";
import { buildTemplate } from "./templates";
import type { CreativeCheck, CreativeInput, RenderedCreative } from "./types";

/**
 * Creatives rendered on the server: a template (./templates.ts) as a satori element tree, laid out
 * and turned into SVG by satori with the shipped fonts, drawn to PNG by resvg, then compressed by
 * sharp when a platform's file limit asks for it, and checked (./checks.ts).
 *
 * Per call nothing is kept: fonts are the only cache (per process, the same for every workspace).
 */

type Prepared = { input: Omit<CreativeInput, "size">; fonts: LoadedFonts; palette: Palette; photo?: DecodedPhoto; logo?: Buffer; common: CreativeCheck[] };

/** The logo decoded once and scaled down to what the largest size needs. */
const shrinkLogo = (data: Buffer) =>
  sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .resize(1200, 1200, { fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();

async function prepare(input: Omit<CreativeInput, "size">): Promise<Prepared> {
  const [fonts, photo, logo] = await Promise.all([
    loadFonts(),
    input.photo ? readImage(input.photo, "photo").then((b) => decodePhoto(b, 2400)) : undefined,
    input.logo ? readImage(input.logo, "logo").then(shrinkLogo) : undefined,
  ]);
  const palette = paletteOf(input.kit);
  const kitContrast = kitContrastCheck(input.kit, palette);
  const common = [...(kitContrast ? [kitContrast] : []), ...fontChecks(input.kit)];
  return { input, fonts, palette, photo, logo, common };
}

/** The file to upload: the PNG if every file limit takes it, else a palette PNG, else a JPEG where all allow JPEG. */
async function fileFor(png: Buffer, rows: readonly ImageLimit[]): Promise<RenderedCreative["file"]> {
  const caps = rows.filter((r) => r.measure === "file-bytes");
  const max = Math.min(...caps.map((r) => r.max));
  if (png.length <= max) return { data: png, contentType: "image/png" };
  const palette = await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 7 }).toBuffer();
  if (palette.length <= max || !caps.every((r) => r.formats?.includes("image/jpeg"))) return { data: palette, contentType: "image/png" };
  let smallest = palette;
  for (const quality of [90, 82, 74, 66, 58]) {
    const jpeg = await sharp(png).flatten().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= max) return { data: jpeg, contentType: "image/jpeg" };
    if (jpeg.length < smallest.length) smallest = jpeg;
  }
  return { data: smallest, contentType: smallest === palette ? "image/png" : "image/jpeg" };
}

async function renderPrepared(p: Prepared, size: CreativeSizeId): Promise<RenderedCreative> {
  const { width, height, label } = creativeSizes[size];
  const started = performance.now();
  const built = await buildTemplate({
    template: p.input.template,
    width,
    height,
    fonts: p.fonts,
    palette: p.palette,
    copy: p.input.copy,
    brandName: p.input.kit.brandName,
    hasPhoto: !!p.photo,
    logo: p.logo,
  });
  const laidOut = performance.now();
  const lines: SatoriNode[] = [];
  const svg = await satori(built.element as unknown as ReactNode, {
    width,
    height,
    fonts: p.fonts.satori,
    onNodeDetected: (node) => {
      if (typeof node.key === "string" && node.key.startsWith("t:")) lines.push(node);
    },
  });
  // resvg draws; sharp encodes (resvg's own PNG encoder is several times slower) and lays the photo under the drawing.
  const svgDone = performance.now();
  const drawn = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render();
  const drawnAt = performance.now();
  const layer = { width, height, channels: 4 as const, premultiplied: true };
  let png: Buffer;
  if (built.photo && p.photo) {
    const crop = await cropPhoto(p.photo, built.photo.width, built.photo.height);
    const photoRaw = { width: crop.width, height: crop.height, channels: 3 as const };
    const fullBleed = crop.width === width && crop.height === height;
    const base = fullBleed ? sharp(crop.data, { raw: photoRaw }) : sharp({ create: { width, height, channels: 4, background: p.palette.background } });
    const layers = fullBleed ? [] : [{ input: crop.data, raw: photoRaw, left: built.photo.left, top: built.photo.top }];
    png = await base
      .composite([...layers, { input: drawn.pixels, raw: layer }])
      .png()
      .toBuffer();
  } else {
    png = await sharp(drawn.pixels, { raw: layer }).png().toBuffer();
  }

  const textShare = Math.min(1, lines.reduce((sum, n) => sum + n.width * n.height, 0) / (width * height));
  const spill = lines.filter((n) => n.left < -1 || n.top < -1 || n.left + n.width > width + 1 || n.top + n.height > height + 1);
  const rows = imageLimitsFor(width, height);
  const file = await fileFor(png, rows);
  const encoded = performance.now();
  const sizeName = `${width} × ${height} ${label.toLowerCase()}`;
  const checks: CreativeCheck[] = [
    ...p.common,
    ...(p.input.photo && !built.photo ? [{ id: "photo.unused", ok: false, severity: "info" as const, message: "This template doesn't use a photo." }] : []),
    ...(!p.input.photo && (p.input.template === "photo-overlay" || p.input.template === "split")
      ? [{ id: "photo.missing", ok: false, severity: "info" as const, message: "No photo was chosen, so the kit's colour fills the image instead." }]
      : []),
    ...fitChecks(built.texts, sizeName),
    ...built.dropped.map((what) => ({
      id: `text.${what}.dropped`,
      ok: false,
      severity: "warning" as const,
      message: `There's no room for the ${what === "logo" ? "logo" : "subline"} on the ${sizeName} beside the headline, so it was left out. A shorter headline makes room.`,
    })),
    ...(spill.length ? [{ id: "text.overflow", ok: false, severity: "error" as const, message: `Some text runs past the edge of the ${sizeName}.` }] : []),
    ...contrastChecks(built.texts),
    ...limitChecks(rows, { width, height, bytes: file.data.length, textShare }),
  ];
  const ms = (a: number, b: number) => Math.round((b - a) * 10) / 10;
  const timings = { layoutMs: ms(started, laidOut), svgMs: ms(laidOut, svgDone), drawMs: ms(svgDone, drawnAt), encodeMs: ms(drawnAt, encoded) };
  return { size, width, height, png, file, bytes: file.data.length, textShare, checks, timings };
}

/** One creative at one size. Throws InvalidError when the photo or logo is refused. */
export async function renderCreative(input: CreativeInput): Promise<RenderedCreative> {
  const { size, ...rest } = input;
  return renderPrepared(await prepare(rest), size);
}

/** The same creative at several sizes (all ten by default), the photo and logo read once, rendered one after another. */
export async function renderCreativeSet(input: Omit<CreativeInput, "size">, sizes: readonly CreativeSizeId[] = creativeSizeIds): Promise<RenderedCreative[]> {
  const prepared = await prepare(input);
  const out: RenderedCreative[] = [];
  for (const size of sizes) out.push(await renderPrepared(prepared, size));
  return out;
}
