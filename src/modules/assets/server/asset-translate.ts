import "server-only";
/**
 * `assets.items.translate`: a copy asset into another language by the workspace's model, saved as a
 * new draft "<title> (<Language>)" with the same kind, kit and tags plus the language's. It counts
 * one AI generation (refused up front at the plan's limit) and is recorded only when the model
 * answered; a provider failure creates nothing. Lines the checks still flag come back with their
 * findings (the editor shows them too).
 */
import { modelClientFor, ProviderError, translateAsset, type ModelClient } from "@/modules/ai";
import { assertWithinLimit, recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, RateLimitedError } from "@/server/errors";
import { getLogger } from "@/server/log";
import { copyAssetKinds, ASSET_LIMITS, type AssetKind } from "../contracts/items.constants";
import { translationLanguageLabel, translationTag, type TranslationLanguage } from "../contracts/translate.constants";
import type { AssetFields } from "../contracts/items.contracts";
import { getAsset } from "./asset-queries";
import { createAsset } from "./asset-writes";
import { getBrandKit, getDefaultBrandKit } from "./brand-kits.service";

const NO_KIT = "Create a brand kit on the Themes page first: a translation follows the brand's voice and required disclaimers.";
const UNREADABLE_KEY = "The stored API key can't be read any more. Enter it again in the AI model settings on the Themes page.";

const isCopyKind = (kind: AssetKind): kind is (typeof copyAssetKinds)[number] => (copyAssetKinds as readonly string[]).includes(kind);

/** A provider failure as a domain error: its sentence is ours (never the provider's text). */
function refusalOf(error: ProviderError) {
  if (error.kind === "rate limited") return new RateLimitedError(error.message, Math.ceil((error.details.retryAfterMs ?? 60_000) / 1000));
  return new InvalidError(`${error.message} Nothing was created.`);
}

async function clientFor(db: Db, tenant: Tenant): Promise<ModelClient | null> {
  try {
    return await modelClientFor(db, tenant.workspaceId);
  } catch (error) {
    if (error instanceof ProviderError) throw refusalOf(error);
    getLogger().warn({ err: error }, "model provider settings unusable");
    throw new InvalidError(UNREADABLE_KEY);
  }
}

export async function translateCopyAsset(db: Db, tenant: Tenant, input: { id: string; language: TranslationLanguage }) {
  const source = await getAsset(db, tenant, input.id);
  if (!isCopyKind(source.kind)) throw new InvalidError("Only copy assets can be translated.");
  const stored = source.brandKitId ? await getBrandKit(db, tenant, source.brandKitId) : await getDefaultBrandKit(db, tenant);
  if (!stored) throw new InvalidError(NO_KIT);
  const client = await clientFor(db, tenant);
  // Without a model translateAsset refuses in its own words; the limit is checked only when there is one to call.
  if (client) await assertWithinLimit(db, tenant, "aiGenerations", 1);
  const language = translationLanguageLabel[input.language];
  let result;
  try {
    result = await translateAsset({ kind: source.kind, fields: source.fields as Record<string, unknown>, targetLanguage: language, kit: stored.kit, client });
  } catch (error) {
    if (error instanceof ProviderError) throw refusalOf(error);
    throw error;
  }
  await recordUsage(db, tenant, "aiGenerations", 1);
  const suffix = ` (${language})`;
  const asset = await createAsset(db, tenant, {
    kind: source.kind,
    title: `${source.title.slice(0, ASSET_LIMITS.titleMax - suffix.length)}${suffix}`,
    fields: result.fields as AssetFields,
    brandKitId: source.brandKitId,
    planRef: source.planRef,
    tags: [...new Set([...source.tags, translationTag(input.language)])].slice(0, ASSET_LIMITS.tagsMax),
  });
  return { asset, failing: result.failing };
}
