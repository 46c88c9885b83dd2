import { z } from "zod";
import { text } from "@/lib/text";
import { ASSET_CAPS as CAP, rsaDescriptionPins, rsaHeadlinePins, type AssetKind } from "./assets.constants";

/**
 * The copy assets as data: what a generator fills (these are the task output schemas, sent to a
 * model as JSON schema) and what a person edits. They bound storage only; the platforms' limits
 * (30-character headlines, 280 weighted characters…) are the limits table's, checked by
 * `checkAsset`, so a draft over a limit still saves with its findings.
 * Every field is required (a model's strict structured output needs that): empty is "" and an unpinned
 * line has `pin: null`.
 */

const capped = (max: number) => text().max(max, { error: `Keep this under ${max.toLocaleString("en-US")} characters` });
const line = capped(CAP.line);
const long = capped(CAP.text);
const url = capped(CAP.url);
const items = <T extends z.ZodType>(item: T) => z.array(item).max(CAP.items, { error: `Keep up to ${CAP.items}` });

export const rsaHeadline = z.object({ text: line, pin: z.literal(rsaHeadlinePins).nullable() });
export const rsaDescription = z.object({ text: line, pin: z.literal(rsaDescriptionPins).nullable() });

/** A Google or Microsoft responsive search ad: 3–15 headlines, 2–4 descriptions, two display paths. */
export const rsaAsset = z.object({
  headlines: items(rsaHeadline),
  descriptions: items(rsaDescription),
  path1: line,
  path2: line,
  finalUrl: url,
});
export type RsaAsset = z.infer<typeof rsaAsset>;

/** A Meta (Facebook/Instagram) ad: up to 5 variations of each text field. */
export const metaAdAsset = z.object({ primaryTexts: items(long), headlines: items(line), descriptions: items(line), finalUrl: url });
export type MetaAdAsset = z.infer<typeof metaAdAsset>;

/** LinkedIn sponsored content (single image). */
export const linkedinAdAsset = z.object({ introText: long, headline: line, description: line, finalUrl: url });
export type LinkedinAdAsset = z.infer<typeof linkedinAdAsset>;

export const xPostAsset = z.object({ text: long });
export type XPostAsset = z.infer<typeof xPostAsset>;
export const linkedinPostAsset = z.object({ text: long });
export type LinkedinPostAsset = z.infer<typeof linkedinPostAsset>;
export const facebookPostAsset = z.object({ text: long });
export type FacebookPostAsset = z.infer<typeof facebookPostAsset>;
export const instagramPostAsset = z.object({ caption: long });
export type InstagramPostAsset = z.infer<typeof instagramPostAsset>;
export const smsAsset = z.object({ text: long });
export type SmsAsset = z.infer<typeof smsAsset>;

/** An email's subject, preheader and body (the body as sent: HTML). */
export const emailAsset = z.object({ subject: line, preheader: line, body: capped(CAP.html) });
export type EmailAsset = z.infer<typeof emailAsset>;

/** Each asset kind's shape, by kind. */
export const assetSchemas = {
  "google-rsa": rsaAsset,
  "microsoft-rsa": rsaAsset,
  "meta-ad": metaAdAsset,
  "linkedin-ad": linkedinAdAsset,
  "x-post": xPostAsset,
  "linkedin-post": linkedinPostAsset,
  "facebook-post": facebookPostAsset,
  "instagram-post": instagramPostAsset,
  sms: smsAsset,
  email: emailAsset,
} as const satisfies Record<AssetKind, z.ZodType>;

/** The fields of an asset of kind K. */
export type AssetFields<K extends AssetKind = AssetKind> = z.infer<(typeof assetSchemas)[K]>;
