import type { BrandKit } from "@/modules/ai/client";
import { COMPANY_LOGO_URL } from "../../../contracts/brand-kits.constants";
import { logoSrc } from "../../brand-kits/logo-src";

/** What a preview takes from a brand kit: the name the platform shows, a logo it may show, and colours where the advertiser chooses them. */
export type PreviewBrand = {
  name: string;
  /** The logo's address: only the workspace's own (same origin); a logo on another site is never fetched. */
  logo: string | null;
  initial: string;
  /** The kit's first colour, for channels where the sender styles the message (email). */
  accent: string | null;
  bodyFont: string | null;
  headingFont: string | null;
  website: string;
};

/** Placeholder name when no kit is chosen: the preview still reads as a page's post. */
export const NO_BRAND_NAME = "Your brand";

export function previewBrand(kit: BrandKit | null, companyLogoVersion: number | null = null): PreviewBrand {
  const name = kit?.brandName.trim() || NO_BRAND_NAME;
  const logo = kit ? (kit.logos.find((l) => l.variant === "mark") ?? kit.logos.find((l) => l.variant === "primary") ?? kit.logos[0]) : undefined;
  // Only the company profile's logo is shown (from this app); any other address would be a request to another site.
  const src = logo && logo.url.trim() === COMPANY_LOGO_URL ? (logoSrc(logo.url, companyLogoVersion) ?? COMPANY_LOGO_URL) : null;
  return {
    name,
    logo: src,
    initial: Array.from(name)[0]?.toUpperCase() ?? "?",
    accent: kit?.colours.map((c) => c.hex).find((hex) => /^#[0-9a-f]{6}$/i.test(hex)) ?? null,
    bodyFont: fontName(kit?.fonts.body),
    headingFont: fontName(kit?.fonts.heading),
    website: kit?.website.trim() ?? "",
  };
}

/** A font's name as a CSS family (letters, digits, spaces and dashes only: nothing else reaches a style), or null. */
function fontName(name: string | undefined): string | null {
  const clean = (name ?? "").replace(/[^\p{L}\p{N} -]+/gu, "").trim();
  return clean || null;
}

/** A handle made of the brand's name, as Instagram and X show one ("@northwindcoffee"). */
export function handleOf(name: string): string {
  const handle = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "");
  return handle.slice(0, 30) || "yourbrand";
}
