import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { memberships } from "@/modules/identity";
import { InvalidError, NotFoundError } from "@/server/errors";
import { companies } from "../db/companies.table";
import { ownContactIds } from "./contacts.service";

type Ws = Pick<Tenant, "workspaceId">;

/** An owner must be a member of the workspace (a user id is not a row the workspace owns). */
export async function assertOwner(db: Db | Tx, tenant: Ws, ownerId: string | null | undefined): Promise<void> {
  if (!ownerId) return;
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, tenant.workspaceId), eq(memberships.userId, ownerId)));
  if (!member) throw new InvalidError("The owner must be a member of this workspace.", { ownerId: "Choose a member of this workspace" });
}

/** Every id must name a live contact of the workspace; one foreign id is NOT_FOUND for all. */
export async function assertContacts(db: Db | Tx, tenant: Ws, ids: readonly string[] | undefined): Promise<string[]> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return [];
  const own = await ownContactIds(db, tenant, wanted);
  if (own.length !== wanted.length) throw new NotFoundError("Contact");
  return wanted;
}

/** A company of the workspace, or NOT_FOUND. */
export async function companyOf(db: Db | Tx, tenant: Ws, id: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.workspaceId, tenant.workspaceId), eq(companies.id, id)));
  if (!row) throw new NotFoundError("Company");
  return row;
}

/** A case-insensitive "contains" pattern with the user's %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every id must name a row of the workspace in `table` (companies, deals…); one foreign or unknown id
 * is NOT_FOUND for all, before anything is written.
 */
export async function assertOwnIds(
  db: Db | Tx,
  table: PgTable & { id: AnyPgColumn; workspaceId: AnyPgColumn },
  tenant: Ws,
  ids: readonly string[],
  what: string,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const [row] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(and(eq(table.workspaceId, tenant.workspaceId), inArray(table.id, wanted)));
  if ((row?.n ?? 0) !== wanted.length) throw new NotFoundError(what);
}
