import "server-only";
/**
 * The library hub's reads (`assets.items`): the filtered list newest change first with a keyset
 * cursor, counts per kind and status for the same filters, my recent assets, one asset with its
 * current text, its versions and its comments.
 */
import { and, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { listMembers, users, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import { ASSET_LIMITS, assetKinds, assetStatuses, type AssetKind, type AssetStatus } from "../contracts/items.constants";
import type { AssetFilters } from "../contracts/items.contracts";
import { assetComments, assetCounts, assetItems, assetVersions } from "../db/items.table";
import { prefixQueryOf } from "./asset-text";

export const ASSET_NOT_FOUND = "Asset";

/** Joins an asset to its current version (for `.innerJoin(assetVersions, onCurrentVersion())`). */
export const onCurrentVersion = () =>
  and(eq(assetVersions.workspaceId, assetItems.workspaceId), eq(assetVersions.assetId, assetItems.id), eq(assetVersions.version, assetItems.currentVersion));

const listColumns = {
  id: assetItems.id,
  kind: assetItems.kind,
  title: assetItems.title,
  status: assetItems.status,
  brandKitId: assetItems.brandKitId,
  planRef: assetItems.planRef,
  tags: assetItems.tags,
  authorId: assetItems.authorId,
  authorName: users.name,
  currentVersion: assetItems.currentVersion,
  createdAt: assetItems.createdAt,
  updatedAt: assetItems.updatedAt,
};

/** Every filter but kind and status (the counts split by those two). */
function commonFilters(tenant: Tenant, f: AssetFilters): SQL[] {
  const where: SQL[] = [eq(assetItems.workspaceId, tenant.workspaceId)];
  if (f.brandKitId) where.push(eq(assetItems.brandKitId, f.brandKitId));
  if (f.planRef) where.push(eq(assetItems.planRef, f.planRef));
  if (f.tag) where.push(sql`${assetItems.tags} @> array[${f.tag}]::text[]`);
  if (f.authorId) where.push(eq(assetItems.authorId, f.authorId));
  if (f.updatedFrom) where.push(gte(assetItems.updatedAt, new Date(f.updatedFrom)));
  if (f.updatedTo) where.push(lte(assetItems.updatedAt, new Date(f.updatedTo)));
  const query = prefixQueryOf(f.search);
  if (query) where.push(sql`${assetItems.search} @@ to_tsquery('simple'::regconfig, ${query})`);
  return where;
}

const statusFilter = (statuses: readonly AssetStatus[]) => (statuses.length ? inArray(assetItems.status, [...statuses]) : ne(assetItems.status, "archived"));

type Cursor = { at: string; id: string };
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString("base64url");
function decodeCursor(cursor: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown[];
    if (typeof at === "string" && typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id) && !Number.isNaN(Date.parse(at))) return { at, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw new InvalidError("This list has changed: start again from the first page.");
}

/** One page (50) of the hub, newest change first; `nextCursor` null on the last page. */
export async function listAssets(db: Db, tenant: Tenant, input: AssetFilters & { cursor?: string }) {
  const where = [...commonFilters(tenant, input), statusFilter(input.statuses)];
  if (input.kinds.length) where.push(inArray(assetItems.kind, [...input.kinds]));
  if (input.cursor) {
    const c = decodeCursor(input.cursor);
    where.push(sql`(${assetItems.updatedAt}, ${assetItems.id}) < (${c.at}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await db
    .select({ ...listColumns, at: sql<string>`${assetItems.updatedAt}::text` })
    .from(assetItems)
    .leftJoin(users, eq(users.id, assetItems.authorId))
    .where(and(...where))
    .orderBy(sql`${assetItems.updatedAt} desc nulls last`, sql`${assetItems.id} desc nulls last`)
    .limit(ASSET_LIMITS.pageSize + 1);
  const page = rows.slice(0, ASSET_LIMITS.pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ at: _at, ...item }) => item),
    nextCursor: rows.length > ASSET_LIMITS.pageSize && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}

/**
 * Counts for the hub's tabs, one query: per kind (under the status filter) and per status (under the
 * kind filter), each under every other filter, so a tab's count is what choosing it would list.
 */
export async function countAssets(db: Db, tenant: Tenant, filters: AssetFilters) {
  const where = commonFilters(tenant, filters);
  // Only kind and status chosen: the counters the trigger keeps (≤ 64 rows), not a count of every asset.
  const groups =
    where.length === 1
      ? await db
          .select({ kind: assetCounts.kind, status: assetCounts.status, n: assetCounts.n })
          .from(assetCounts)
          .where(eq(assetCounts.workspaceId, tenant.workspaceId))
      : await db
          .select({ kind: assetItems.kind, status: assetItems.status, n: sql<number>`count(*)::int` })
          .from(assetItems)
          .where(and(...where))
          .groupBy(assetItems.kind, assetItems.status);
  const kinds = Object.fromEntries(assetKinds.map((k) => [k, 0])) as Record<AssetKind, number>;
  const statuses = Object.fromEntries(assetStatuses.map((s) => [s, 0])) as Record<AssetStatus, number>;
  const statusOk = (s: AssetStatus) => (filters.statuses.length ? filters.statuses.includes(s) : s !== "archived");
  const kindOk = (k: AssetKind) => !filters.kinds.length || filters.kinds.includes(k);
  let total = 0;
  for (const g of groups) {
    if (statusOk(g.status)) kinds[g.kind] += g.n;
    if (kindOk(g.kind)) statuses[g.status] += g.n;
    if (statusOk(g.status) && kindOk(g.kind)) total += g.n;
  }
  return { kinds, statuses, total };
}

/**
 * The last 10 assets I saved a version of (created, edited, restored), most recent first: read from
 * my last 200 versions (newest first on their index), so its cost doesn't grow with my history.
 */
export async function recentAssets(db: Db, tenant: Tenant) {
  const lastSaves = db
    .select({ assetId: assetVersions.assetId, createdAt: assetVersions.createdAt })
    .from(assetVersions)
    .where(and(eq(assetVersions.workspaceId, tenant.workspaceId), eq(assetVersions.authorId, tenant.userId)))
    .orderBy(sql`${assetVersions.createdAt} desc nulls last`)
    .limit(200)
    .as("last_saves");
  const mine = db
    .select({ assetId: lastSaves.assetId, touchedAt: sql<Date>`max(${lastSaves.createdAt})`.as("touched_at") })
    .from(lastSaves)
    .groupBy(lastSaves.assetId)
    .as("mine");
  return db
    .select({ ...listColumns, touchedAt: mine.touchedAt })
    .from(mine)
    .innerJoin(assetItems, and(eq(assetItems.workspaceId, tenant.workspaceId), eq(assetItems.id, mine.assetId)))
    .leftJoin(users, eq(users.id, assetItems.authorId))
    .orderBy(sql`${mine.touchedAt} desc`)
    .limit(ASSET_LIMITS.recent);
}

/** The people the hub's author filter offers: the workspace's members, by name (no addresses: every role reads assets). */
export async function assetAuthors(db: Db, tenant: Tenant) {
  const members = await listMembers(db, tenant);
  return members.map((m) => ({ id: m.userId, name: m.name?.trim() || "Unnamed member" })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The asset's row in the caller's workspace, or "not found" (another workspace's id included). */
export async function assetRowOf(db: Db, tenant: Tenant, id: string) {
  const [row] = await db
    .select()
    .from(assetItems)
    .where(and(eq(assetItems.workspaceId, tenant.workspaceId), eq(assetItems.id, id)));
  if (!row) throw new NotFoundError(ASSET_NOT_FOUND);
  return row;
}

/** One asset with its current version's fields. */
export async function getAsset(db: Db, tenant: Tenant, id: string) {
  const [row] = await db
    .select({ ...listColumns, submittedBy: assetItems.submittedBy, fields: assetVersions.fields, versionNote: assetVersions.note })
    .from(assetItems)
    .leftJoin(users, eq(users.id, assetItems.authorId))
    .innerJoin(assetVersions, onCurrentVersion())
    .where(and(eq(assetItems.workspaceId, tenant.workspaceId), eq(assetItems.id, id)));
  if (!row) throw new NotFoundError(ASSET_NOT_FOUND);
  return row;
}

/** The asset's versions, newest first (the last 50), each with its fields for comparing and restoring. */
export async function listVersions(db: Db, tenant: Tenant, id: string) {
  await assetRowOf(db, tenant, id);
  return db
    .select({
      version: assetVersions.version,
      fields: assetVersions.fields,
      note: assetVersions.note,
      authorId: assetVersions.authorId,
      authorName: users.name,
      createdAt: assetVersions.createdAt,
    })
    .from(assetVersions)
    .leftJoin(users, eq(users.id, assetVersions.authorId))
    .where(and(eq(assetVersions.workspaceId, tenant.workspaceId), eq(assetVersions.assetId, id)))
    .orderBy(sql`${assetVersions.version} desc`)
    .limit(50);
}

/** The asset's comments, oldest first; a deleted one keeps its place without its text. */
export async function listComments(db: Db, tenant: Tenant, id: string) {
  await assetRowOf(db, tenant, id);
  const rows = await db
    .select({
      id: assetComments.id,
      body: assetComments.body,
      deleted: assetComments.deleted,
      authorId: assetComments.authorId,
      authorName: users.name,
      createdAt: assetComments.createdAt,
    })
    .from(assetComments)
    .leftJoin(users, eq(users.id, assetComments.authorId))
    .where(and(eq(assetComments.workspaceId, tenant.workspaceId), eq(assetComments.assetId, id)))
    .orderBy(assetComments.createdAt, assetComments.id);
  return rows.map((c) => ({ ...c, body: c.deleted ? "" : c.body, mine: c.authorId === tenant.userId }));
}
