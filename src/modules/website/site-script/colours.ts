/** A pop-up's button colours: the brand kit's first colour and the text that reads on it (shared by the config endpoint and the preview). */
import type { SitePopup } from "./types";

export const DEFAULT_COLOURS: SitePopup["colours"] = { accent: "#4c3fd1", onAccent: "#ffffff" };

/** White or near-black text, whichever reads better on `hex` (#rrggbb). */
export function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.55 ? "#1f1d2b" : "#ffffff";
}

export const coloursFor = (accent: string | null | undefined): SitePopup["colours"] =>
  accent && /^#[0-9a-f]{6}$/i.test(accent) ? { accent, onAccent: textOn(accent) } : DEFAULT_COLOURS;
