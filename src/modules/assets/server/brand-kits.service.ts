import "server-only";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { brandKit as brandKitContract, type BrandKit } from "@/modules/ai";
import { getCompanyProfile, getWorkspaceLogoInfo, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { ConflictError, InvalidError, LimitReachedError, NotFoundError } from "@/server/errors";
import type { CreateBrandKitInput } from "../contracts/brand-kits.contracts";
import type { UpdateBrandKitInput } from "../contracts/update-brand-kit.contracts";
import { MAX_BRAND_KITS } from "../contracts/brand-kits.constants";
import { brandKits } from "../db/brand-kits.table";
import { blankKit, kitFromProfile } from "../profile-to-kit";

/** A stored kit as the page and the generators read it. */
export type StoredBrandKit = { id: string; isDefault: boolean; kit: BrandKit; createdAt: Date; updatedAt: Date };

const columns = { id: brandKits.id, isDefault: brandKits.isDefault, kit: brandKits.kit, createdAt: brandKits.createdAt, updatedAt: brandKits.updatedAt };
const inWorkspace = (tenant: Tenant, id: string) => and(eq(brandKits.workspaceId, tenant.workspaceId), eq(brandKits.id, id));
const NAME_TAKEN = "You already have a brand kit with this name";

/** The workspace's kits, the default first, then by name. */
export async function listBrandKits(db: Db, tenant: Tenant): Promise<StoredBrandKit[]> {
  return db
    .select(columns)
    .from(brandKits)
    .where(eq(brandKits.workspaceId, tenant.workspaceId))
    .orderBy(desc(brandKits.isDefault), asc(sql`lower(${brandKits.name})`));
}

/** What the themes page shows: the kits, and when the company profile's logo (a kit may reuse it) last changed, if there is one. */
export async function brandKitsPage(db: Db, tenant: Tenant): Promise<{ kits: StoredBrandKit[]; companyLogoUpdatedAt: Date | null }> {
  const [kits, logo] = await Promise.all([listBrandKits(db, tenant), getWorkspaceLogoInfo(db, tenant)]);
  return { kits, companyLogoUpdatedAt: logo?.updatedAt ?? null };
}

export async function getBrandKit(db: Db, tenant: Tenant, id: string): Promise<StoredBrandKit> {
  const [row] = await db.select(columns).from(brandKits).where(inWorkspace(tenant, id)).limit(1);
  if (!row) throw new NotFoundError("Brand kit");
  return row;
}

/** The kit generators and checks use when none is chosen: the default one, or null before the first kit exists. */
export async function getDefaultBrandKit(db: Db, tenant: Tenant): Promise<StoredBrandKit | null> {
  const [row] = await db
    .select(columns)
    .from(brandKits)
    .where(and(eq(brandKits.workspaceId, tenant.workspaceId), eq(brandKits.isDefault, true)))
    .limit(1);
  return row ?? null;
}

/** A name no other kit of the workspace has: `base`, else "base (2)", "base (3)"… within the name's limit. */
async function freeName(db: Db, tenant: Tenant, base: string): Promise<string> {
  const rows = await db.select({ name: brandKits.name }).from(brandKits).where(eq(brandKits.workspaceId, tenant.workspaceId));
  const taken = new Set(rows.map((r) => r.name.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const name = `${base.slice(0, 80 - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** Inserts a kit (validated by the contract); the workspace's first kit becomes its default. */
async function insertKit(db: Db, tenant: Tenant, kit: BrandKit): Promise<StoredBrandKit> {
  const valid = brandKitContract.parse(kit);
  const [{ kits }] = (await db.select({ kits: count() }).from(brandKits).where(eq(brandKits.workspaceId, tenant.workspaceId))) as [{ kits: number }];
  if (kits >= MAX_BRAND_KITS) throw new LimitReachedError(`A workspace keeps up to ${MAX_BRAND_KITS} brand kits. Delete one you no longer use.`, "brandKits");
  const now = new Date();
  try {
    const [row] = await db
      .insert(brandKits)
      .values({
        workspaceId: tenant.workspaceId,
        name: valid.name,
        kit: valid,
        isDefault: kits === 0,
        createdBy: tenant.userId,
        updatedBy: tenant.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning(columns);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidError(`${NAME_TAKEN}.`, { name: NAME_TAKEN });
    throw error;
  }
}

/** A new kit, blank or drawn from the company profile (its brand name is the company's, when the profile has one). */
export async function createBrandKit(db: Db, tenant: Tenant, input: CreateBrandKitInput): Promise<StoredBrandKit> {
  const [profile, logo] = await Promise.all([getCompanyProfile(db, tenant), input.from === "profile" ? getWorkspaceLogoInfo(db, tenant) : null]);
  const company = profile.companyName.trim().slice(0, 80);
  const name = input.name ?? (await freeName(db, tenant, company || "Brand kit"));
  const kit = input.from === "profile" ? kitFromProfile(profile, { name, hasLogo: logo !== null }) : blankKit(name, company || name);
  return insertKit(db, tenant, kit);
}

/**
 * Replaces a kit with the editor's version, unless someone saved it after the editor opened it
 * (its `updatedAt` moved on): then nothing is written and the editor keeps its text.
 */
export async function updateBrandKit(db: Db, tenant: Tenant, input: UpdateBrandKitInput): Promise<StoredBrandKit> {
  const { id, expectedUpdatedAt, ...kit } = input;
  try {
    const [row] = await db
      .update(brandKits)
      .set({ name: kit.name, kit, updatedBy: tenant.userId, updatedAt: new Date() })
      .where(and(inWorkspace(tenant, id), sql`date_trunc('milliseconds', ${brandKits.updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`))
      .returning(columns);
    if (row) return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidError(`${NAME_TAKEN}.`, { name: NAME_TAKEN });
    throw error;
  }
  await getBrandKit(db, tenant, id); // not found, or:
  throw new ConflictError("Someone saved this brand kit after you opened it. Your changes are still here: copy what you need, then reload to see theirs.");
}

/** A copy named "<name> (copy)", never the default. */
export async function duplicateBrandKit(db: Db, tenant: Tenant, id: string): Promise<StoredBrandKit> {
  const { kit } = await getBrandKit(db, tenant, id);
  const name = await freeName(db, tenant, `${kit.name.slice(0, 73).trimEnd()} (copy)`);
  return insertKit(db, tenant, { ...kit, name });
}

/** Makes a kit the one generators use unless told otherwise. */
export async function setDefaultBrandKit(db: Db, tenant: Tenant, id: string): Promise<StoredBrandKit> {
  await getBrandKit(db, tenant, id);
  await db.transaction(async (tx) => {
    await tx
      .update(brandKits)
      .set({ isDefault: false })
      .where(and(eq(brandKits.workspaceId, tenant.workspaceId), eq(brandKits.isDefault, true), ne(brandKits.id, id)));
    await tx.update(brandKits).set({ isDefault: true }).where(inWorkspace(tenant, id));
  });
  return getBrandKit(db, tenant, id);
}

/** Deletes a kit, never the workspace's last one; when the default goes, the oldest remaining kit takes its place. */
export async function deleteBrandKit(db: Db, tenant: Tenant, id: string): Promise<{ id: string }> {
  const doomed = await getBrandKit(db, tenant, id);
  return db.transaction(async (tx) => {
    const others = await tx
      .select({ id: brandKits.id })
      .from(brandKits)
      .where(and(eq(brandKits.workspaceId, tenant.workspaceId), ne(brandKits.id, id)))
      .orderBy(asc(brandKits.createdAt), asc(brandKits.id));
    if (others.length === 0) throw new InvalidError("A workspace keeps at least one brand kit. Create another before you delete this one.");
    await tx.delete(brandKits).where(inWorkspace(tenant, id));
    if (doomed.isDefault) await tx.update(brandKits).set({ isDefault: true }).where(inWorkspace(tenant, others[0]!.id));
    return { id };
  });
}

/** Seeds a kit as it is (the demo workspace's), default when it is the first. */
export function insertBrandKit(db: Db, tenant: Tenant, kit: BrandKit): Promise<StoredBrandKit> {
  return insertKit(db, tenant, kit);
}
