/**
 * The asset store's words (zod-free, so client code can import them): the kinds of asset the library
 * holds, their statuses, and the store's bounds.
 */
import { assetKindLabel as copyKindLabel } from "@/modules/ai/client";

/** Copy kinds (the ai module's copy channels as written assets). */
export const copyAssetKinds = [
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
/** Kinds whose pages arrive later; the store already keeps them. */
export const laterAssetKinds = ["creative", "creative-set", "keyword-list", "audience", "landing-page", "pop-up", "form"] as const;
export const assetKinds = [...copyAssetKinds, ...laterAssetKinds] as const;
export type AssetKind = (typeof assetKinds)[number];

/** Copy kinds are named as the ai module names them (one table); the later kinds here. */
export const assetKindLabel: Record<AssetKind, string> = {
  ...copyKindLabel,
  creative: "Creative",
  "creative-set": "Creative set",
  "keyword-list": "Keyword list",
  audience: "Audience",
  "landing-page": "Landing page",
  "pop-up": "Pop-up",
  form: "Form",
};

export const assetStatuses = ["draft", "in-review", "approved", "archived"] as const;
export type AssetStatus = (typeof assetStatuses)[number];

export const assetStatusLabel: Record<AssetStatus, string> = {
  draft: "Draft",
  "in-review": "In review",
  approved: "Approved",
  archived: "Archived",
};

export const ASSET_LIMITS = {
  titleMax: 200,
  /** A version's fields as JSON text, at most (per-kind shapes: contracts/fields-by-kind.ts). */
  fieldsMaxBytes: 64 * 1024,
  /** An email's, whose HTML body is long (Gmail clips past 102 KB; the limits table warns). */
  emailFieldsMaxBytes: 1024 * 1024,
  noteMax: 500,
  tagsMax: 20,
  tagMax: 40,
  commentMax: 4_000,
  planRefMax: 200,
  searchMax: 200,
  pageSize: 50,
  recent: 10,
} as const;
