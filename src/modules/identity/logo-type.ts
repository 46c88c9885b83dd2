/**
 * Logo files: what may be uploaded and how its real type is told from its first bytes (the type a
 * browser declares is only a hint). SVG is never accepted: it can carry script.
 */
export const logoTypes = ["image/png", "image/jpeg", "image/webp"] as const;
export type LogoType = (typeof logoTypes)[number];

export const MAX_LOGO_BYTES = 512 * 1024;
export const LOGO_TYPES_TEXT = "PNG, JPEG or WebP";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The image type the bytes really are, or null when they are none of PNG, JPEG or WebP. */
export function detectLogoType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}

/** Decoded size of a base64 string, without decoding it. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** "512 KB", "1.3 MB": a size for people. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
