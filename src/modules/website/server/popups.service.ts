import "server-only";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { getBrandKit } from "@/modules/assets";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { ConflictError, InvalidError, LimitReachedError, NotFoundError } from "@/server/errors";
import { POPUP_LIMITS, type PopupStatus } from "../contracts/popups.constants";
import type { PopupValues, UpdatePopupInput } from "../contracts/popups.contracts";
import { createPopupInput, updatePopupInput } from "../contracts/popups.contracts";
import { popups } from "../db/popups.table";

/** A stored pop-up as the builder reads it: the contract's values plus its id, status and times. */
export type StoredPopup = PopupValues & { id: string; status: PopupStatus; createdAt: Date; updatedAt: Date };

type Row = typeof popups.$inferSelect;

/** A datetime-local value ("2026-12-01T09:00") read as UTC, or null. */
const toDate = (value: string) => (value ? new Date(value.length === 16 ? `${value}:00Z` : `${value}Z`) : null);
const toLocal = (date: Date | null) => (date ? date.toISOString().slice(0, 16) : "");

export function toStoredPopup(row: Row): StoredPopup {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    style: row.style,
    content: row.content,
    brandKitId: row.brandKitId ?? "",
    trigger: row.trigger,
    frequency: row.frequency,
    targeting: row.targeting,
    schedule: { startsAt: toLocal(row.startsAt), endsAt: toLocal(row.endsAt) },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const inWorkspace = (tenant: Tenant, id: string) => and(eq(popups.workspaceId, tenant.workspaceId), eq(popups.id, id));

/** The stored columns of checked values (a brand kit must be one of the workspace's). */
async function columnsOf(db: Db, tenant: Tenant, values: PopupValues) {
  if (values.brandKitId) await getBrandKit(db, tenant, values.brandKitId);
  return {
    name: values.name,
    style: values.style,
    content: values.content,
    brandKitId: values.brandKitId || null,
    trigger: values.trigger,
    frequency: values.frequency,
    targeting: values.targeting,
    startsAt: toDate(values.schedule.startsAt),
    endsAt: toDate(values.schedule.endsAt),
  };
}

export async function listPopups(db: Db, tenant: Tenant): Promise<StoredPopup[]> {
  const rows = await db.select().from(popups).where(eq(popups.workspaceId, tenant.workspaceId)).orderBy(desc(popups.createdAt), asc(popups.id));
  return rows.map(toStoredPopup);
}

export async function getPopup(db: Db, tenant: Tenant, id: string): Promise<StoredPopup> {
  const [row] = await db.select().from(popups).where(inWorkspace(tenant, id)).limit(1);
  if (!row) throw new NotFoundError("Pop-up");
  return toStoredPopup(row);
}

async function insertPopup(db: Db, tenant: Tenant, values: PopupValues): Promise<StoredPopup> {
  const [{ total }] = (await db.select({ total: count() }).from(popups).where(eq(popups.workspaceId, tenant.workspaceId))) as [{ total: number }];
  if (total >= POPUP_LIMITS.perWorkspace) {
    throw new LimitReachedError(`A workspace keeps up to ${POPUP_LIMITS.perWorkspace} pop-ups. Delete one you no longer use.`, "popups");
  }
  const [row] = await db
    .insert(popups)
    .values({ workspaceId: tenant.workspaceId, status: "draft", ...(await columnsOf(db, tenant, values)), createdBy: tenant.userId, updatedBy: tenant.userId })
    .returning();
  return toStoredPopup(row!);
}

/** A new pop-up, always a draft: it goes on the site when someone sets it live. */
export function createPopup(db: Db, tenant: Tenant, input: PopupValues): Promise<StoredPopup> {
  return insertPopup(db, tenant, createPopupInput.parse(input));
}

/** Saves the builder's version unless someone saved after it opened (then nothing is written and the builder keeps its text). */
export async function updatePopup(db: Db, tenant: Tenant, input: UpdatePopupInput): Promise<StoredPopup> {
  const { id, expectedUpdatedAt, ...values } = updatePopupInput.parse(input);
  const [row] = await db
    .update(popups)
    .set({ ...(await columnsOf(db, tenant, values)), updatedBy: tenant.userId, updatedAt: new Date() })
    .where(and(inWorkspace(tenant, id), sql`date_trunc('milliseconds', ${popups.updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`))
    .returning();
  if (row) return toStoredPopup(row);
  await getPopup(db, tenant, id); // not found, or:
  throw new ConflictError("Someone saved this pop-up after you opened it. Your changes are still here: copy what you need, then reload to see theirs.");
}

/** A draft copy named "<name> (copy)". */
export async function duplicatePopup(db: Db, tenant: Tenant, id: string): Promise<StoredPopup> {
  const source = await getPopup(db, tenant, id);
  const name = `${source.name.slice(0, POPUP_LIMITS.name - 7).trimEnd()} (copy)`;
  return insertPopup(db, tenant, { ...source, name });
}

/** Live pop-ups go on the site (within their schedule); paused and draft ones don't. */
export async function setPopupStatus(db: Db, tenant: Tenant, input: { id: string; status: PopupStatus }): Promise<StoredPopup> {
  const [row] = await db
    .update(popups)
    .set({ status: input.status, updatedBy: tenant.userId, updatedAt: new Date() })
    .where(inWorkspace(tenant, input.id))
    .returning();
  if (!row) throw new NotFoundError("Pop-up");
  return toStoredPopup(row);
}

/** Deletes a pop-up when its name is typed back; its recorded views and conversions stay in the analytics. */
export async function deletePopup(db: Db, tenant: Tenant, input: { id: string; confirmName: string }): Promise<{ id: string }> {
  const popup = await getPopup(db, tenant, input.id);
  if (popup.name.trim().toLowerCase() !== input.confirmName.trim().toLowerCase()) {
    throw new InvalidError("Type the pop-up's name exactly to delete it.", { confirmName: "This isn't the pop-up's name" });
  }
  await db.delete(popups).where(inWorkspace(tenant, input.id));
  return { id: input.id };
}
