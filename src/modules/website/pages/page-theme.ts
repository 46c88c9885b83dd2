import { defaultTheme, type PageTheme } from "./page-styles";

/** What of a brand kit a page's look reads: its colours (by name), fonts and logos. */
export type KitLook = { colours: { name: string; hex: string }[]; fonts: { heading: string; body: string }; logos: { variant: string; url: string }[] };
export type PageLook = { theme: PageTheme; logoUrl: string | null };

/**
 * A page's colours, fonts and logo from its brand kit (the default theme without one): the hosted
 * page and the editor's preview both draw from this, so the preview looks like the published page.
 */
export function pageLook(kit: KitLook | null): PageLook {
  if (!kit) return { theme: defaultTheme, logoUrl: null };
  const named = (pattern: RegExp) => kit.colours.find((c) => pattern.test(c.name))?.hex;
  return {
    theme: {
      primary: named(/primary|brand|main/i) ?? kit.colours[0]?.hex ?? defaultTheme.primary,
      text: named(/text|ink|dark/i) ?? defaultTheme.text,
      background: named(/background|paper|light/i) ?? defaultTheme.background,
      surface: named(/surface|muted|secondary/i) ?? defaultTheme.surface,
      headingFont: kit.fonts.heading,
      bodyFont: kit.fonts.body,
    },
    logoUrl: kit.logos.find((l) => l.variant === "primary")?.url ?? kit.logos[0]?.url ?? null,
  };
}
