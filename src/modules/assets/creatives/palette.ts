/**
 * A kit's colours in the roles a creative draws with: background, the text colour the kit means
 * (a colour named for text, else its second), and an accent for the call to action. The text colour
 * actually used is chosen per background in ./layout.ts; here the kit's own pairing is checked.
 */
import { contrast, INK } from "./colour";
import type { CreativeCheck, CreativeKit } from "./types";

export type Palette = {
  background: string;
  /** The kit's intended text colour, if it names or implies one. */
  kitText?: string;
  accent: string;
  /** Every kit colour, tried first when choosing a readable text colour. */
  all: string[];
};

const DEFAULT_BACKGROUND = "#1f2937";
const named = (kit: CreativeKit, re: RegExp) => kit.colours.find((c) => re.test(c.name))?.hex.toLowerCase();

export function paletteOf(kit: CreativeKit): Palette {
  const all = kit.colours.map((c) => c.hex.toLowerCase());
  const background = named(kit, /background|backdrop|base/i) ?? all[0] ?? DEFAULT_BACKGROUND;
  const rest = all.filter((c) => c !== background);
  const kitText = named(kit, /text|ink|foreground|font|copy/i) ?? rest[0];
  const accent = named(kit, /accent|cta|button|action|highlight/i) ?? rest.find((c) => c !== kitText) ?? kitText ?? INK;
  return { background, kitText, accent, all };
}

/** Whether the kit's own text colour reads on its background (WCAG AA for normal text). */
export function kitContrastCheck(kit: CreativeKit, palette: Palette): CreativeCheck | null {
  if (!palette.kitText) return null;
  const ratio = contrast(palette.kitText, palette.background);
  const name = (hex: string) => {
    const c = kit.colours.find((k) => k.hex.toLowerCase() === hex);
    return c ? `${c.name} (${hex})` : hex;
  };
  const ok = ratio >= 4.5;
  return {
    id: "contrast.kit",
    ok,
    severity: ok ? "info" : "warning",
    value: round(ratio),
    limit: 4.5,
    message: ok
      ? `Your kit's text colour ${name(palette.kitText)} on ${name(palette.background)} reaches ${round(ratio)}:1.`
      : `Your kit's text colour ${name(palette.kitText)} on ${name(palette.background)} reaches only ${round(ratio)}:1, below the 4.5:1 that WCAG AA asks for, so the creatives use a colour that reads. Add a darker or lighter text colour to the kit to choose it yourself.`,
  };
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
