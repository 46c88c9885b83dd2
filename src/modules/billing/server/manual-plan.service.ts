import "server-only";
import { eq, or } from "drizzle-orm";
import { recordAudit, workspaces } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import { subscriptions } from "../db/subscriptions.table";
import { tierById, tierIds, type TierId } from "../plans";
import { accountOf } from "./account.service";
import { stateOf, subscriptionRow } from "./entitlements.service";
import { describeChange } from "./stripe-sync.service";

/**
 * `npm run plan:set -- <workspace> <plan>`: sets a plan without payments (self-hosted). The workspace is
 * named by id or slug; a client workspace's plan is its agency's. Limits apply as for a paid plan.
 */
export async function setPlanManually(db: Db, workspace: string, plan: string): Promise<{ accountId: string; accountName: string; plan: TierId }> {
  if (!(tierIds as readonly string[]).includes(plan)) throw new InvalidError(`Unknown plan "${plan}". Use one of: ${tierIds.join(", ")}.`);
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(workspace);
  const [ws] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(isUuid ? or(eq(workspaces.id, workspace), eq(workspaces.slug, workspace)) : eq(workspaces.slug, workspace));
  if (!ws) throw new NotFoundError(`Workspace "${workspace}"`);
  const account = await accountOf(db, ws.id);
  const tier = plan as TierId;
  return db.transaction(async (tx) => {
    const before = stateOf(await subscriptionRow(tx, account.id), account);
    const values = {
      plan: tier,
      interval: "month" as const,
      status: "active" as const,
      source: "manual" as const,
      trialEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      pastDueSince: null,
    };
    await tx
      .insert(subscriptions)
      .values({ workspaceId: account.id, ...values })
      .onConflictDoUpdate({ target: subscriptions.workspaceId, set: values });
    const change = describeChange(before, { ...before, ...values });
    if (change)
      await recordAudit(tx, {
        workspaceId: account.id,
        actorId: null,
        action: change.action,
        subject: account.name,
        details: { summary: `${change.summary} (set by an administrator)` },
      });
    return { accountId: account.id, accountName: account.name, plan: tierById(tier).id };
  });
}
