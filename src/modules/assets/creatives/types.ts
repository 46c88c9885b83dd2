import type { BrandKit, Platform } from "@/modules/ai";
import type { CreativeSizeId, CreativeTemplate } from "../contracts/creatives.constants";
import type { ImageInput } from "./images";

/** What of a brand kit a creative reads: its colours, fonts and name (the logo comes as a file). */
export type CreativeKit = Pick<BrandKit, "brandName" | "colours" | "fonts">;

export type CreativeCopy = { headline: string; subline?: string; cta?: string };

export type CreativeInput = {
  template: CreativeTemplate;
  size: CreativeSizeId;
  kit: CreativeKit;
  copy: CreativeCopy;
  photo?: ImageInput;
  logo?: ImageInput;
};

/**
 * One finding about a rendered creative. `ok` findings are kept too (a checklist shows them); a
 * finding that isn't ok is an error (the platform refuses it, or the words don't fit) or a warning.
 */
export type CreativeCheck = {
  id: string;
  ok: boolean;
  severity: "error" | "warning" | "info";
  message: string;
  platform?: Platform;
  /** The measured value and the limit it was held to (bytes, pixels, a share 0–1, a contrast ratio). */
  value?: number;
  limit?: number;
  source?: string;
};

export type RenderedCreative = {
  size: CreativeSizeId;
  width: number;
  height: number;
  /** The lossless render. */
  png: Buffer;
  /** The file to upload: the PNG, or a smaller palette PNG or JPEG when a platform's file limit asks for it. */
  file: { data: Buffer; contentType: "image/png" | "image/jpeg" };
  /** Bytes of `file`. */
  bytes: number;
  /** Share of the image's area covered by text boxes, 0–1. */
  textShare: number;
  checks: CreativeCheck[];
  /** Where the time went, in ms: fitting and template (with the photo's crop), satori's SVG, resvg's drawing, encoding and compressing. */
  timings: { layoutMs: number; svgMs: number; drawMs: number; encodeMs: number };
};
