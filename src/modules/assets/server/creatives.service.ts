import "server-only";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { storage } from "@/server/storage";
import { creativeFamilyPath, creativeFamilySizes, creativeSizes, type CreativeFamily, type CreativeSizeId } from "../contracts/creatives.constants";
import type { CreativeForm, RenderCreativeInput, SaveCreativeSetInput } from "../contracts/creatives.contracts";
import { renderCreative, renderCreativeSet } from "../creatives/engine";
import { renderQueue } from "../creatives/queue";
import type { CreativeCheck, RenderedCreative } from "../creatives/types";
import { getAsset } from "./asset-queries";
import { createAsset, updateAsset } from "./asset-writes";
import { getBrandKit } from "./brand-kits.service";
import { clearMediaUsage, recordMediaUsage } from "./media-usage.service";
import { mediaLinks, readMediaBytes, storeMedia } from "./media.service";

/**
 * The creative pages' server side: one size rendered for the preview (the page asks for each size in
 * turn, so it can show its progress), and a whole set rendered again and saved as a `creative-set`
 * asset whose PNGs live in the media library. Every render waits its turn in the render queue.
 */

/** What a creative set's version holds: the form, and the stored image of each size. */
export type CreativeSetFields = CreativeForm & {
  family: CreativeFamily;
  images: { size: CreativeSizeId; width: number; height: number; mediaId: string; bytes: number; contentType: string; problems: number }[];
};

const PREVIEW_WIDTH = 540;

async function inputOf(db: Db, tenant: Tenant, form: CreativeForm) {
  const stored = await getBrandKit(db, tenant, form.brandKitId);
  const photo = form.photoMediaId ? await readMediaBytes(db, tenant, form.photoMediaId) : null;
  const { copy } = form;
  return {
    template: form.template,
    kit: { brandName: stored.kit.brandName, colours: stored.kit.colours, fonts: stored.kit.fonts },
    copy: { headline: copy.headline, subline: copy.subline || undefined, cta: copy.cta || undefined },
    photo: photo ? { data: photo.data, name: photo.name } : undefined,
  };
}

const problems = (checks: CreativeCheck[]) => checks.filter((c) => !c.ok && c.severity !== "info").length;

/** One size for the page: a small preview, the file's size and type, and the checks in plain sentences. */
export async function renderCreativePreview(db: Db, tenant: Tenant, input: RenderCreativeInput) {
  const base = await inputOf(db, tenant, input);
  const rendered = await renderQueue.run(tenant.workspaceId, () => renderCreative({ ...base, size: input.size }));
  const { default: sharp } = await import("sharp");
  const preview = await sharp(rendered.png)
    .resize({ width: Math.min(PREVIEW_WIDTH, rendered.width), withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return {
    size: rendered.size,
    width: rendered.width,
    height: rendered.height,
    label: creativeSizes[rendered.size].label,
    bytes: rendered.bytes,
    contentType: rendered.file.contentType,
    textShare: rendered.textShare,
    checks: rendered.checks.map(({ id, ok, severity, message, platform }) => ({ id, ok, severity, message, platform: platform ?? null })),
    preview: `data:image/webp;base64,${preview.toString("base64")}`,
  };
}

const fileName = (title: string, r: RenderedCreative) =>
  `${title.replace(/[\\/:*?"<>|]+/g, " ").slice(0, 120)} ${r.width}x${r.height}.${r.file.contentType === "image/jpeg" ? "jpg" : "png"}`;

/**
 * Renders every size of the family again and saves the set: a new `creative-set` asset, or a new
 * version of `assetId`. Each image is a media library file whose usage points back at the asset.
 */
export async function saveCreativeSet(db: Db, tenant: Tenant, input: SaveCreativeSetInput) {
  if (input.assetId) {
    const current = await getAsset(db, tenant, input.assetId);
    if (current.kind !== "creative-set") throw new InvalidError("This asset isn't a creative set.");
  }
  const base = await inputOf(db, tenant, input);
  const sizes = creativeFamilySizes[input.family];
  const rendered = await renderQueue.run(tenant.workspaceId, () => renderCreativeSet(base, sizes));
  const stored = [];
  for (const r of rendered) {
    const row = await storeMedia(db, tenant, { data: r.file.data, name: fileName(input.title, r), altText: input.copy.headline });
    stored.push({
      size: r.size,
      width: r.width,
      height: r.height,
      mediaId: row.id,
      bytes: r.bytes,
      contentType: r.file.contentType,
      problems: problems(r.checks),
    });
  }
  const fields: CreativeSetFields = {
    family: input.family,
    template: input.template,
    brandKitId: input.brandKitId,
    copy: input.copy,
    photoMediaId: input.photoMediaId,
    images: stored,
  };
  const asset =
    input.assetId && input.version
      ? await updateAsset(db, tenant, { id: input.assetId, version: input.version, title: input.title, fields, brandKitId: input.brandKitId, note: undefined })
      : await createAsset(db, tenant, { kind: "creative-set", title: input.title, fields, brandKitId: input.brandKitId, planRef: null, tags: [] });
  const href = `${creativeFamilyPath[input.family]}?asset=${asset.id}`;
  await clearMediaUsage(db, tenant, { module: "assets", refId: asset.id });
  for (const id of [...stored.map((s) => s.mediaId), ...(input.photoMediaId ? [input.photoMediaId] : [])])
    await recordMediaUsage(db, tenant, { mediaId: id, module: "assets", refId: asset.id, label: `Creative set “${input.title}”`, href });
  return getCreativeSet(db, tenant, asset.id);
}

/** A saved set: its form and, per size, a link to its stored image (for the preview and downloads). */
export async function getCreativeSet(db: Db, tenant: Tenant, id: string) {
  const asset = await getAsset(db, tenant, id);
  if (asset.kind !== "creative-set") throw new InvalidError("This asset isn't a creative set.");
  const fields = asset.fields as unknown as CreativeSetFields;
  const driver = await storage();
  const links = await mediaLinks(
    db,
    tenant,
    (fields.images ?? []).map((i) => i.mediaId),
    driver,
  );
  return {
    id: asset.id,
    title: asset.title,
    status: asset.status,
    currentVersion: asset.currentVersion,
    updatedAt: asset.updatedAt,
    fields,
    images: (fields.images ?? []).map((i) => ({
      ...i,
      label: creativeSizes[i.size]?.label ?? i.size,
      url: links.get(i.mediaId)?.url ?? null,
      download: links.get(i.mediaId)?.download ?? null,
    })),
  };
}
