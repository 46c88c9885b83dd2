import { assetKindLabel, limitsFor, type AssetKind, type AssetFields } from "@/modules/ai/client";

export type Device = "mobile" | "desktop";

/** Whether the platform shows the copy differently on a phone and a computer (then the preview offers both). */
export const deviceMatters: Record<AssetKind, boolean> = {
  "google-rsa": false,
  "microsoft-rsa": false,
  "meta-ad": false,
  "linkedin-ad": false,
  "x-post": false,
  "linkedin-post": false,
  "facebook-post": true,
  "instagram-post": false,
  sms: false,
  email: true,
};

const surface: Record<AssetKind, string> = {
  "google-rsa": "Google Search",
  "microsoft-rsa": "Bing",
  "meta-ad": "the Facebook feed",
  "linkedin-ad": "the LinkedIn feed",
  "x-post": "X",
  "linkedin-post": "the LinkedIn feed",
  "facebook-post": "the Facebook feed",
  "instagram-post": "the Instagram feed",
  sms: "a phone",
  email: "an inbox",
};

/** "Preview of the Facebook Page post as it may appear on the Facebook feed on a phone". */
export function previewLabel(kind: AssetKind, device: Device): string {
  const on = deviceMatters[kind] ? (device === "mobile" ? " on a phone" : " on a computer") : "";
  return `Preview of the ${assetKindLabel[kind]} as it may appear on ${surface[kind]}${on}`;
}

/** Where the feed folds a field, from the limits table (its fold row, else its length guidance). */
export function foldOf(kind: AssetKind, field: string, device: Device = "mobile"): number | null {
  const row = limitsFor(kind).find((r) => r.field === field && r.measure === "length" && r.severity === "warning");
  if (!row) return null;
  return device === "desktop" && row.desktopMax !== undefined ? row.desktopMax : row.max;
}

/** The fields a preview reads: any of the kind's, possibly half-filled while someone types. */
export type PreviewFields<K extends AssetKind> = Partial<AssetFields<K>>;
