import "server-only";
import sharp, { type Metadata } from "sharp";
import { formatBytes, formatCount } from "@/lib/format";
import { InvalidError } from "@/server/errors";
import { SNIFF_BYTES, sniffUpload } from "@/server/storage";

/**
 * The pictures a creative takes: a product photo and a logo. Each is checked by its bytes (JPEG, PNG
 * or WebP only; never SVG, which can carry script), bounded in size and pixels, and decoded by sharp
 * with that bound, before anything is drawn.
 */

export type ImageInput = Buffer | { data: Buffer; name?: string };

export const CREATIVE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 50_000_000;

const EXTENSIONS: Record<string, readonly string[]> = { "image/jpeg": ["jpg", "jpeg", "jfif"], "image/png": ["png"], "image/webp": ["webp"] };
const NAME: Record<string, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP" };
const decode = (data: Buffer) => sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });

/** The checked bytes of a photo or logo; throws InvalidError with a sentence for the person who chose it. */
export async function readImage(input: ImageInput, what: "photo" | "logo"): Promise<Buffer> {
  const { data, name } = Buffer.isBuffer(input) ? { data: input, name: undefined } : input;
  if (data.length > MAX_IMAGE_BYTES) {
    throw new InvalidError(`This ${what} is ${formatBytes(data.length)}. Use an image under ${formatBytes(MAX_IMAGE_BYTES)}.`);
  }
  const { contentType } = await sniffUpload(data.subarray(0, SNIFF_BYTES), { allow: CREATIVE_IMAGE_TYPES });
  const extension = name?.includes(".") ? name.split(".").pop()!.toLowerCase() : undefined;
  if (extension && !EXTENSIONS[contentType]!.includes(extension)) {
    throw new InvalidError(
      `This ${what} is named .${extension} but is a ${NAME[contentType]} image. Rename it to .${EXTENSIONS[contentType]![0]} if that's what you meant, and choose it again.`,
    );
  }
  let meta: Metadata;
  try {
    // The header only: the pixel bound is checked below with a sentence, before anything is decoded.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new InvalidError(`We couldn't read this ${what}. Save it again as a JPEG or PNG and choose that.`);
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw new InvalidError(`We couldn't read this ${what}. Save it again as a JPEG or PNG and choose that.`);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new InvalidError(
      `This ${what} is ${formatCount(meta.width!, "en")} × ${formatCount(meta.height!, "en")} pixels, too large to work with. Use one under ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
  return data;
}

const dataUrl = (type: string, data: Buffer) => `data:${type};base64,${data.toString("base64")}`;

/** Raw RGB pixels. */
export type RawImage = { data: Buffer; width: number; height: number };
/** A photo decoded once: its pixels to crop each size from, and a small copy to find each crop on. */
export type DecodedPhoto = RawImage & { proxy: RawImage };

const PROXY = 480;
const raw = (image: RawImage) => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });

/** The checked photo decoded, turned upright and scaled down to at most `max` pixels a side. */
export async function decodePhoto(photo: Buffer, max: number): Promise<DecodedPhoto> {
  const { data, info } = await decode(photo)
    .rotate()
    .resize(max, max, { fit: "inside", withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const full = { data, width: info.width, height: info.height };
  const small = await raw(full).resize(PROXY, PROXY, { fit: "inside", withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return { ...full, proxy: { data: small.data, width: small.info.width, height: small.info.height } };
}

/**
 * The photo cropped to `width` × `height` around what draws the eye, as raw RGB. sharp's attention
 * strategy finds the crop on the small copy (most of its cost is the looking); the crop is then cut
 * from the full pixels.
 */
export async function cropPhoto(photo: DecodedPhoto, width: number, height: number): Promise<RawImage> {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const { proxy } = photo;
  const r = Math.min(1, 256 / Math.max(w, h));
  const [tw, th] = [Math.max(1, Math.round(w * r)), Math.max(1, Math.round(h * r))];
  const { info } = await raw(proxy).resize(tw, th, { fit: "cover", position: "attention" }).raw().toBuffer({ resolveWithObject: true });
  // The proxy was scaled by k to cover tw × th, then cut at (-cropOffsetLeft, -cropOffsetTop).
  const k = Math.max(tw / proxy.width, th / proxy.height);
  const f = photo.width / proxy.width;
  const boxW = Math.min(photo.width, Math.round((tw / k) * f));
  const boxH = Math.min(photo.height, Math.round((th / k) * f));
  const left = Math.min(photo.width - boxW, Math.max(0, Math.round((-(info.cropOffsetLeft ?? 0) / k) * f)));
  const top = Math.min(photo.height - boxH, Math.max(0, Math.round((-(info.cropOffsetTop ?? 0) / k) * f)));
  const data = await raw(photo).extract({ left, top, width: boxW, height: boxH }).resize(w, h, { fit: "cover" }).raw().toBuffer();
  return { data, width: w, height: h };
}

/** The logo scaled to fit inside the box (never enlarged past it), transparency kept, as a data URL and its size. */
export async function fitLogo(logo: Buffer, boxWidth: number, boxHeight: number): Promise<{ src: string; width: number; height: number }> {
  const { data, info } = await decode(logo)
    .rotate()
    .resize(Math.max(1, Math.round(boxWidth)), Math.max(1, Math.round(boxHeight)), { fit: "inside" })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { src: dataUrl("image/png", data), width: info.width, height: info.height };
}
