/**
 * The copy assets the ai module writes and checks, without zod, so the browser's live counters can
 * name them before a contract loads. The zod shapes are in ./assets.ts.
 */
import type { CopyChannel } from "./brand-kit.constants";

export const assetKinds = [
  "google-rsa",
  "microsoft-rsa",
  "meta-ad",
  "linkedin-ad",
  "x-post",
  "linkedin-post",
  "facebook-post",
  "instagram-post",
  "sms",
  "email",
] as const;
export type AssetKind = (typeof assetKinds)[number];

export const assetKindLabel: Record<AssetKind, string> = {
  "google-rsa": "Google responsive search ad",
  "microsoft-rsa": "Microsoft responsive search ad",
  "meta-ad": "Meta ad",
  "linkedin-ad": "LinkedIn sponsored content",
  "x-post": "X post",
  "linkedin-post": "LinkedIn post",
  "facebook-post": "Facebook Page post",
  "instagram-post": "Instagram post",
  sms: "SMS",
  email: "Email",
};

/** Which of a brand kit's disclaimer channels an asset belongs to. */
export const assetChannel: Record<AssetKind, Exclude<CopyChannel, "all">> = {
  "google-rsa": "search-ads",
  "microsoft-rsa": "search-ads",
  "meta-ad": "social-ads",
  "linkedin-ad": "social-ads",
  "x-post": "social-posts",
  "linkedin-post": "social-posts",
  "facebook-post": "social-posts",
  "instagram-post": "social-posts",
  sms: "sms",
  email: "email",
};

/** RSA pin positions: a headline can be pinned to position 1–3, a description to 1–2. */
export const rsaHeadlinePins = [1, 2, 3] as const;
export const rsaDescriptionPins = [1, 2] as const;

/**
 * Storage caps of the asset shapes: far above every platform's limit, so a draft over a limit still
 * saves (the limits table reports it) while nothing unbounded reaches the database.
 */
export const ASSET_CAPS = { line: 1_000, text: 70_000, url: 2_048, items: 20, html: 500_000 } as const;
