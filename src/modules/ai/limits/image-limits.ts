/**
 * The image rows of the platform limits table: what a rendered creative (issue 27) is held to per
 * platform and placement: file size, smallest accepted size, text share. A row applies to the
 * creative sizes it lists (`"1200x628"`). Same conventions as ./platform-limits.ts: one row, one
 * measurable limit, its source, `verifiedAt` null where the fact is unverified (none of these are in
 * ../shared/reference yet, so all are null until someone reads the page).
 */
import type { Platform, Severity } from "./platform-limits";

export type ImageLimitMeasure = "file-bytes" | "min-width" | "min-height" | "text-share";

export type ImageLimit = {
  /** Stable rule id: `<platform>.<placement>.<measure>`. */
  id: string;
  platform: Platform;
  /** Where the image shows, as a marketer names it ("Responsive display ads"). */
  placement: string;
  /** Creative sizes (`<width>x<height>`) the row applies to. */
  sizes: readonly string[];
  measure: ImageLimitMeasure;
  /** Bytes, pixels, or a share of the image's area (0–1). */
  max: number;
  severity: Severity;
  /** File types the placement accepts (file-bytes rows). */
  formats?: readonly ("image/png" | "image/jpeg" | "image/gif")[];
  /** For a warning: what happens past it, as the end of a sentence. */
  advice?: string;
  source: string;
  verifiedAt: string | null;
};

const S = {
  metaImage: "https://www.facebook.com/business/ads-guide/image",
  metaText: "https://www.facebook.com/business/help/980593475366490",
  googleUploaded: "https://support.google.com/google-ads/answer/1722096",
  googleResponsive: "https://support.google.com/google-ads/answer/9823397",
  linkedinImage: "https://www.linkedin.com/help/lms/answer/a426534",
  emailImages: "https://www.emailonacid.com/blog/article/email-development/email-image-size/",
} as const;

const FEED = ["1080x1080", "1080x1350", "1080x1920", "1200x628"];
const UPLOADED = ["300x250", "728x90", "160x600"];
const RESPONSIVE = ["1200x628", "1200x1200"];
const LINKEDIN = ["1200x628", "1200x1200"];
const EMAIL = ["600x200", "1200x400"];
const KB = 1024;
const MB = 1024 * 1024;

/** `shape` tells apart two rows of one measure that apply to different sizes. */
type Row = Omit<ImageLimit, "id" | "verifiedAt"> & { shape?: string };
const slugs: Record<string, string> = {
  "Feed and Stories image ads": "feed",
  "Uploaded display ads": "uploaded-display",
  "Responsive display ads": "responsive-display",
  "Single image ads": "single-image",
  "Email header": "header",
};

const rows: Row[] = [
  // Meta (Facebook and Instagram feeds, Stories, Reels).
  {
    platform: "meta",
    placement: "Feed and Stories image ads",
    sizes: FEED,
    measure: "file-bytes",
    max: 30 * MB,
    severity: "error",
    formats: ["image/jpeg", "image/png"],
    source: S.metaImage,
  },
  { platform: "meta", placement: "Feed and Stories image ads", sizes: FEED, measure: "min-width", max: 600, severity: "error", source: S.metaImage },
  {
    platform: "meta",
    placement: "Feed and Stories image ads",
    sizes: FEED,
    measure: "text-share",
    max: 0.2,
    severity: "warning",
    advice: "Meta no longer rejects such images, but says ads with less text on the image tend to reach more people",
    source: S.metaText,
  },
  // Google display: uploaded image ads (the classic banner sizes) and responsive display ads.
  {
    platform: "google-ads",
    placement: "Uploaded display ads",
    sizes: UPLOADED,
    measure: "file-bytes",
    max: 150 * KB,
    severity: "error",
    formats: ["image/png", "image/jpeg", "image/gif"],
    source: S.googleUploaded,
  },
  {
    platform: "google-ads",
    placement: "Responsive display ads",
    sizes: RESPONSIVE,
    measure: "file-bytes",
    max: 5120 * KB,
    severity: "error",
    formats: ["image/png", "image/jpeg"],
    source: S.googleResponsive,
  },
  {
    platform: "google-ads",
    placement: "Responsive display ads",
    sizes: ["1200x628"],
    shape: "landscape",
    measure: "min-width",
    max: 600,
    severity: "error",
    source: S.googleResponsive,
  },
  {
    platform: "google-ads",
    placement: "Responsive display ads",
    sizes: ["1200x628"],
    shape: "landscape",
    measure: "min-height",
    max: 314,
    severity: "error",
    source: S.googleResponsive,
  },
  {
    platform: "google-ads",
    placement: "Responsive display ads",
    sizes: ["1200x1200"],
    shape: "square",
    measure: "min-width",
    max: 300,
    severity: "error",
    source: S.googleResponsive,
  },
  {
    platform: "google-ads",
    placement: "Responsive display ads",
    sizes: RESPONSIVE,
    measure: "text-share",
    max: 0.2,
    severity: "warning",
    advice: "Google asks that text cover no more than a fifth of a responsive display ad's image, and may not show it otherwise",
    source: S.googleResponsive,
  },
  // LinkedIn Sponsored Content, single image.
  {
    platform: "linkedin",
    placement: "Single image ads",
    sizes: LINKEDIN,
    measure: "file-bytes",
    max: 5 * MB,
    severity: "error",
    formats: ["image/jpeg", "image/png", "image/gif"],
    source: S.linkedinImage,
  },
  // Email: no platform rejects a large header, but inboxes load it over mobile data and some block images.
  {
    platform: "email",
    placement: "Email header",
    sizes: EMAIL,
    measure: "file-bytes",
    max: 200 * KB,
    severity: "warning",
    formats: ["image/png", "image/jpeg", "image/gif"],
    advice: "a heavier header loads slowly on phones, and the reader may see an empty box first",
    source: S.emailImages,
  },
];

/** Every image row of the table. */
export const imageLimits: readonly ImageLimit[] = rows.map(({ shape, ...r }) => ({
  ...r,
  id: [r.platform, slugs[r.placement] ?? r.placement, shape, r.measure].filter(Boolean).join("."),
  verifiedAt: null,
}));

/** The rows that apply to an image of this size. */
export const imageLimitsFor = (width: number, height: number): ImageLimit[] => imageLimits.filter((r) => r.sizes.includes(`${width}x${height}`));
