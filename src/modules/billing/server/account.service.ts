import "server-only";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/server/db/client";
import { workspaces } from "@/modules/identity";
import { subscriptions, type SubscriptionRow } from "../db/subscriptions.table";
import { NotFoundError } from "@/server/errors";

/**
 * The billing account of a workspace: the workspace itself, or, for a client workspace, the agency that
 * owns it (its plan and limits cover all of its clients).
 */
export type Account = { id: string; name: string; createdAt: Date; isDemo: boolean; viaAgency: boolean };

/**
 * The agency alias and the account's columns, built on first use: identity's table is imported through
 * its surface, which may still be loading when this file is evaluated (the modules import each other).
 */
function buildAccountParts() {
  const agency = alias(workspaces, "agency");
  const columns = {
    id: sql<string>`coalesce(${agency.id}, ${workspaces.id})`,
    name: sql<string>`coalesce(${agency.name}, ${workspaces.name})`,
    createdAt: sql<Date>`coalesce(${agency.createdAt}, ${workspaces.createdAt})`.mapWith(workspaces.createdAt),
    isDemo: workspaces.isDemo,
    viaAgency: sql<boolean>`${agency.id} is not null`,
  };
  return { agency, columns };
}
let accountParts: ReturnType<typeof buildAccountParts> | undefined;

/** The account and its stored subscription (null: the trial), in one query. */
export async function accountWithSubscription(db: Db | Tx, workspaceId: string): Promise<{ account: Account; row: SubscriptionRow | null }> {
  const { agency, columns: accountColumns } = (accountParts ??= buildAccountParts());
  const [found] = await db
    .select({ account: accountColumns, row: subscriptions })
    .from(workspaces)
    .leftJoin(agency, eq(agency.id, workspaces.agencyId))
    .leftJoin(subscriptions, eq(subscriptions.workspaceId, sql`coalesce(${agency.id}, ${workspaces.id})`))
    .where(eq(workspaces.id, workspaceId));
  if (!found) throw new NotFoundError("Workspace");
  return found;
}

export async function accountOf(db: Db | Tx, workspaceId: string): Promise<Account> {
  const { agency, columns: accountColumns } = (accountParts ??= buildAccountParts());
  const [row] = await db.select(accountColumns).from(workspaces).leftJoin(agency, eq(agency.id, workspaces.agencyId)).where(eq(workspaces.id, workspaceId));
  if (!row) throw new NotFoundError("Workspace");
  return row;
}
