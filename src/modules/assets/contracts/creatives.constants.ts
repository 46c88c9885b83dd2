/**
 * Creatives (issue 27): the platform sizes a creative set renders at and the templates it can use.
 * Zod-free, so a page can list them before anything loads.
 */

export const creativeSizeIds = [
  "square",
  "portrait",
  "story",
  "landscape",
  "large-square",
  "medium-rectangle",
  "leaderboard",
  "skyscraper",
  "email-header",
  "email-header-wide",
] as const;
export type CreativeSizeId = (typeof creativeSizeIds)[number];

export type CreativeSize = { id: CreativeSizeId; width: number; height: number; label: string };

export const creativeSizes: Record<CreativeSizeId, CreativeSize> = {
  square: { id: "square", width: 1080, height: 1080, label: "Square feed post (Facebook, Instagram)" },
  portrait: { id: "portrait", width: 1080, height: 1350, label: "Portrait feed post (Facebook, Instagram)" },
  story: { id: "story", width: 1080, height: 1920, label: "Story and Reel" },
  landscape: { id: "landscape", width: 1200, height: 628, label: "Landscape link ad (Facebook, LinkedIn, Google display)" },
  "large-square": { id: "large-square", width: 1200, height: 1200, label: "Square display ad (Google, LinkedIn)" },
  "medium-rectangle": { id: "medium-rectangle", width: 300, height: 250, label: "Medium rectangle banner" },
  leaderboard: { id: "leaderboard", width: 728, height: 90, label: "Leaderboard banner" },
  skyscraper: { id: "skyscraper", width: 160, height: 600, label: "Wide skyscraper banner" },
  "email-header": { id: "email-header", width: 600, height: 200, label: "Email header" },
  "email-header-wide": { id: "email-header-wide", width: 1200, height: 400, label: "Email header for sharp screens" },
};

export const creativeTemplates = ["photo-overlay", "split", "colour-block", "banner"] as const;
export type CreativeTemplate = (typeof creativeTemplates)[number];

export const creativeTemplateLabel: Record<CreativeTemplate, string> = {
  "photo-overlay": "Photo with headline over it",
  split: "Photo beside the words",
  "colour-block": "Bold brand colour",
  banner: "Display banner",
};

/** The two creative pages: each renders its family's sizes side by side. */
export const creativeFamilies = ["social", "email"] as const;
export type CreativeFamily = (typeof creativeFamilies)[number];

export const creativeFamilySizes: Record<CreativeFamily, readonly CreativeSizeId[]> = {
  social: ["square", "portrait", "story", "landscape", "large-square", "medium-rectangle", "leaderboard", "skyscraper"],
  email: ["email-header", "email-header-wide"],
};

export const creativeFamilyPath: Record<CreativeFamily, string> = {
  social: "/marketing-dashboard/creative-assets/paid-ads-and-social-media",
  email: "/marketing-dashboard/creative-assets/email",
};

export const CREATIVE_COPY_LIMITS = { headlineMax: 200, sublineMax: 400, ctaMax: 40, titleMax: 200, briefMax: 1000 } as const;
