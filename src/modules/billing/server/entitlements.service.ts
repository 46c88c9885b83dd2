import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { invitations, memberships, users, workspaces } from "@/modules/identity";
import { LimitReachedError } from "@/server/errors";
import type { UsageMetric } from "../contracts/billing.contracts";
import { subscriptions, usageCounters, type SubscriptionRow } from "../db/subscriptions.table";
import { addonIds, formatAmount, limitInfo, limitKeys, limitsFor, quantity, tierById, TRIAL_DAYS, TRIAL_TIER, type LimitKey, type Limits } from "../plans";
import { EVER, monthOf, standingOf, type Standing, type SubscriptionState } from "../status";
import { accountOf, accountWithSubscription, type Account } from "./account.service";

const DAY = 24 * 60 * 60 * 1000;

/** The stored subscription, or the trial every account starts with. */
export function stateOf(row: SubscriptionRow | null, account: Pick<Account, "createdAt">): SubscriptionState {
  if (!row) {
    return {
      plan: TRIAL_TIER,
      interval: "month",
      status: "trialing",
      source: "trial",
      addons: {},
      trialEndsAt: new Date(account.createdAt.getTime() + TRIAL_DAYS * DAY),
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      pastDueSince: null,
    };
  }
  return row;
}

export async function subscriptionRow(db: Db | Tx, accountId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, accountId));
  return row ?? null;
}

/** Seats: distinct people holding a non-client role anywhere in the account, plus open unexpired invitations to new addresses. */
async function countSeats(db: Db | Tx, accountId: string): Promise<number> {
  const inAccount = sql`(select ${workspaces.id} from ${workspaces} where ${workspaces.id} = ${accountId} or ${workspaces.agencyId} = ${accountId})`;
  const result = await db.execute<{ seats: number }>(sql`
    select count(*)::int as seats from (
      select lower(${users.email}) as email from ${memberships} join ${users} on ${users.id} = ${memberships.userId}
        where ${memberships.workspaceId} in ${inAccount} and ${memberships.role} <> 'client'
      union
      select lower(${invitations.email}) from ${invitations}
        where ${invitations.workspaceId} in ${inAccount} and ${invitations.role} <> 'client'
          and ${invitations.acceptedAt} is null and ${invitations.revokedAt} is null and ${invitations.expiresAt} > now()
    ) as seat`);
  return Number((result.rows[0] as { seats: number } | undefined)?.seats ?? 0);
}

const periodOf = (metric: UsageMetric, now: Date) => (limitInfo[metric].kind === "monthly" ? monthOf(now).start : EVER);

/** What the account has used of every limit right now. */
export async function measure(db: Db | Tx, accountId: string, now = new Date(), only?: LimitKey): Promise<Limits> {
  const month = monthOf(now).start;
  const [seats, counters] = await Promise.all([
    only === undefined || only === "users" ? countSeats(db, accountId) : 0,
    db
      .select({ metric: usageCounters.metric, periodStart: usageCounters.periodStart, used: usageCounters.used })
      .from(usageCounters)
      .where(and(eq(usageCounters.workspaceId, accountId), inArray(usageCounters.periodStart, [month, EVER]))),
  ]);
  const used = Object.fromEntries(limitKeys.map((k) => [k, 0])) as Limits;
  used.users = seats;
  for (const c of counters) if (c.periodStart === periodOf(c.metric, now)) used[c.metric] = Math.max(0, Number(c.used));
  return used;
}

export type Entitlements = {
  account: Account;
  state: SubscriptionState;
  row: SubscriptionRow | null;
  standing: Standing;
  limits: Limits;
  used: Limits;
};

/**
 * Everything a limit decision needs, in a few small queries. `only` measures just that limit (the
 * others read 0): a check needs one meter, and seats are the costly one.
 */
export async function entitlements(db: Db | Tx, workspaceId: string, now = new Date(), only?: LimitKey): Promise<Entitlements> {
  const { account, row } = await accountWithSubscription(db, workspaceId);
  const used = await measure(db, account.id, now, only);
  const state = stateOf(row, account);
  return { account, state, row, standing: standingOf(state, now), limits: limitsFor(state.plan, state.addons), used };
}

export type LimitCheck = { allowed: boolean; limit: number; used: number; remaining: number; message: string | null };

function verdict(e: Entitlements, key: LimitKey, amount: number): LimitCheck {
  const limit = e.limits[key];
  const used = e.used[key];
  const remaining = Math.max(0, limit - used);
  if (amount <= 0) return { allowed: true, limit, used, remaining, message: null };
  if (e.standing.access === "limited") return { allowed: false, limit, used, remaining, message: e.standing.limitedReason };
  if (used + amount <= limit) return { allowed: true, limit, used, remaining, message: null };
  const plan = tierById(e.state.plan).name;
  const monthly = limitInfo[key].kind === "monthly" ? " a month" : "";
  const inUse = remaining === 0 ? "all are in use" : `${formatAmount(key, used)} ${used === 1 ? "is" : "are"} in use`;
  const need = amount === 1 ? "" : ` This needs ${formatAmount(key, amount)} and ${formatAmount(key, remaining)} ${remaining === 1 ? "is" : "are"} left.`;
  const raise = (addonIds as readonly string[]).includes(key) ? "Upgrade your plan or buy an add-on" : "Upgrade your plan";
  const message = `Your ${plan} plan includes ${quantity(key, limit)}${monthly} and ${inUse}.${need} ${raise} to go further.`;
  return { allowed: false, limit, used, remaining, message };
}

/** Answers "may this workspace use `amount` more of `key`?" without refusing: for warnings before bulk work. */
export async function checkLimit(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, key: LimitKey, amount: number): Promise<LimitCheck> {
  return verdict(await entitlements(db, tenant.workspaceId, new Date(), key), key, amount);
}

/** The one check every module calls before it consumes a limit. Throws LimitReachedError (PRECONDITION_FAILED). */
export async function assertWithinLimit(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, key: LimitKey, amount: number): Promise<void> {
  const check = await checkLimit(db, tenant, key, amount);
  if (!check.allowed) throw new LimitReachedError(check.message!, key);
}

/** Adds to (or, for stocks, takes from) a metered counter, in the caller's transaction. Seats count themselves. */
export async function recordUsage(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, metric: UsageMetric, delta: number, now = new Date()): Promise<void> {
  if (delta === 0) return;
  const account = await accountOf(db, tenant.workspaceId);
  await db
    .insert(usageCounters)
    .values({ workspaceId: account.id, metric, periodStart: periodOf(metric, now), used: Math.max(0, delta) })
    .onConflictDoUpdate({
      target: [usageCounters.workspaceId, usageCounters.metric, usageCounters.periodStart],
      set: { used: sql`greatest(0, ${usageCounters.used} + ${delta})`, updatedAt: now },
    });
}

/** The meter: the plan, its limits, what is used of each, and the standing. */
export async function usage(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">) {
  const e = await entitlements(db, tenant.workspaceId);
  return { plan: e.state.plan, standing: e.standing, limits: e.limits, used: e.used };
}

/** The standing alone (no usage): what the banner on every page needs, in one query. */
export async function standingFor(db: Db | Tx, workspaceId: string, now = new Date()): Promise<Standing> {
  const { account, row } = await accountWithSubscription(db, workspaceId);
  return standingOf(stateOf(row, account), now);
}
