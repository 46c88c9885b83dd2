import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { ConflictError, NotFoundError } from "@/server/errors";
import type { SaveEarlyAccessInput, SaveFlagInput } from "../contracts/flags.contracts";
import { MONTHLY_EVENT_QUOTA } from "../contracts/wire.constants";
import { analyticsEarlyAccessFeatures, analyticsFeatureFlags } from "../db/wire.table";
import { projectForToken, projectToken } from "./tokens.service";
import { eventsThisMonth, forgetDefinitions } from "./wire.queries";

/**
 * Feature flags and early-access features, per workspace: each workspace's owners and admins
 * manage those its own project token serves (a customer site's, or, for the workspace this
 * instance's own token belongs to, the product's). One rule for every workspace, so no instance-wide
 * super role is needed.
 */
export async function productAnalyticsSettings(db: Db, tenant: Tenant) {
  const f = analyticsFeatureFlags;
  const e = analyticsEarlyAccessFeatures;
  const token = await projectToken(db, tenant.workspaceId);
  const [flags, earlyAccess, limit, thisMonth] = await Promise.all([
    db
      .select({ id: f.id, key: f.key, name: f.name, enabled: f.enabled, rolloutPercent: f.rolloutPercent, payload: f.payload, updatedAt: f.updatedAt })
      .from(f)
      .where(eq(f.workspaceId, tenant.workspaceId))
      .orderBy(asc(f.key)),
    db
      .select({ id: e.id, name: e.name, description: e.description, stage: e.stage, flagKey: e.flagKey, documentationUrl: e.documentationUrl })
      .from(e)
      .where(eq(e.workspaceId, tenant.workspaceId))
      .orderBy(asc(e.createdAt)),
    // The receiver's cached read of the same row (a limit set in this process is forgotten at once).
    projectForToken(db, token).then((project) => project?.monthlyEventLimit ?? null),
    eventsThisMonth(db, tenant.workspaceId),
  ]);
  return {
    token,
    flags: flags.map((flag) => ({ ...flag, payload: flag.payload == null ? "" : JSON.stringify(flag.payload) })),
    earlyAccess,
    events: { thisMonth, limit, planQuota: MONTHLY_EVENT_QUOTA },
  };
}

const uniqueKey = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505";

export async function saveFlag(db: Db, tenant: Tenant, input: SaveFlagInput) {
  const f = analyticsFeatureFlags;
  const values = {
    key: input.key,
    name: input.name,
    enabled: input.enabled,
    rolloutPercent: input.rolloutPercent,
    payload: input.payload === "" ? null : (JSON.parse(input.payload) as unknown),
  };
  try {
    if (!input.id) {
      const [row] = await db
        .insert(f)
        .values({ workspaceId: tenant.workspaceId, ...values })
        .returning({ id: f.id, key: f.key });
      forgetDefinitions(tenant.workspaceId);
      return row!;
    }
    const [row] = await db
      .update(f)
      .set({ ...values, version: sql`${f.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(f.workspaceId, tenant.workspaceId), eq(f.id, input.id)))
      .returning({ id: f.id, key: f.key });
    if (!row) throw new NotFoundError("Feature flag");
    forgetDefinitions(tenant.workspaceId);
    return row;
  } catch (error) {
    if (uniqueKey(error)) throw new ConflictError(`A flag with the key "${input.key}" exists already.`);
    throw error;
  }
}

export async function toggleFlag(db: Db, tenant: Tenant, id: string, enabled: boolean) {
  const f = analyticsFeatureFlags;
  const [row] = await db
    .update(f)
    .set({ enabled, version: sql`${f.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(f.workspaceId, tenant.workspaceId), eq(f.id, id)))
    .returning({ id: f.id, key: f.key, enabled: f.enabled });
  if (!row) throw new NotFoundError("Feature flag");
  forgetDefinitions(tenant.workspaceId);
  return row;
}

export async function removeFlag(db: Db, tenant: Tenant, id: string) {
  const f = analyticsFeatureFlags;
  const [row] = await db
    .delete(f)
    .where(and(eq(f.workspaceId, tenant.workspaceId), eq(f.id, id)))
    .returning({ id: f.id, key: f.key });
  if (!row) throw new NotFoundError("Feature flag");
  forgetDefinitions(tenant.workspaceId);
  return row;
}

export async function addEarlyAccess(db: Db, tenant: Tenant, input: SaveEarlyAccessInput) {
  const e = analyticsEarlyAccessFeatures;
  const [row] = await db
    .insert(e)
    .values({ workspaceId: tenant.workspaceId, ...input, documentationUrl: input.documentationUrl || null })
    .returning({ id: e.id, name: e.name });
  return row!;
}

export async function removeEarlyAccess(db: Db, tenant: Tenant, id: string) {
  const e = analyticsEarlyAccessFeatures;
  const [row] = await db
    .delete(e)
    .where(and(eq(e.workspaceId, tenant.workspaceId), eq(e.id, id)))
    .returning({ id: e.id, name: e.name });
  if (!row) throw new NotFoundError("Early-access feature");
  return row;
}
