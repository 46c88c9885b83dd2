/**
 * The platform limits table: every hard limit (error) and guidance line (warning) a copy asset is
 * held to, with where it comes from. Generators read it as constraints (`limitsFor`,
 * `fieldConstraints`), `checkAsset` reads it as rules. One row, one measurable limit; structural
 * rules (distinct headlines, pins, path2 after path1, a valid final URL) live in ./check.ts.
 * Facts: ../shared/reference/wave2-assets-launch.md §2. `verifiedAt` is null where that reference
 * marks the fact [unverified]; such a row stands until someone checks its source.
 */
import type { AssetKind } from "../contracts/assets.constants";

export const platforms = ["google-ads", "microsoft-ads", "meta", "linkedin", "x", "facebook", "instagram", "sms", "email"] as const;
export type Platform = (typeof platforms)[number];

/** The name a marketer reads in a finding ("Google allows 30"). */
export const platformName: Record<Platform, string> = {
  "google-ads": "Google",
  "microsoft-ads": "Microsoft Advertising",
  meta: "Meta",
  linkedin: "LinkedIn",
  x: "X",
  facebook: "Facebook",
  instagram: "Instagram",
  sms: "SMS",
  email: "Gmail",
};

/**
 * How a limit counts:
 * - `characters`: the ad platforms' characters: user-perceived characters, a double-width
 *   (CJK, full-width) one counting 2, as Google and Microsoft Advertising count them.
 * - `weighted`: X's weighted length (twitter-text: URLs 23, emoji 2, CJK 2).
 * - `graphemes`: user-perceived characters (Intl.Segmenter), each 1.
 * - `segments`: SMS parts (GSM-7 160/153, UCS-2 70/67).
 * - `bytes`: UTF-8 bytes.
 * - `count`: items of a list field, or hashtags/emoji in a text.
 */
export const limitUnits = ["characters", "weighted", "graphemes", "segments", "bytes", "count"] as const;
export type LimitUnit = (typeof limitUnits)[number];
export type Severity = "error" | "warning";

/** What a row measures: each text's length, the number of items in a list field, or marks in a text. */
export type LimitMeasure = "length" | "items" | "hashtags" | "emoji";

/** Limits a workspace may change (two copies of a platform's help disagree, or a paid tier raises it). */
export type LimitSettings = {
  /** X weighted length: 280, 4,000 for Premium accounts. */
  xWeightedMax: number;
  /** Instagram's hard hashtag cap (30 in the classic docs). */
  instagramHashtagMax: number;
  /** Hashtags per social post before a warning (Ayrshare's newer Instagram docs say 5). */
  hashtagGuidance: number;
  /** LinkedIn sponsored content intro text maximum: 600 (a newer help copy says 3,000). */
  linkedinIntroMax: number;
  /** SMS parts before a warning: each part is billed. */
  smsSegmentGuidance: number;
};
export const defaultLimitSettings: LimitSettings = {
  xWeightedMax: 280,
  instagramHashtagMax: 30,
  hashtagGuidance: 5,
  linkedinIntroMax: 600,
  smsSegmentGuidance: 2,
};

export type PlatformLimit = {
  /** Stable rule id, shown with each finding: `<asset>.<field>.<what>`. */
  id: string;
  platform: Platform;
  asset: AssetKind;
  /** The asset's field (see contracts/assets.ts). */
  field: string;
  measure: LimitMeasure;
  unit: LimitUnit;
  min?: number;
  max: number;
  severity: Severity;
  /** A workspace setting that replaces `max`. */
  setting?: keyof LimitSettings;
  /** For a warning: what happens past it, as the end of a sentence ("Meta shows about 125 before “See more”"). */
  advice?: string;
  source: string;
  /** ISO date the source was read; null where the fact is unverified. */
  verifiedAt: string | null;
  /**
   * A fold: where the feed cuts the text behind “See more” (on a phone; `desktopMax` on a computer where
   * it differs). A warning past it; generators get it as `fold` (the hook goes before it), not as a length to stay within.
   */
  fold?: true;
  desktopMax?: number;
};

const READ = "2026-11-27";
const S = {
  googleRsa: "https://developers.google.com/google-ads/api/docs/responsive-search-ads/overview",
  googleChars: "https://support.google.com/google-ads/answer/7684791",
  googleRsaInfo: "https://developers.google.com/google-ads/api/reference/rpc/latest/ResponsiveSearchAdInfo",
  googleUrl: "https://support.google.com/google-ads/answer/6080568",
  microsoftRsa: "https://learn.microsoft.com/en-us/advertising/campaign-management-service/responsivesearchad",
  meta: "https://adsuploader.com/blog/facebook-ad-character-limits",
  linkedinAd: "https://www.linkedin.com/help/lms/answer/a426534",
  linkedinPost: "https://github.com/gitroomhq/postiz-app/blob/main/libraries/nestjs-libraries/src/integrations/social/linkedin.provider.ts",
  facebookPost: "https://github.com/gitroomhq/postiz-app/blob/main/libraries/nestjs-libraries/src/integrations/social/facebook.provider.ts",
  x: "https://developer.x.com/en/docs/counting-characters",
  instagram: "https://www.ayrshare.com/docs/apis/post/social-networks/instagram",
  sms: "https://www.braze.com/docs/user_guide/message_building_by_channel/sms/segments",
  twilio: "https://sendgrid.com/docs/glossary/what-sms-character-limit",
  gmailClip: "https://www.emailonacid.com/blog/article/email-development/what_is_the_gmail_clipping_limit/",
  emailGuidance: "https://www.litmus.com/blog/the-ultimate-guide-to-preview-text-support",
  linkedinFold: "https://web-3-apps.com/char-counter/articles/linkedin-post-length/",
  facebookFold: "https://socialk.it/fr/tools/facebook-character-counter",
  instagramFold: "https://bulkpublish.com/blog/instagram-character-limit/",
} as const;

/** A fold row (third-party figures, approximate: the feeds cut by lines too). */
const fold = (field: string, max: number, advice: string, source: string, desktopMax?: number): Row => ({
  field,
  measure: "length",
  unit: "graphemes",
  max,
  ...(desktopMax === undefined ? {} : { desktopMax }),
  severity: "warning",
  fold: true,
  advice,
  source,
  verifiedAt: null,
});

type Row = Omit<PlatformLimit, "id" | "asset" | "platform" | "verifiedAt"> & { verifiedAt?: string | null };

/** The rows of a search ad (Google and Microsoft share the shape; Microsoft's character counts are Google's, unverified). */
function rsaRows(asset: "google-rsa" | "microsoft-rsa"): Row[] {
  const google = asset === "google-rsa";
  const counts = google ? S.googleRsa : S.microsoftRsa;
  const chars = google ? S.googleChars : S.microsoftRsa;
  const charsRead = google ? READ : null;
  return [
    { field: "headlines", measure: "items", unit: "count", min: 3, max: 15, severity: "error", source: counts },
    { field: "headlines", measure: "length", unit: "characters", min: 1, max: 30, severity: "error", source: chars, verifiedAt: charsRead },
    { field: "descriptions", measure: "items", unit: "count", min: 2, max: 4, severity: "error", source: counts },
    { field: "descriptions", measure: "length", unit: "characters", min: 1, max: 90, severity: "error", source: chars, verifiedAt: charsRead },
    {
      field: "path1",
      measure: "length",
      unit: "characters",
      max: 15,
      severity: "error",
      source: google ? S.googleRsaInfo : S.microsoftRsa,
      verifiedAt: charsRead,
    },
    {
      field: "path2",
      measure: "length",
      unit: "characters",
      max: 15,
      severity: "error",
      source: google ? S.googleRsaInfo : S.microsoftRsa,
      verifiedAt: charsRead,
    },
    { field: "finalUrl", measure: "length", unit: "graphemes", min: 1, max: 2048, severity: "error", source: S.googleUrl, verifiedAt: null },
  ];
}

const rows: Record<AssetKind, { platform: Platform; rows: Row[] }> = {
  "google-rsa": { platform: "google-ads", rows: rsaRows("google-rsa") },
  "microsoft-rsa": { platform: "microsoft-ads", rows: rsaRows("microsoft-rsa") },
  "meta-ad": {
    platform: "meta",
    rows: [
      { field: "primaryTexts", measure: "items", unit: "count", min: 1, max: 5, severity: "error", source: S.meta },
      { field: "primaryTexts", measure: "length", unit: "graphemes", min: 1, max: 2200, severity: "error", source: S.meta },
      {
        field: "primaryTexts",
        measure: "length",
        unit: "graphemes",
        max: 125,
        severity: "warning",
        advice: "Meta shows about 125 before “See more”",
        source: S.meta,
      },
      { field: "headlines", measure: "items", unit: "count", max: 5, severity: "error", source: S.meta },
      { field: "headlines", measure: "length", unit: "graphemes", max: 40, severity: "warning", advice: "Meta recommends 40 or fewer", source: S.meta },
      { field: "descriptions", measure: "items", unit: "count", max: 5, severity: "error", source: S.meta },
      { field: "descriptions", measure: "length", unit: "graphemes", max: 30, severity: "warning", advice: "Meta recommends 30 or fewer", source: S.meta },
      { field: "finalUrl", measure: "length", unit: "graphemes", min: 1, max: 2048, severity: "error", source: S.meta, verifiedAt: null },
    ],
  },
  "linkedin-ad": {
    platform: "linkedin",
    rows: [
      { field: "introText", measure: "length", unit: "graphemes", min: 1, max: 600, setting: "linkedinIntroMax", severity: "error", source: S.linkedinAd },
      {
        field: "introText",
        measure: "length",
        unit: "graphemes",
        max: 150,
        severity: "warning",
        advice: "LinkedIn recommends 150 or fewer",
        source: S.linkedinAd,
      },
      { field: "introText", measure: "emoji", unit: "count", max: 4, severity: "warning", advice: "LinkedIn recommends 4 at most", source: S.linkedinAd },
      { field: "headline", measure: "length", unit: "graphemes", max: 200, severity: "error", source: S.linkedinAd },
      {
        field: "headline",
        measure: "length",
        unit: "graphemes",
        max: 70,
        severity: "warning",
        advice: "LinkedIn recommends 70 or fewer",
        source: S.linkedinAd,
      },
      { field: "description", measure: "length", unit: "graphemes", max: 300, severity: "error", source: S.linkedinAd },
      {
        field: "description",
        measure: "length",
        unit: "graphemes",
        max: 100,
        severity: "warning",
        advice: "LinkedIn recommends 100 or fewer",
        source: S.linkedinAd,
      },
      { field: "finalUrl", measure: "length", unit: "graphemes", min: 1, max: 2048, severity: "error", source: S.linkedinAd, verifiedAt: null },
    ],
  },
  "x-post": {
    platform: "x",
    rows: [{ field: "text", measure: "length", unit: "weighted", min: 1, max: 280, setting: "xWeightedMax", severity: "error", source: S.x }],
  },
  "linkedin-post": {
    platform: "linkedin",
    rows: [
      { field: "text", measure: "length", unit: "graphemes", min: 1, max: 3000, severity: "error", source: S.linkedinPost },
      fold("text", 210, "LinkedIn shows about 210 before “see more”", S.linkedinFold),
      {
        field: "text",
        measure: "hashtags",
        unit: "count",
        max: 5,
        setting: "hashtagGuidance",
        severity: "warning",
        advice: "your workspace keeps posts to 5",
        source: S.instagram,
        verifiedAt: null,
      },
    ],
  },
  "facebook-post": {
    platform: "facebook",
    rows: [
      { field: "text", measure: "length", unit: "graphemes", min: 1, max: 63_206, severity: "error", source: S.facebookPost },
      fold("text", 125, "Facebook shows about 125 on phones (477 on computers) before “See more”", S.facebookFold, 477),
      {
        field: "text",
        measure: "hashtags",
        unit: "count",
        max: 5,
        setting: "hashtagGuidance",
        severity: "warning",
        advice: "your workspace keeps posts to 5",
        source: S.instagram,
        verifiedAt: null,
      },
    ],
  },
  "instagram-post": {
    platform: "instagram",
    rows: [
      { field: "caption", measure: "length", unit: "graphemes", min: 1, max: 2200, severity: "error", source: S.instagram },
      fold("caption", 125, "Instagram shows about 125 before “more”", S.instagramFold),
      { field: "caption", measure: "hashtags", unit: "count", max: 30, setting: "instagramHashtagMax", severity: "error", source: S.instagram },
      {
        field: "caption",
        measure: "hashtags",
        unit: "count",
        max: 5,
        setting: "hashtagGuidance",
        severity: "warning",
        advice: "your workspace keeps posts to 5",
        source: S.instagram,
        verifiedAt: null,
      },
    ],
  },
  sms: {
    platform: "sms",
    rows: [
      { field: "text", measure: "length", unit: "graphemes", min: 1, max: 1600, severity: "error", source: S.twilio },
      {
        field: "text",
        measure: "length",
        unit: "segments",
        max: 2,
        setting: "smsSegmentGuidance",
        severity: "warning",
        advice: "each part is billed as one message",
        source: S.sms,
      },
    ],
  },
  email: {
    platform: "email",
    rows: [
      {
        field: "subject",
        measure: "length",
        unit: "graphemes",
        min: 1,
        max: 40,
        severity: "warning",
        advice: "phones cut subjects after about 40",
        source: S.emailGuidance,
        verifiedAt: null,
      },
      {
        field: "preheader",
        measure: "length",
        unit: "graphemes",
        max: 130,
        severity: "warning",
        advice: "inboxes show 40 to 130 at most",
        source: S.emailGuidance,
        verifiedAt: null,
      },
      { field: "body", measure: "length", unit: "bytes", min: 1, max: 102 * 1024, severity: "error", source: S.gmailClip },
    ],
  },
};

const slug = (r: Row) =>
  r.fold
    ? "fold"
    : r.measure === "length"
      ? `${r.unit === "segments" ? "segments" : r.severity === "error" ? "max-length" : "long"}`
      : r.measure === "items"
        ? "count"
        : r.severity === "error"
          ? `${r.measure}-max`
          : r.measure;

/** Every row of the table. */
export const platformLimits: readonly PlatformLimit[] = Object.entries(rows).flatMap(([asset, { platform, rows: list }]) =>
  list.map((r) => ({
    ...r,
    id: `${asset}.${r.field}.${slug(r)}`,
    asset: asset as AssetKind,
    platform,
    verifiedAt: r.verifiedAt === undefined ? READ : r.verifiedAt,
  })),
);

/** The platform an asset kind is published on. */
export const assetPlatform = (kind: AssetKind): Platform => rows[kind].platform;

/** The rows of one asset kind, each with `max` replaced by the workspace's setting where it has one. */
export function limitsFor(kind: AssetKind, settings: Partial<LimitSettings> = {}): PlatformLimit[] {
  const resolved = { ...defaultLimitSettings, ...settings };
  return platformLimits.filter((r) => r.asset === kind).map((r) => (r.setting ? { ...r, max: resolved[r.setting] } : r));
}

/** A field's limits as a generator reads them. `hardMax`/`softMax`/`fold` are in `unit`. */
export type FieldConstraint = { unit: LimitUnit; minLength?: number; hardMax?: number; softMax?: number; fold?: number; minItems?: number; maxItems?: number };

/** Per field of an asset kind: the length it must stay within (error) and should (warning), and its item counts. */
export function fieldConstraints(kind: AssetKind, settings: Partial<LimitSettings> = {}): Record<string, FieldConstraint> {
  const out: Record<string, FieldConstraint> = {};
  for (const r of limitsFor(kind, settings)) {
    const c = (out[r.field] ??= { unit: "graphemes" });
    if (r.measure === "items") {
      c.minItems = r.min;
      c.maxItems = r.max;
    } else if (r.fold) {
      c.fold = r.max;
    } else if (r.measure === "length" && r.unit !== "segments") {
      c.unit = r.unit;
      if (r.min !== undefined) c.minLength = r.min;
      if (r.severity === "error") c.hardMax = r.max;
      else c.softMax = r.max;
    }
  }
  return out;
}
