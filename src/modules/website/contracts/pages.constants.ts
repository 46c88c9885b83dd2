/**
 * Landing pages' fixed words and numbers (zod-free: the editor, the list and the hosted page read them).
 */
export const pageStatuses = ["draft", "published"] as const;
export type PageStatus = (typeof pageStatuses)[number];
export const pageStatusLabel: Record<PageStatus, string> = { draft: "Draft", published: "Published" };

/** Why a snapshot was kept: a publish, or someone pressing "Save version". */
export const pageVersionKinds = ["publish", "save"] as const;
export type PageVersionKind = (typeof pageVersionKinds)[number];
export const pageVersionKindLabel: Record<PageVersionKind, string> = { publish: "Published", save: "Saved version" };

/** A slug: lower-case letters, digits and single hyphens, 1–60 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 60;
/** Slugs the hosted addresses keep for themselves. */
export const RESERVED_SLUGS = ["api", "p", "f", "t", "u", "auth", "invite", "marketing-dashboard", "static", "assets", "_next"] as const;

export const PAGE_LIMITS = {
  /** Pages a workspace keeps. */
  pages: 200,
  /** Blocks on one page. */
  blocks: 60,
  /** A page's document as JSON, in bytes. */
  documentBytes: 256 * 1024,
  /** Versions kept per page (the oldest saved ones go first). */
  versions: 50,
  title: 120,
  description: 300,
  /** "Fill with AI"'s optional brief. */
  fillBrief: 500,
} as const;

/** Turns a title into a slug candidate ("Spring Tea Sale!" → "spring-tea-sale"). */
export function slugify(value: string): string {
  const slug = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, "");
  return slug || "page";
}

/** The public address of a page, relative to the product's own host. */
export const hostedPagePath = (workspaceSlug: string, pageSlug: string) => `/p/${workspaceSlug}/${pageSlug}`;
/** The editor's address for one page. */
export const pageEditorPath = (pageId: string) => `/marketing-dashboard/website/landing-pages?page=${pageId}`;

/** The ranges a page's stats offer, in days (the last N days up to today, UTC). */
export const statsRanges = [7, 30, 90] as const;
export type StatsRange = (typeof statsRanges)[number];
