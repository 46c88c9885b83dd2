import "server-only";
/**
 * The asset store's writes (`assets.items`): create, edit (a new version when the text changes,
 * refused over a newer version someone else saved), restore a version as a new one, tags, and
 * duplicate, here or into another client workspace of the same agency.
 */
import { and, eq } from "drizzle-orm";
import { captureProductEvent } from "@/modules/analytics";
import { can, resolveMembership, type ActiveWorkspace, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "@/server/errors";
import { checkFieldsFor } from "../contracts/fields-by-kind";
import type { AssetKind, AssetStatus } from "../contracts/items.constants";
import type { AssetFields, createAssetInput, updateAssetInput } from "../contracts/items.contracts";
import { assetItems, assetVersions } from "../db/items.table";
import { ASSET_NOT_FOUND, getAsset } from "./asset-queries";
import { copyTitle, searchTextOf } from "./asset-text";
import { getBrandKit } from "./brand-kits.service";
import type { z } from "zod";

const STALE = "Someone saved a newer version of this asset while you were editing. Reload it to see their changes; your text is still in the form.";
const ARCHIVED = "This asset is archived. Unarchive it to edit it.";

const dedupe = (tags: readonly string[]) => [...new Set(tags)];

/** JSON with object keys sorted: jsonb hands keys back in its own order, so text is compared by content. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );

type NewAsset = {
  kind: z.output<typeof createAssetInput>["kind"];
  title: string;
  fields: AssetFields | Record<string, unknown>;
  brandKitId: string | null;
  planRef: string | null;
  tags: string[];
  note?: string | null;
};

/** Inserts an asset and its version 1 in the given workspace, as `userId`. */
async function insertAsset(db: Db, workspaceId: string, userId: string, a: NewAsset) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [item] = await tx
      .insert(assetItems)
      .values({
        workspaceId,
        kind: a.kind,
        title: a.title,
        brandKitId: a.brandKitId,
        planRef: a.planRef || null,
        tags: dedupe(a.tags),
        authorId: userId,
        searchText: searchTextOf(a.title, a.fields),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: assetItems.id });
    await tx
      .insert(assetVersions)
      .values({ workspaceId, assetId: item!.id, version: 1, fields: a.fields, note: a.note ?? null, authorId: userId, createdAt: now });
    return { id: item!.id, workspaceId };
  });
}

/** The fields as their kind stores them, or a refusal naming each field that isn't (lengths never refuse: contracts/fields-by-kind.ts). */
function fieldsOfKind(kind: AssetKind, fields: unknown) {
  const checked = checkFieldsFor(kind, fields);
  if (!checked.ok) throw new InvalidError(checked.message, checked.fieldErrors);
  return checked.fields;
}

/** A brand kit link must name one of this workspace's kits. */
async function checkKit(db: Db, tenant: Tenant, brandKitId: string | null | undefined) {
  if (brandKitId) await getBrandKit(db, tenant, brandKitId);
}

export async function createAsset(db: Db, tenant: Tenant, input: z.output<typeof createAssetInput>) {
  const fields = fieldsOfKind(input.kind, input.fields);
  await checkKit(db, tenant, input.brandKitId);
  const { id } = await insertAsset(db, tenant.workspaceId, tenant.userId, { ...input, fields });
  // A new asset is a step of the product's key-actions funnel (a duplicate is not).
  captureProductEvent("asset_created", tenant, { kind: input.kind });
  return getAsset(db, tenant, id);
}

/**
 * Saves a new version when `fields` differ from the current ones; the title, brand kit and plan are
 * the asset's own. A changed text sends an approved or in-review asset back to draft: an approval is
 * for the text that was reviewed.
 */
export async function updateAsset(db: Db, tenant: Tenant, input: z.output<typeof updateAssetInput>) {
  const current = await getAsset(db, tenant, input.id);
  if (current.status === "archived") throw new InvalidError(ARCHIVED);
  if (current.currentVersion !== input.version) throw new ConflictError(STALE);
  const fields = input.fields === undefined ? undefined : fieldsOfKind(current.kind, input.fields);
  await checkKit(db, tenant, input.brandKitId);
  const textChanged = fields !== undefined && canonical(fields) !== canonical(current.fields);
  await writeVersion(db, tenant, current, {
    fields: textChanged && fields ? fields : null,
    title: input.title,
    brandKitId: input.brandKitId,
    planRef: input.planRef,
    note: input.note,
  });
  return getAsset(db, tenant, input.id);
}

/** Restores an old version's text as a new version (history is never rewritten). */
export async function restoreVersion(db: Db, tenant: Tenant, input: { id: string; version: number; currentVersion: number }) {
  const current = await getAsset(db, tenant, input.id);
  if (current.status === "archived") throw new InvalidError(ARCHIVED);
  if (current.currentVersion !== input.currentVersion) throw new ConflictError(STALE);
  const [old] = await db
    .select({ fields: assetVersions.fields })
    .from(assetVersions)
    .where(and(eq(assetVersions.workspaceId, tenant.workspaceId), eq(assetVersions.assetId, input.id), eq(assetVersions.version, input.version)));
  if (!old) throw new NotFoundError("Version");
  await writeVersion(db, tenant, current, { fields: old.fields, note: `Restored version ${input.version}.` });
  return getAsset(db, tenant, input.id);
}

type Change = { fields: Record<string, unknown> | null; title?: string; brandKitId?: string | null; planRef?: string | null; note?: string };

/** One edit under optimistic concurrency: the row moves only from the version the edit started on. */
async function writeVersion(db: Db, tenant: Tenant, current: Awaited<ReturnType<typeof getAsset>>, change: Change) {
  const title = change.title ?? current.title;
  const fields = change.fields ?? current.fields;
  const next = change.fields ? current.currentVersion + 1 : current.currentVersion;
  const status: AssetStatus = change.fields && (current.status === "approved" || current.status === "in-review") ? "draft" : current.status;
  await db.transaction(async (tx) => {
    const now = new Date();
    const moved = await tx
      .update(assetItems)
      .set({
        title,
        brandKitId: change.brandKitId === undefined ? current.brandKitId : change.brandKitId,
        planRef: change.planRef === undefined ? current.planRef : change.planRef || null,
        currentVersion: next,
        status,
        submittedBy: status === current.status ? undefined : null,
        searchText: searchTextOf(title, fields),
        updatedAt: now,
      })
      .where(and(eq(assetItems.workspaceId, tenant.workspaceId), eq(assetItems.id, current.id), eq(assetItems.currentVersion, current.currentVersion)))
      .returning({ id: assetItems.id });
    if (!moved.length) throw new ConflictError(STALE);
    if (change.fields) {
      await tx.insert(assetVersions).values({
        workspaceId: tenant.workspaceId,
        assetId: current.id,
        version: next,
        fields,
        note: change.note || null,
        authorId: tenant.userId,
        createdAt: now,
      });
    }
  });
}

export async function setTags(db: Db, tenant: Tenant, input: { id: string; tags: string[] }) {
  const [row] = await db
    .update(assetItems)
    .set({ tags: dedupe(input.tags), updatedAt: new Date() })
    .where(and(eq(assetItems.workspaceId, tenant.workspaceId), eq(assetItems.id, input.id)))
    .returning({ tags: assetItems.tags });
  if (!row) throw new NotFoundError(ASSET_NOT_FOUND);
  return row;
}

/** A draft copy of the asset's current version in the same workspace, with its links and tags. */
export async function duplicateAsset(db: Db, tenant: Tenant, id: string) {
  const source = await getAsset(db, tenant, id);
  const copy = await insertAsset(db, tenant.workspaceId, tenant.userId, {
    ...source,
    title: copyTitle(source.title),
    note: `Duplicated from “${source.title}”.`,
  });
  return getAsset(db, tenant, copy.id);
}

/** The agency a workspace belongs to: itself for an agency, its agency for a client, none for a brand. */
const agencyOf = (ws: Pick<ActiveWorkspace, "id" | "kind" | "agencyId">) => (ws.kind === "agency" ? ws.id : ws.kind === "client" ? ws.agencyId : null);

/**
 * A draft copy of the asset's current version (text, title, tags) in another workspace of the same
 * agency (the agency or one of its clients), where the caller must be able to edit assets. Brand kit
 * and plan stay behind: they are the source workspace's. History and comments are not copied.
 */
export async function duplicateAssetInto(
  db: Db,
  tenant: Tenant,
  here: Pick<ActiveWorkspace, "id" | "kind" | "agencyId">,
  session: { userId: string; sessionVersion: number },
  input: { id: string; workspaceId: string },
) {
  const source = await getAsset(db, tenant, input.id);
  if (input.workspaceId === tenant.workspaceId) throw new InvalidError("Choose another workspace, or use Duplicate to copy it here.");
  const agency = agencyOf(here);
  if (!agency) throw new InvalidError("Copying into another workspace works between an agency and its clients.");
  // Identity's own rule for who may open a workspace (a member, or a member of its agency).
  const there = await resolveMembership(db, session, input.workspaceId);
  if (!there || there.workspace.id !== input.workspaceId || agencyOf(there.workspace) !== agency) throw new NotFoundError("Workspace");
  if (!can(there.tenant.role, "assets.edit")) throw new ForbiddenError("Your role in that workspace doesn't allow adding assets. Ask one of its admins.");
  const copy = await insertAsset(db, input.workspaceId, tenant.userId, {
    kind: source.kind,
    title: source.title,
    fields: source.fields,
    brandKitId: null,
    planRef: null,
    tags: source.tags,
    note: `Copied from another workspace (version ${source.currentVersion}).`,
  });
  return { id: copy.id, workspaceId: input.workspaceId, workspaceName: there.workspace.name };
}
