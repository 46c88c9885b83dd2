import "server-only";
import { generate, modelClientFor, type ModelClient } from "@/modules/ai";
import { recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, LimitReachedError } from "@/server/errors";
import { getLogger } from "@/server/log";
import { CREATIVE_COPY_LIMITS as L } from "../contracts/creatives.constants";
import type { WriteCreativeCopyInput } from "../contracts/creatives.contracts";
import { getBrandKit } from "./brand-kits.service";
import { checkGenerations } from "./generate.service";

/**
 * A creative's headline and body written by AI: the workspace's model when it has one, else the
 * offline generator, from the kit and a short brief, as a Meta ad (the closest copy to an image's
 * words). It counts one of the month's AI generations, as a copy page's candidate does.
 */
const firstText = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return firstText(value[0]);
  if (value && typeof value === "object" && "text" in value) return firstText((value as { text: unknown }).text);
  return "";
};

async function modelOrOffline(db: Db, tenant: Tenant): Promise<ModelClient | null> {
  try {
    return await modelClientFor(db, tenant.workspaceId);
  } catch (error) {
    getLogger().warn({ err: error }, "creatives: the model provider can't be used; the offline generator writes");
    return null;
  }
}

export async function writeCreativeCopy(db: Db, tenant: Tenant, input: WriteCreativeCopyInput) {
  const allowed = await checkGenerations(db, tenant, 1);
  if (!allowed.allowed) throw new LimitReachedError(allowed.message ?? "This month's AI generations are used up.", "aiGenerations");
  const stored = await getBrandKit(db, tenant, input.brandKitId);
  const result = await generate({
    task: { kind: "meta-ad", brief: { product: input.brief, keywords: [] } },
    kit: stored.kit,
    n: 1,
    client: await modelOrOffline(db, tenant),
  });
  const candidate = result.candidates[0];
  if (!candidate) throw new InvalidError(result.error?.message ?? "The words couldn't be written this time. Try again, or type them.");
  await recordUsage(db, tenant, "aiGenerations", 1);
  const headline = firstText(candidate.fields.headlines).slice(0, L.headlineMax);
  const subline = (firstText(candidate.fields.descriptions) || firstText(candidate.fields.primaryTexts)).slice(0, L.sublineMax);
  if (!headline) throw new InvalidError("The words couldn't be written this time. Try again, or type them.");
  return { headline, subline, source: candidate.source };
}
